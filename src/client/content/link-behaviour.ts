import { stripBase } from '../../shared/routes';
import { findRoute } from '../router/route-table';
import { navigateTo, preload } from '../router/navigation';
import { getNavigator } from '../router/navigator';

const CONTENT_LINK = '[data-rp-content] a[href]';

/** The base-less path of an internal content link, or null for external, download or new-tab links. */
function internalPath(a: HTMLAnchorElement, base: string): string | null {
  if (a.target || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = stripBase(url.pathname, base);
  if (path === stripBase(window.location.pathname, base) && url.hash) return null; // same page: native hash jump
  return findRoute(path) ? path + url.search + url.hash : null;
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
    if (to) preload(to.split(/[?#]/)[0]);
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
