/** What the image zoom does, fetched with the first page that has content images (zoom-trigger.ts). */
import type { Zoom } from 'medium-zoom/dist/pure';
import { ZOOM_IMAGES, ZOOM_SCROLL_OFFSET_PX } from './zoom-trigger';

type MediumZoom = typeof import('medium-zoom/dist/pure').default;

let zoom: Zoom | null = null;
let stopListening = () => {};
let generation = 0;
let library: Promise<MediumZoom> | null = null;

// the 'pure' build: no injected <style>, the styles are in zoom.css
const loadMediumZoom = () => (library ??= import('medium-zoom/dist/pure').then((m) => m.default));

/** The page's background colour, read when the zoom opens (it follows the theme). */
function pageBackground(doc: Document): string {
  return getComputedStyle(doc.body).backgroundColor || 'Canvas';
}

/** Close and forget the zoom of the previous page. */
export function detachZoom(): void {
  generation++;
  stopListening();
  zoom?.close();
  zoom?.detach();
  zoom = null;
}

/**
 * medium-zoom ignores Escape while its opening animation runs (a slow machine makes that long): an
 * Escape then closes the zoom as soon as it has opened.
 */
function closeOnEarlyEscape(created: Zoom, doc: Document): () => void {
  let opening = false;
  let escaped = false;
  created.on('open', () => {
    opening = true;
    escaped = false;
  });
  created.on('opened', () => {
    opening = false;
    if (escaped) void created.close();
  });
  const onKeyUp = (e: KeyboardEvent) => {
    if (opening && (e.key === 'Escape' || e.key === 'Esc')) escaped = true;
  };
  doc.addEventListener('keyup', onKeyUp);
  return () => doc.removeEventListener('keyup', onKeyUp);
}

/**
 * Attach medium-zoom to the current page's content images. medium-zoom is fetched only when the
 * page has images. A later call (the next page) wins over one still waiting for the library.
 */
export async function attachZoom(doc: Document = document): Promise<Zoom | null> {
  detachZoom();
  const mine = generation;
  const images = [...doc.querySelectorAll<HTMLImageElement>(ZOOM_IMAGES)];
  if (images.length === 0) return null;
  const mediumZoom = await loadMediumZoom();
  if (mine !== generation) return null;
  const created = mediumZoom(images, { margin: 0, scrollOffset: ZOOM_SCROLL_OFFSET_PX, background: pageBackground(doc) });
  created.on('open', () => created.update({ background: pageBackground(doc) }));
  stopListening = closeOnEarlyEscape(created, doc);
  zoom = created;
  return created;
}
