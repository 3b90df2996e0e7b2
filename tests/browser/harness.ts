import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
}

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, locale: options.locale });
  if (options.returningVisitor !== false) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
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
