/**
 * The performance targets, and the table `npm run bench` ends with: each target, the figure this
 * run measured for it and whether it is met. A target is judged only on figures of the same run;
 * one this run did not measure (`--pages site` measures no generated site) says so.
 */

/** Dev starts on the generated site are judged at this size, and so is the rebuild. */
export const TARGET_PAGES = 2000;

export const LIMITS = {
  /** dev: first page painted on a fresh start, under this many seconds */
  devFreshSeconds: 1.5,
  /** dev: first page painted on a next start, under this many seconds */
  devNextSeconds: 1,
  /** a rebuild after a one-page edit, at most this share of the cold build */
  rebuildShare: 0.2,
  /** this site's cold build, at most this share of Rspress's */
  rspressShare: 0.33,
  /** first-visit JS of a doc page, at most this many KB (1024 bytes) gzip */
  firstVisitKb: 90,
  /** local search: the dialog's code and the index for three queries on a generated site, at most this many KB gzip per language */
  searchThreeQueriesKb: 300,
  /** local search: the dialog's code and the index for the first query on this site, at most this many KB gzip per language */
  searchFirstQueryKb: 60,
  /** local search: a query with its index pieces loaded, at most this many milliseconds at p95 */
  searchP95Ms: 50,
} as const;

/** The generated sites the search targets are judged on. */
export const SEARCH_TARGET_PAGES = [2000, 10_000];

export type Verdict = 'met' | 'not met' | 'not measured';

/** A figure, or why it was not measured (shown in its place). */
export type Measured<T> = T | { notMeasured: string };

export interface DevStarts {
  /** first page painted after a start with nothing kept, seconds (median) */
  fresh: number;
  /** first page painted after a start that an earlier one prepared, seconds (median) */
  next: number;
}

/** Local search figures of one language (bench-search.ts). */
export interface SearchTargetFigures {
  lang: string;
  bytes: { firstQuery: number; threeQueries: number };
  p95: number;
}

export interface TargetFigures {
  /** local search on this site, per language */
  searchSite?: SearchTargetFigures[];
  /** local search on generated sites, by page count, per language */
  searchGenerated?: Record<number, SearchTargetFigures[]>;
  /** `quire dev` on this site */
  devSite?: DevStarts;
  /** `quire dev` on the generated site of TARGET_PAGES pages */
  devGenerated?: DevStarts;
  /** the generated site of TARGET_PAGES pages: cold build and rebuild after a one-page edit, seconds */
  rebuild?: { cold: number; rebuild: number; fromCache?: { hits: number; pages: number } };
  /** this site's cold build and Rspress's on the same Markdown, seconds (medians of paired runs) */
  rspressBuild?: Measured<{ quire: number; rspress: number; pairs: number }>;
  /** first-visit JS of a doc page, bytes gzip: this site's quick-start page, else a generated site's page */
  firstVisit?: { gzip: number; page: string };
  /** Lighthouse (mobile) first contentful paint of the quick-start page, milliseconds (medians) */
  fcp?: Measured<{ quire: number; rspress: number; runs: number }>;
}

export interface TargetRow {
  target: string;
  measured: string;
  verdict: Verdict;
}

const seconds = (n: number) => `${n.toFixed(2)} s`;
const share = (n: number) => `${n.toFixed(2)}×`;
const notMeasured = (target: string, why = ''): TargetRow => ({ target, measured: why, verdict: 'not measured' });
const judged = (target: string, measured: string, met: boolean): TargetRow => ({ target, measured, verdict: met ? 'met' : 'not met' });

function devRows(where: string, starts: DevStarts | undefined): TargetRow[] {
  const fresh = `dev on ${where}: first page painted under ${LIMITS.devFreshSeconds} s on a fresh start (nothing kept)`;
  const next = `dev on ${where}: first page painted under ${LIMITS.devNextSeconds} s on a second start`;
  if (!starts) return [notMeasured(fresh), notMeasured(next)];
  return [
    judged(fresh, seconds(starts.fresh), starts.fresh < LIMITS.devFreshSeconds),
    judged(next, seconds(starts.next), starts.next < LIMITS.devNextSeconds),
  ];
}

function rebuildRow(figures: TargetFigures['rebuild']): TargetRow {
  const target = `rebuild after a one-page edit at most ${LIMITS.rebuildShare}× the cold build (${TARGET_PAGES} generated pages, half of them warned)`;
  if (!figures) return notMeasured(target);
  const ratio = figures.rebuild / figures.cold;
  const cache = figures.fromCache
    ? `${figures.fromCache.hits} of ${figures.fromCache.pages} pages from the cache`
    : 'its summary names no pages from the cache';
  return judged(
    target,
    `${seconds(figures.rebuild)} of ${seconds(figures.cold)} = ${share(ratio)}; ${cache}`,
    ratio <= LIMITS.rebuildShare,
  );
}

