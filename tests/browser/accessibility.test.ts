// axe-core with the WCAG 2.1 A and AA rules on the real site: the page kinds in English and Chinese,
// in the light and the dark theme, plus the phone width; and on quire's own docs site (docs/). Code blocks are checked like the rest: their
// Shiki token colours must keep 4.5:1 on the code block background.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, test } from './harness';
import { serveContentSite, serveFixtureSite, type FixtureSite } from './fixture-site';
import { baseUrl } from './site';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 375, height: 740 };

const PAGES = {
  home: '/',
  guide: '/guide/start/quick-start',
  config: '/config/test/retry',
  api: '/api/rstest/mockFunctions',
  'config overview': '/config/',
  'API overview': '/api/',
  '404': '/no/such/page',
  tables: '/guide/basic/cli',
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

// the site's Content-Security-Policy would refuse the injected axe script
test.override({ pageOptions: { bypassCSP: true } });

/** The theme preference stored the way the toggle stores it, before any page loads. */
async function storeAppearance(context: BrowserContext, appearance: Appearance, key = 'rspress-theme-appearance'): Promise<void> {
  await context.addInitScript(([name, mode]) => localStorage.setItem(name, mode), [key, appearance]);
}

/** Load the page, check the theme took effect, run axe; one line per failing element. */
async function violationsOf(page: Page, path: string, appearance: Appearance, prepare?: () => Promise<void>): Promise<string[]> {
  await page.goto(path.startsWith('http') ? path : baseUrl() + path);
  await hydrated(page);
  await prepare?.();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(appearance === 'dark');
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_21_AA);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

for (const appearance of ['light', 'dark'] as const) {
  describe(`WCAG 2.1 AA, ${appearance} theme`, () => {
    test.beforeEach(({ watched }) => storeAppearance(watched.context, appearance));

    for (const prefix of ['', '/zh']) {
      for (const [kind, path] of Object.entries(PAGES)) {
        test(`${prefix + path} (${kind}): no violations`, async ({ page }) => {
          expect(await violationsOf(page, prefix + path, appearance)).toEqual([]);
        });
      }
    }
  });
}

describe('WCAG 2.1 AA at 375 px', () => {
  test.for([
    ['/guide/start/quick-start', 'light'],
    ['/zh/guide/start/quick-start', 'dark'],
  ] as const)('%s (%s theme): no violations', async ([path, appearance], { page, watched }) => {
    await page.setViewportSize(PHONE);
    await storeAppearance(watched.context, appearance);
    expect(await violationsOf(page, path, appearance)).toEqual([]);
  });
});

// every callout type (tip, info, note, warning, danger, an open details, a titled one), each holding a
// link and inline code, on a site of theme defaults (tests/fixtures/callouts)
describe('WCAG 2.1 AA on every callout type', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveFixtureSite('callouts');
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  test.for(['light', 'dark'] as const)(
    '%s theme: no violations, and the types differ in tint and title colour',
    async (appearance, { page, watched }) => {
      await storeAppearance(watched.context, appearance, 'rp-theme-appearance');
      const openDetails = () => page.locator('.rp-container-details summary').click();
      expect(await violationsOf(page, site.origin + '/guide/callouts', appearance, openDetails)).toEqual([]);
      const looks = await page.locator('.rp-container').evaluateAll((boxes) =>
        boxes.slice(0, 5).map((box) => {
          const title = box.querySelector('.rp-container-title')!;
          return `${getComputedStyle(box).backgroundColor} ${getComputedStyle(title).color}`;
        }),
      );
      expect(new Set(looks).size).toBe(5);
    },
  );
});

// quire's own documentation (docs/), a site of theme defaults: one page of each kind it has
describe('WCAG 2.1 AA on the docs site', () => {
  const DOCS_PAGES = {
    home: '/',
    writing: '/writing/markdown',
    'config reference': '/reference/config',
    guide: '/guides/theming',
  };
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveContentSite(resolve(import.meta.dirname, '../../docs'), 'docs');
  }, 300_000);
  afterAll(async () => {
    await site?.close();
  });

  for (const appearance of ['light', 'dark'] as const) {
    for (const [kind, path] of Object.entries(DOCS_PAGES)) {
      test(`${path} (${kind}, ${appearance} theme): no violations`, async ({ page, watched }) => {
        await storeAppearance(watched.context, appearance, 'rp-theme-appearance');
        expect(await violationsOf(page, site.origin + path, appearance)).toEqual([]);
      });
    }
  }
});
