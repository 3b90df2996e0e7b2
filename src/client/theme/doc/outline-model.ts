import type { OutlineSetting, TocEntry } from '../../../shared/types';

/** The outline's scroll handler runs at most every 100 ms. */
export const OUTLINE_THROTTLE_MS = 100;

/**
 * The heading depths the outline shows, from the front matter's `outline`: h2 to h4 by default, one
 * depth, `[min, max]`, or 'deep' (h2 and below; the toc holds h2 to h4).
 * @example outlineLevels(undefined) // [2, 4]
 * @example outlineLevels(3)         // [3, 3]
 * @example outlineLevels('deep')    // [2, 6]
 */
export function outlineLevels(outline: OutlineSetting | undefined): [number, number] {
  if (typeof outline === 'number') return [outline, outline];
  if (Array.isArray(outline)) return [Math.min(...outline), Math.max(...outline)];
  return outline === 'deep' ? [2, 6] : [2, 4];
}

/** Outline entries from the build's toc: h2 to h4, or the depths the front matter's `outline` chooses. */
export function outlineEntries(toc: TocEntry[], outline?: OutlineSetting): TocEntry[] {
  const [min, max] = outlineLevels(outline);
  return toc.filter((h) => h.depth >= min && h.depth <= max);
}

/** False for a heading that is missing, or hidden by `hidden`, display, visibility or opacity. */
export function isHeadingShown(el: HTMLElement | null): el is HTMLElement {
  if (!el) return false;
  if (typeof el.checkVisibility === 'function' && navigator.userAgent.indexOf('jsdom') < 0) {
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (node.hidden || style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
  }
  return true;
}

/**
 * Index of the last heading scrolled past: the last one whose top has reached the fixed bars
 * (`offset`), the last one once the page is scrolled to its bottom, -1 above the first one.
 *   tops [-300, -20, 400], offset 72 -> 1;   tops [200, 600] -> -1;   atBottom -> last
 */
export function passedHeadingIndex(tops: number[], offset: number, atBottom: boolean): number {
  if (atBottom) return tops.length - 1;
  let index = -1;
  tops.forEach((top, i) => {
    if (top <= offset + 2) index = i;
  });
  return index;
}

/**
 * Index of the heading the reader is at: the last one scrolled past, the first one before that.
 *   tops [-300, -20, 400], offset 72 -> 1;   tops [200, 600] -> 0;   atBottom -> last
 */
export function activeHeadingIndex(tops: number[], offset: number, atBottom: boolean): number {
  if (tops.length === 0) return -1;
  return Math.max(0, passedHeadingIndex(tops, offset, atBottom));
}

/** Leading and trailing throttle: runs now, then at most once per `wait` ms with the latest call. */
export function throttle(fn: () => void, wait: number): (() => void) & { cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) run();
    else timer ??= setTimeout(run, remaining);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
