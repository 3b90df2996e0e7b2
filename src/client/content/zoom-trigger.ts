/**
 * The image zoom's part in the first-visit bundle: its styles (content images show the zoom cursor
 * from the first paint), the click that opens an image, and the attaching after a page change. What
 * zooming does (zoom-behaviour.ts, then medium-zoom) is fetched only for a page with content images.
 */
import { lazyModule } from '../lazy-module';
import './zoom.css';

/** Zoom is attached 100 ms after each page change; it closes after scrolling 40 px. */
export const ZOOM_ATTACH_DELAY_MS = 100;
export const ZOOM_SCROLL_OFFSET_PX = 40;
/** Content images, except those inside a link (a click there navigates). */
export const ZOOM_IMAGES = '[data-rp-content] img:not(a img)';

const zoomCode = lazyModule(() => import('./zoom-behaviour'));

/** Attach the zoom to the current page's images; nothing is fetched for a page without any. */
export function attachPageZoom(doc: Document = document): void {
  if (!zoomCode.loaded() && !doc.querySelector(ZOOM_IMAGES)) return;
  zoomCode.load().then(
    (zoom) => zoom.attachZoom(doc),
    (error: unknown) => console.warn('[quire] the image zoom could not be loaded', error),
  );
}

/** Close and forget the zoom of the page being left. */
export function detachPageZoom(): void {
  zoomCode.loaded()?.detachZoom();
}

/**
 * Installed once: a click on a content image that medium-zoom does not handle yet (the first
 * 100 ms of a page, or while the code loads) attaches the zoom and opens that image.
 */
export function installZoom(doc: Document = document): () => void {
  const onClick = async (e: MouseEvent) => {
    const image = (e.target as Element | null)?.closest?.(ZOOM_IMAGES) as HTMLImageElement | null;
    if (!image || image.classList.contains('medium-zoom-image')) return;
    const attached = await zoomCode.load().then((zoom) => zoom.attachZoom(doc));
    attached?.open({ target: image });
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    detachPageZoom();
  };
}
