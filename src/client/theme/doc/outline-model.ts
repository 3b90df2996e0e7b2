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
 * Where the reader's eye is: `offset` is the bottom of the fixed bars, and a heading up to `band`
 * below them counts as reached (the reader is reading under it); `atBottom` when the page is
 * scrolled to its end.
 */
export interface ReadingLine {
  offset: number;
  band: number;
  atBottom: boolean;
}

/** The part of the window below the bars whose headings count as reached: its top quarter. */
export function readingBand(viewportHeight: number, offset: number): number {
  return Math.max(0, viewportHeight - offset) / 4;
}

/**
 * Index of the heading the reader is in: one sitting on the bars (where a link to it scrolls it),
 * else the last one whose top is above the bars or within the band under them; the last one once
 * the page is scrolled to its bottom; -1 above the first one.
 *   tops [-300, -20, 400], offset 72, band 200 -> 1;   tops [-300, 150, 400] -> 1 (just under the bars)
 *   tops [72, 150] -> 0 (on the bars);   tops [300, 600] -> -1;   atBottom -> last
 */
export function passedHeadingIndex(tops: number[], { offset, band, atBottom }: ReadingLine): number {
  if (atBottom) return tops.length - 1;
  const onBars = tops.findIndex((top) => Math.abs(top - offset) <= 2);
  if (onBars >= 0) return onBars;
  let index = -1;
  tops.forEach((top, i) => {
    if (top <= offset + band) index = i;
  });
  return index;
}

/**
 * Index of the heading the outline highlights: the one the reader is in, the first one before that.
 *   tops [-300, -20, 400], offset 72, band 200 -> 1;   tops [300, 600] -> 0;   atBottom -> last
 */
export function activeHeadingIndex(tops: number[], line: ReadingLine): number {
  if (tops.length === 0) return -1;
  return Math.max(0, passedHeadingIndex(tops, line));
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
