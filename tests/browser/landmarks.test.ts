// Landmarks of a doc page: the main landmark holds the page's content only, the sidebar and the
// phone's doc bar are named navigation landmarks beside it, and the skip link lands in the content,
// so a keyboard user does not tab through the sidebar to reach the page.
import { resolve } from 'node:path';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, test } from './harness';
import { baseUrl } from './site';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
/** axe's landmark rules (best practices, so the WCAG run in accessibility.test.ts leaves them out) */
const LANDMARK_RULES = [
  'region',
  'bypass',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
];

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true },
};

/** Where each landmark sits, as a user of landmark navigation meets them. */
function landmarks(page: Page) {
  return page.evaluate(() => {
    const mains = document.querySelectorAll('main');
    const main = mains[0];
    const named = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((el) => ({
        name: el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? null,
        inMain: Boolean(main?.contains(el)),
      }));
    return {
      mains: mains.length,
      h1InMain: Boolean(main?.querySelector('h1')),
      sidebar: named('#rp-sidebar nav'),
      docBar: named('.rp-doc-bar'),
      outline: named('#rp-outline nav'),
      sidebarLinksInMain: main ? main.querySelectorAll('.rp-sidebar-link').length : -1,
    };
  });
}

/** The active element, described well enough to compare with the expected one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { text: el?.textContent?.trim() ?? '', inMain: Boolean(el?.closest('main')), inSidebar: Boolean(el?.closest('#rp-sidebar')) };
  });

for (const [name, options] of Object.entries(VIEWPORTS)) {
  describe(`a doc page on ${name}`, () => {
    test.override({ pageOptions: { ...options, bypassCSP: true } });

    for (const path of ['/guide/start/quick-start', '/zh/config/']) {
      test(`${path}: one main holding the content, the sidebar and the doc bar named navigation outside it`, async ({ page }) => {
        await page.goto(baseUrl() + path);
        await hydrated(page);
        const found = await landmarks(page);
        expect(found).toMatchObject({ mains: 1, h1InMain: true, sidebarLinksInMain: 0 });
        const sidebarName = path.startsWith('/zh/') ? '侧边栏' : 'Sidebar';
        const menuName = path.startsWith('/zh/') ? '菜单' : 'Menu';
        expect(found.sidebar).toEqual([{ name: sidebarName, inMain: false }]);
        expect(found.docBar).toEqual([{ name: menuName, inMain: false }]);
        for (const outline of found.outline) expect(outline.inMain).toBe(false);
      });
    }

    test('axe finds no landmark problem', async ({ page }) => {
      await page.goto(baseUrl() + '/guide/start/quick-start');
      await hydrated(page);
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async (rules) => {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
        return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
      }, LANDMARK_RULES);
      expect(violations).toEqual([]);
    });

    test('Skip to content, then Tab, reaches the first focusable element of the content, not the sidebar', async ({ page }) => {
      await page.goto(baseUrl() + '/guide/start/quick-start');
      await hydrated(page);
      // the first element of the page's content (the article) that takes a Tab stop
      const first = await page.evaluate(() => {
        const candidates = document.querySelectorAll<HTMLElement>('article :is(a[href], button, input, [tabindex]:not([tabindex="-1"]))');
        const el = [...candidates].find((c) => c.checkVisibility({ visibilityProperty: true }) && !c.closest('[inert]'));
        return el?.textContent?.trim();
      });
      expect(first).toBeTruthy();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('rp-skip-link');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ text: first, inMain: true, inSidebar: false });
    });
  });
}
