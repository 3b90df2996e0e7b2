import { describe, expect, it } from 'vitest';
import { pageFileOfRoute, proseWordCount, readPage, specRoutes } from './markdown-source';

/** A guide page walks a reader through a task: short pages leave steps out. */
const MIN_GUIDE_WORDS = 400;

const guideRoutes = specRoutes().filter((route) => route.startsWith('/guide/'));

describe('guide pages', () => {
  it('the spec lists the 9 guide pages', () => {
    expect(guideRoutes).toHaveLength(9);
  });

  it.each(guideRoutes)('%s has enough English prose', (route) => {
    const file = pageFileOfRoute(route, 'en')!;
    expect(proseWordCount(readPage(file).body), `${file}: words of prose`).toBeGreaterThanOrEqual(MIN_GUIDE_WORDS);
  });
});
