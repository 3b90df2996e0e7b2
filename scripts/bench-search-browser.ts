/**
 * Local search as a reader gets it, in Chromium, on a built site served by the preview server: per
 * language, a page is opened, the dialog too, and the reader's three queries are typed a key at a
 * time; the dialog's code and every file fetched from the dialog's opening on (the manifest, the pieces) is
 * counted at its gzip size, as a host sends it (the exact files, so the figure is the same on every
 * run). Then each bench query is typed once, to load its pieces, and timed over ROUNDS rounds: from
 * the input event to the dialog no longer busy, its answer in the page. Asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startPreview } from '../src/node/preview/preview-server';
import { BENCH_QUERIES, dialogCodeFiles, READER_QUERIES, type ReaderBytes } from './bench-search';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const ROUNDS = 5;

export interface BrowserSearchFigures {
  lang: string;
  bytes: ReaderBytes;
  median: number;
  p95: number;
  /** queries timed, and those whose answer changed nothing on screen */
  timed: number;
  untimed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Milliseconds from giving the search box `query` to the dialog showing its answer: the first change
 * of the dialog's body while it is not busy (an answer that renders nothing new is not timed: NaN).
 */
function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('[role="dialog"] [role="combobox"]')!;
        const body = document.querySelector('.rp-search-body')!;
        const observer = new MutationObserver(() => {
          if (body.getAttribute('aria-busy') === 'true') return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(body, { attributes: true, childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 5_000);
        // React reads the value through the native setter, as when a key is typed
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        const start = performance.now();
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

/** One language: `path` is a page of it ('/zh/guide/start/'). */
async function measureLanguage(page: Page, base: string, distDir: string, lang: string, path: string): Promise<BrowserSearchFigures> {
  await page.goto(base + path.replace(/^\//, ''));
  await page.waitForLoadState('networkidle');
  // the dialog's code counts even when the page fetched it ahead of the dialog
  const fetched = new Set<string>(dialogCodeFiles(distDir).map((file) => `/${file}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.ok() && url.pathname.match(/\.(js|css|json)$/)) fetched.add(url.pathname);
  });
  const bytes = () =>
    [...fetched].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file.slice(1))), { level: 9 }).length, 0);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor();
  await page.waitForLoadState('networkidle');
  const code = bytes();
  const queries = READER_QUERIES[lang] ?? READER_QUERIES.en;
  let firstQuery = 0;
  for (const [n, query] of queries.entries()) {
    await input.fill('');
    await input.pressSequentially(query);
    await page.waitForFunction(() => document.querySelector('.rp-search-body')?.getAttribute('aria-busy') === 'false');
    await page.waitForLoadState('networkidle');
    if (n === 0) firstQuery = bytes();
  }
  const threeQueries = bytes();
  const files = [...fetched].filter((file) => file.includes('/search/')).length;
  const benchQueries = BENCH_QUERIES[lang] ?? BENCH_QUERIES.en;
  for (const query of benchQueries) await timeQuery(page, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const query of benchQueries) times.push(await timeQuery(page, query));
  const untimed = times.filter(Number.isNaN).length;
  const timed = times.filter((time) => !Number.isNaN(time)).sort((a, b) => a - b);
  page.removeAllListeners('response');
  return {
    lang,
    bytes: { code, firstQuery, threeQueries, files },
    median: percentile(timed, 0.5),
    p95: percentile(timed, 0.95),
    timed: timed.length,
    untimed,
  };
}

/** The figures of every language of `distDir`, given a page of each: { en: '/guide/', zh: '/zh/guide/' }. */
export async function benchSearchInBrowser(
  distDir: string,
  pages: Record<string, string>,
): Promise<{ lines: string[]; figures: BrowserSearchFigures[] }> {
  const preview = await startPreview({ dir: distDir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const figures: BrowserSearchFigures[] = [];
    for (const [lang, path] of Object.entries(pages)) {
      const page = await browser.newPage();
      figures.push(await measureLanguage(page, preview.url, distDir, lang, path));
      await page.close();
    }
    const lines = figures.map(
      ({ lang, bytes, median, p95, timed, untimed }) =>
        `local search ${lang} in Chromium: a reader typing ${JSON.stringify(READER_QUERIES[lang] ?? READER_QUERIES.en)}: ` +
        `first query ${kb(bytes.firstQuery)}, three queries ${kb(bytes.threeQueries)} gzip in ${bytes.files} index files + the dialog's code and manifest (${kb(bytes.code)}); ` +
        `query to answer shown: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${timed} answers (${(BENCH_QUERIES[lang] ?? BENCH_QUERIES.en).length} queries x ${ROUNDS}${untimed ? `, ${untimed} that changed nothing on screen not timed` : ''}), pieces loaded`,
    );
    return { lines, figures };
  } finally {
    await browser.close();
    await preview.close();
  }
}
