import { useEffect, useMemo, useState } from 'react';
import type { OutlineSetting, TocEntry } from '../../../shared/types';
import { fixedBarsOffset } from '../../router/scroll';
import {
  activeHeadingIndex,
  isHeadingShown,
  OUTLINE_THROTTLE_MS,
  outlineEntries,
  passedHeadingIndex,
  readingBand,
  throttle,
} from './outline-model';

export interface ReadingPosition {
  /** the outline's entries: the toc's h2-h4 (or the front matter's levels), after mount only those present and shown in the content */
  entries: TocEntry[];
  /** the heading the reader is at (the outline highlights it); the first one above it */
  activeId?: string;
  /** the last heading scrolled past the fixed bars; undefined above the first one */
  passed?: TocEntry;
  /** how much of the page is scrolled, 0 to 1 */
  progress: number;
}

/**
 * Where the reader is on the page, from one throttled scroll listener (every 100 ms at
 * most); for the outline's highlight and the mobile bar's heading and progress circle.
 */
export function useReadingPosition(toc: TocEntry[], outline?: OutlineSetting): ReadingPosition {
  const levels = String(outline);
  const initial = useMemo(() => outlineEntries(toc, outline), [toc, levels]);
  // the server renders the state of a page read from the top, where the first heading is active:
  // the highlight's bolder text may wrap differently, so setting it only after mount moved the outline
  const [position, setPosition] = useState<ReadingPosition>({ entries: initial, activeId: initial[0]?.id, progress: 0 });

  useEffect(() => {
    const headings = initial.map((h) => document.getElementById(h.id)).filter(isHeadingShown);
    const shown = new Set(headings.map((el) => el.id));
    const entries = initial.filter((h) => shown.has(h.id));
    const update = () => {
      const doc = document.documentElement;
      const scrollable = doc.scrollHeight - window.innerHeight;
      const atBottom = window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= doc.scrollHeight - 1;
      const tops = headings.map((el) => el.getBoundingClientRect().top);
      const offset = fixedBarsOffset();
      const line = { offset, band: readingBand(window.innerHeight, offset), atBottom };
      // at the very top nothing has been scrolled past, whatever sits under the bars
      const passed = window.scrollY > 0 ? passedHeadingIndex(tops, line) : -1;
      const activeId = headings[activeHeadingIndex(tops, line)]?.id;
      const progress = atBottom ? 1 : scrollable > 0 ? Math.min(1, Math.max(0, Math.round((window.scrollY / scrollable) * 100) / 100)) : 0;
      const passedEntry = passed >= 0 ? entries.find((h) => h.id === headings[passed].id) : undefined;
      setPosition((current) =>
        current.entries === entries && current.activeId === activeId && current.passed === passedEntry && current.progress === progress
          ? current
          : { entries, activeId, passed: passedEntry, progress },
      );
    };
    const onScroll = throttle(update, OUTLINE_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [initial]);

  return position;
}
