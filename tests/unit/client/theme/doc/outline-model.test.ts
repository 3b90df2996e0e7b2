import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeHeadingIndex,
  outlineEntries,
  passedHeadingIndex,
  readingBand,
  throttle,
} from '../../../../../src/client/theme/doc/outline-model';

describe('client/theme/doc/outline-model', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps toc entries of depth 2 to 4', () => {
    const toc = [1, 2, 3, 4, 5].map((depth) => ({ text: `h${depth}`, id: `h${depth}`, depth, charIndex: -1 }));
    expect(outlineEntries(toc).map((h) => h.depth)).toEqual([2, 3, 4]);
  });

  it("keeps the depths the front matter's outline chooses: one, [min, max], 'deep'; true is the default", () => {
    const toc = [2, 3, 4].map((depth) => ({ text: `h${depth}`, id: `h${depth}`, depth, charIndex: -1 }));
    const depths = (outline: Parameters<typeof outlineEntries>[1]) => outlineEntries(toc, outline).map((h) => h.depth);
    expect(depths(true)).toEqual([2, 3, 4]);
    expect(depths(2)).toEqual([2]);
    expect(depths([2, 3])).toEqual([2, 3]);
    expect(depths([3, 2])).toEqual([2, 3]);
    expect(depths('deep')).toEqual([2, 3, 4]);
  });

  const line = (atBottom = false) => ({ offset: 72, band: 200, atBottom });

  it('picks the heading the reader is in: the last one above the bars or just under them, the first before any, the last at the bottom', () => {
    expect(activeHeadingIndex([-300, -20, 400], line())).toBe(1);
    expect(activeHeadingIndex([300, 600], line())).toBe(0);
    expect(activeHeadingIndex([74, 600], line())).toBe(0);
    // a heading just under the bars is the one being read, not the one above it
    expect(activeHeadingIndex([-400, 130, 600], line())).toBe(1);
    expect(activeHeadingIndex([-400, 272, 600], line())).toBe(1);
    expect(activeHeadingIndex([-400, 273, 600], line())).toBe(0);
    // a heading a link scrolled onto the bars wins over a short section's next heading
    expect(activeHeadingIndex([-400, 72, 150], line())).toBe(1);
    expect(activeHeadingIndex([-500, 200, 600], line(true))).toBe(2);
    expect(activeHeadingIndex([], line(true))).toBe(-1);
  });

  it('tells the heading scrolled past: none above the first, the last at the bottom', () => {
    expect(passedHeadingIndex([-300, -20, 400], line())).toBe(1);
    expect(passedHeadingIndex([300, 600], line())).toBe(-1);
    expect(passedHeadingIndex([150, 600], line())).toBe(0);
    expect(passedHeadingIndex([-500, 200, 600], line(true))).toBe(2);
  });

  it('counts the top quarter of the window under the bars as reached', () => {
    expect(readingBand(900, 72)).toBe(207);
    expect(readingBand(50, 72)).toBe(0);
  });

  it('throttles: runs at once, then once more with the latest call when the wait ends', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
