import { stripBase } from '../../shared/routes';
import { navigateTo, preload } from '../router/navigation';
import { getNavigator } from '../router/navigator';

const CONTENT_LINK = '[data-rp-content] a[href]';

const FILE_RE = /\.(?!html?$)[a-z0-9]+$/i;

/**
 * The base-less target of an internal content link, or null for external, download, new-tab and
 * static-file links. Whether a route exists is decided on navigation (unknown paths load fully).
 */
function internalPath(a: HTMLAnchorElement, base: string): string | null {
  if (a.target || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = stripBase(url.pathname, base);
  if (path === stripBase(window.location.pathname, base) && url.hash) return null; // same page: native hash jump
  return FILE_RE.test(path) ? null : path + url.search + url.hash;
}

/**
 * Delegated navigation for links inside page content: client-side for known routes, preload on
 * hover and focus. Links outside the content use the Link component instead.
 */
export function installContentLinks(base: string, doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element | null)?.closest?.(CONTENT_LINK) as HTMLAnchorElement | null;
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const to = internalPath(a, base);
    if (!to) return;
    e.preventDefault();
    navigateTo(to, getNavigator());
  };
  const onHover = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.(CONTENT_LINK) as HTMLAnchorElement | null;
    const to = a && internalPath(a, base);
    if (to) preload(to);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('mouseover', onHover);
  doc.addEventListener('focusin', onHover);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('mouseover', onHover);
    doc.removeEventListener('focusin', onHover);
  };
}
