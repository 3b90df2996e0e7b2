/** Hash scrolling with an offset for the fixed bars, and scroll restoration for back/forward. */

export const HASH_SCROLL_DELAY_MS = 100;

/** Height of the fixed bars (navbar, mobile sidebar bar) that cover the top of the viewport. */
export function fixedBarsOffset(doc: Document = document): number {
  let offset = 0;
  doc.querySelectorAll<HTMLElement>('[data-fixed-bar]').forEach((el) => {
    const style = getComputedStyle(el);
    if (style.display !== 'none' && style.visibility !== 'hidden') offset += el.getBoundingClientRect().height;
  });
  return offset;
}

export function scrollToHash(hash: string, behavior: ScrollBehavior = 'auto'): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep the raw id */
  }
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - fixedBarsOffset();
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}

const positions = new Map<string, number>();

export function saveScrollPosition(key: string): void {
  positions.set(key, window.scrollY);
}

export function savedScrollPosition(key: string): number | undefined {
  return positions.get(key);
}
