import { describe, expect, it } from 'vitest';
import { cacheHitsOf, formatTargets, LIMITS, median, targetRows, type TargetFigures, type TargetRow } from '../../../scripts/bench-targets';

const ALL_MET: TargetFigures = {
  devSite: { fresh: 1.2, next: 0.8 },
  devGenerated: { fresh: 1.4, next: 0.9 },
  rebuild: { cold: 40, rebuild: 6, fromCache: { hits: 1999, pages: 2000 } },
  rspressBuild: { quire: 5, rspress: 20, pairs: 3 },
  firstVisit: { gzip: 80 * 1024, page: '/guide/start/quick-start of this site' },
  fcp: { quire: 900, rspress: 1200, runs: 3 },
  searchSite: [
    { lang: 'en', bytes: { firstQuery: 40 * 1024, threeQueries: 80 * 1024 }, p95: 2 },
    { lang: 'zh', bytes: { firstQuery: 50 * 1024, threeQueries: 90 * 1024 }, p95: 2 },
  ],
  searchGenerated: {
    2000: [{ lang: 'en', bytes: { firstQuery: 90 * 1024, threeQueries: 200 * 1024 }, p95: 8 }],
    10000: [{ lang: 'en', bytes: { firstQuery: 100 * 1024, threeQueries: 250 * 1024 }, p95: 30 }],
  },
};
const SEARCH_ROWS = 4;

const verdicts = (rows: TargetRow[]) => rows.map((row) => row.verdict);
/** The row whose target text holds `words`. */
const rowOf = (rows: TargetRow[], words: string) => {
  const row = rows.find((r) => r.target.includes(words));
  if (!row) throw new Error(`no target with '${words}' in ${rows.map((r) => r.target).join('; ')}`);
  return row;
};

describe('scripts/bench-targets', () => {
  it('judges every target met on figures within their limits', () => {
    expect(verdicts(targetRows(ALL_MET))).toEqual(Array(8 + SEARCH_ROWS).fill('met'));
  });

  it('says "not measured" for every target a run left out, and judges the rest', () => {
    const rows = targetRows({ devSite: { fresh: 2, next: 0.5 }, firstVisit: { gzip: 95 * 1024, page: '/a' } });
    expect(verdicts(rows)).toEqual([
      'not met',
      'met',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not met',
      'not measured',
      ...Array(SEARCH_ROWS).fill('not measured'),
    ]);
  });

  it('judges the search targets per language: one language past its limit is not met', () => {
    const rows = targetRows({
      ...ALL_MET,
      searchSite: [
        { lang: 'en', bytes: { firstQuery: LIMITS.searchFirstQueryKb * 1024, threeQueries: 0 }, p95: 1 },
        { lang: 'zh', bytes: { firstQuery: LIMITS.searchFirstQueryKb * 1024 + 1, threeQueries: 0 }, p95: 1 },
      ],
      searchGenerated: {
        2000: ALL_MET.searchGenerated![2000],
        10000: [{ lang: 'en', bytes: { firstQuery: 0, threeQueries: 0 }, p95: 51 }],
      },
    });
    expect(rowOf(rows, 'first query on this site')).toMatchObject({ measured: 'en 60.0 KB, zh 60.0 KB', verdict: 'not met' });
    expect(rowOf(rows, 'three queries on the 2000-page')).toMatchObject({ measured: 'en 200.0 KB', verdict: 'met' });
    expect(rowOf(rows, 'within 50 ms at p95')).toMatchObject({ measured: 'en 51.0 ms', verdict: 'not met' });
  });

  it('holds a dev start of exactly the limit as not under it', () => {
    const rows = targetRows({ ...ALL_MET, devSite: { fresh: LIMITS.devFreshSeconds, next: LIMITS.devNextSeconds } });
    expect(rowOf(rows, 'this site: first page painted under 1.5 s').verdict).toBe('not met');
    expect(rowOf(rows, 'this site: first page painted under 1 s').verdict).toBe('not met');
  });

  it('meets "at most" limits at the limit and not past it', () => {
    const atLimit = targetRows({
      ...ALL_MET,
      rebuild: { cold: 50, rebuild: 10 },
      rspressBuild: { quire: 33, rspress: 100, pairs: 3 },
      firstVisit: { gzip: 90 * 1024, page: '/a' },
      fcp: { quire: 1000, rspress: 1000, runs: 3 },
    });
    expect(verdicts(atLimit).slice(4, 8)).toEqual(['met', 'met', 'met', 'met']);
    const past = targetRows({
      ...ALL_MET,
      rebuild: { cold: 50, rebuild: 10.1 },
      rspressBuild: { quire: 34, rspress: 100, pairs: 3 },
      firstVisit: { gzip: 90 * 1024 + 1, page: '/a' },
      fcp: { quire: 1001, rspress: 1000, runs: 3 },
    });
    expect(verdicts(past).slice(4, 8)).toEqual(['not met', 'not met', 'not met', 'not met']);
  });

  it('shows the rebuild against the cold build with the pages the build took from the cache', () => {
    const row = rowOf(targetRows(ALL_MET), 'rebuild after a one-page edit');
    expect(row.measured).toBe('6.00 s of 40.00 s = 0.15×; 1999 of 2000 pages from the cache');
  });

  it("shows Rspress's reason in place of both Rspress figures when it was not measured", () => {
    const rows = targetRows({
      ...ALL_MET,
      rspressBuild: { notMeasured: 'npm install failed: npm error code ENOTFOUND' },
      fcp: { notMeasured: 'off' },
    });
    expect(rowOf(rows, 'cold build of this site')).toMatchObject({
      measured: 'Rspress: not measured (npm install failed: npm error code ENOTFOUND)',
      verdict: 'not measured',
    });
    expect(rowOf(rows, 'first contentful paint')).toMatchObject({ measured: 'Rspress: not measured (off)', verdict: 'not measured' });
  });

  it('prints a Markdown table: a header, then one line per target with its figure and verdict', () => {
    const lines = formatTargets(targetRows({ firstVisit: { gzip: 74.26 * 1024, page: '/guide/start/quick-start of this site' } }));
    expect(lines.slice(0, 2)).toEqual(['| target | measured | verdict |', '|---|---|---|']);
    expect(lines).toHaveLength(2 + 8 + SEARCH_ROWS);
    expect(lines).toContain('| first-visit JS of a doc page at most 90 KB gzip | 74.3 KB (/guide/start/quick-start of this site) | met |');
    expect(lines).toContain('| dev on this site: first page painted under 1 s on a second start | - | not measured |');
  });

  it("reads the build's own count of pages from the cache off its summary line", () => {
    expect(cacheHitsOf('Built 2000 pages in 9.10 s (compile 3.00 s, render 2.00 s; 1001 of 2000 pages from the cache)')).toEqual({
      hits: 1001,
      pages: 2000,
    });
    expect(cacheHitsOf('Built 2000 pages in 9.10 s (compile 3.00 s, render 2.00 s)')).toBeUndefined();
  });

  it('takes the middle value as the median, the mean of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
