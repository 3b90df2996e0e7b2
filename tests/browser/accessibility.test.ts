// axe-core with the WCAG 2.1 A and AA rules on the real site: the page kinds in English and Chinese,
// in the light and the dark theme, plus the phone width. Code blocks are checked like the rest: their
// Shiki token colours must keep 4.5:1 on the code block background.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './harness';
import { baseUrl } from './site';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const PAGES = {
  home: '/',
  guide: '/guide/start/quick-start',
  config: '/config/test/retry',
  api: '/api/rstest/mockFunctions',
  'config overview': '/config/',
  'API overview': '/api/',
  '404': '/no/such/page',
};

type Appearance = 'light' | 'dark';

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: AxeNode[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A returning reader with the theme preference stored the way the toggle stores it. */
async function readerContext(appearance: Appearance, viewport = DESKTOP): Promise<BrowserContext> {
  // bypassCSP: the site's Content-Security-Policy would refuse the injected axe script
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => {
    localStorage.setItem('rspress-visited', '1');
    localStorage.setItem('rspress-theme-appearance', mode);
  }, appearance);
  return context;
}

/** Load the page, check the theme took effect, run axe; one line per failing element. */
async function violationsOf(page: Page, path: string, appearance: Appearance): Promise<string[]> {
  await page.goto(baseUrl() + path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(appearance === 'dark');
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_21_AA);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`),
  );
}

for (const appearance of ['light', 'dark'] as const) {
  describe(`WCAG 2.1 AA, ${appearance} theme`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await readerContext(appearance);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const prefix of ['', '/zh']) {
      for (const [kind, path] of Object.entries(PAGES)) {
        test(`${prefix + path} (${kind}): no violations`, async () => {
          expect(await violationsOf(page, prefix + path, appearance)).toEqual([]);
        });
      }
    }
  });
}

describe('WCAG 2.1 AA at 375 px', () => {
  test.each([
    ['/guide/start/quick-start', 'light'],
    ['/zh/guide/start/quick-start', 'dark'],
  ] as const)('%s (%s theme): no violations', async (path, appearance) => {
    const context = await readerContext(appearance, PHONE);
    const page = await context.newPage();
    expect(await violationsOf(page, path, appearance)).toEqual([]);
    await context.close();
  });
});