function rspressRow(figures: TargetFigures['rspressBuild']): TargetRow {
  const target = `cold build of this site at most ${LIMITS.rspressShare}× Rspress's on the same Markdown`;
  if (!figures) return notMeasured(target);
  if ('notMeasured' in figures) return notMeasured(target, `Rspress: not measured (${figures.notMeasured})`);
  const ratio = figures.quire / figures.rspress;
  return judged(
    target,
    `quire ${seconds(figures.quire)}, Rspress ${seconds(figures.rspress)} (medians of ${figures.pairs} paired runs) = ${share(ratio)}`,
    ratio <= LIMITS.rspressShare,
  );
}

function firstVisitRow(figures: TargetFigures['firstVisit']): TargetRow {
  const target = `first-visit JS of a doc page at most ${LIMITS.firstVisitKb} KB gzip`;
  if (!figures) return notMeasured(target);
  return judged(target, `${(figures.gzip / 1024).toFixed(1)} KB (${figures.page})`, figures.gzip <= LIMITS.firstVisitKb * 1024);
}

function fcpRow(figures: TargetFigures['fcp']): TargetRow {
  const target = "first contentful paint of the quick-start page no later than Rspress's (Lighthouse, mobile)";
  if (!figures) return notMeasured(target);
  if ('notMeasured' in figures) return notMeasured(target, `Rspress: not measured (${figures.notMeasured})`);
  return judged(
    target,
    `quire ${seconds(figures.quire / 1000)}, Rspress ${seconds(figures.rspress / 1000)} (medians of ${figures.runs} runs each)`,
    figures.quire <= figures.rspress,
  );
}

const kbOf = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const perLang = (figures: SearchTargetFigures[], value: (f: SearchTargetFigures) => string) =>
  figures.map((f) => `${f.lang} ${value(f)}`).join(', ');

function searchRows(figures: TargetFigures): TargetRow[] {
  const rows: TargetRow[] = [];
  const first = `local search: the first query on this site at most ${LIMITS.searchFirstQueryKb} KB gzip per language, the dialog's code included`;
  const site = figures.searchSite;
  rows.push(
    site && site.length > 0
      ? judged(
          first,
          perLang(site, (f) => kbOf(f.bytes.firstQuery)),
          site.every((f) => f.bytes.firstQuery <= LIMITS.searchFirstQueryKb * 1024),
        )
      : notMeasured(first),
  );
  for (const pages of SEARCH_TARGET_PAGES) {
    const three = `local search: three queries on the ${pages}-page generated site at most ${LIMITS.searchThreeQueriesKb} KB gzip per language, the dialog's code included`;
    const measured = figures.searchGenerated?.[pages];
    rows.push(
      measured && measured.length > 0
        ? judged(
            three,
            perLang(measured, (f) => kbOf(f.bytes.threeQueries)),
            measured.every((f) => f.bytes.threeQueries <= LIMITS.searchThreeQueriesKb * 1024),
          )
        : notMeasured(three),
    );
  }
  const largest = SEARCH_TARGET_PAGES.at(-1)!;
  const p95 = `local search: a query answers within ${LIMITS.searchP95Ms} ms at p95 on the ${largest}-page generated site, its pieces loaded`;
  const timed = figures.searchGenerated?.[largest];
  rows.push(
    timed && timed.length > 0
      ? judged(
          p95,
          perLang(timed, (f) => `${f.p95.toFixed(1)} ms`),
          timed.every((f) => f.p95 <= LIMITS.searchP95Ms),
        )
      : notMeasured(p95),
  );
  return rows;
}

/** Every target, judged on this run's figures, in a fixed order. */
export function targetRows(figures: TargetFigures): TargetRow[] {
  return [
    ...devRows('this site', figures.devSite),
    ...devRows(`the ${TARGET_PAGES}-page generated site`, figures.devGenerated),
    rebuildRow(figures.rebuild),
    rspressRow(figures.rspressBuild),
    firstVisitRow(figures.firstVisit),
    fcpRow(figures.fcp),
    ...searchRows(figures),
  ];
}

/** The table as Markdown lines: target, measured, verdict. */
export function formatTargets(rows: TargetRow[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|') || '-';
  return [
    '| target | measured | verdict |',
    '|---|---|---|',
    ...rows.map(({ target, measured, verdict }) => `| ${cell(target)} | ${cell(measured)} | ${verdict} |`),
  ];
}

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The `N of M pages from the cache` of a build's summary line, if it has one. */
export function cacheHitsOf(summary: string): { hits: number; pages: number } | undefined {
  const match = /(\d+) of (\d+) pages from the cache/.exec(summary);
  return match ? { hits: Number(match[1]), pages: Number(match[2]) } : undefined;
}
