/**
 * Browser tests drive Debian's Chromium (playwright-core) against the built site. Write them with
 * this file's `test`: each test gets a fresh browser context holding one watched page, closed after
 * the test whether it passed or not, so a failed assertion leaks nothing into the next test.
 *
 *   import { hydrated, test } from './harness';
 *
 *   test('the guide hydrates without a warning', async ({ page, watched }) => {
 *     await page.goto(baseUrl() + '/guide/start/');
 *     await hydrated(page);
 *     expect(watched.problems).toEqual([]);
 *   });
 *
 *   describe('on a phone', () => {
 *     test.override({ pageOptions: { viewport: PHONE } });
 *     // tests here open their page at 375 px
 *   });
 *
 * Fixtures: `page` (the Playwright page), `watched` (the same page with its console problems,
 * requests and document loads), `pageOptions` (how the context is opened; override per describe)
 * and `browser` (one Chromium per file, closed after the file). A page is only opened for a test
 * that asks for `page` or `watched`.
 *
 * `launchBrowser` and `openPage` remain for code that manages contexts itself; it must close them:
 *   const w = await openPage(browser)  ->  test('…', async ({ watched: w }) => …)  (no close needed)
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { test as base } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export { CHROMIUM_FLAGS };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and warnings, page errors (uncaught exceptions, unhandled rejections) */
  problems: string[];
  /** URLs of every request the page made, in order */
  requests: string[];
  /** number of top-level document loads */
  documentLoads: () => number;
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /**
   * Behave as a returning visitor (default): the first-visit language redirect would otherwise
   * send this English-speaking browser from /zh/ pages to their English twins.
   */
  returningVisitor?: boolean;
  locale?: string;
  /** let the test inject scripts the site's Content-Security-Policy would refuse (axe) */
  bypassCSP?: boolean;
  /** phone emulation: the meta viewport is honoured and touch events are on */
  isMobile?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
}

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale,
    bypassCSP: options.bypassCSP,
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
    reducedMotion: options.reducedMotion,
  });
  // this site's storage prefix, and the default one of fixture sites that set none
  if (options.returningVisitor !== false) {
    await context.addInitScript(() => ['rspress-visited', 'rp-visited'].forEach((key) => localStorage.setItem(key, '1')));
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  let loads = 0;
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    requests.push(req.url());
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads++;
  });
  return { page, context, problems, requests, documentLoads: () => loads };
}

export const test = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('pageOptions', {} as OpenPageOptions)
  .extend('watched', async ({ browser, pageOptions }, { onCleanup }) => {
    const watched = await openPage(browser, pageOptions);
    onCleanup(() => watched.context.close());
    return watched;
  })
  .extend('page', async ({ watched }) => watched.page);

/** The page has hydrated (the client entry marks <html> once React took over the server HTML). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Hydrated, and the work that follows it (the route table, idle preloads) has finished: nothing is
 * left that could still log a problem or make a request.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}
