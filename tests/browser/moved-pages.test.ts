// Pages moved from Docusaurus and VitePress in the browser (tests/fixtures/mdx-pages): the tab written
// <TabItem default> is the one shown from the first paint on, and a link written with the other
// generator's heading id opens its page at that heading, after a client navigation and on a first load.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('mdx-pages');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

const selectedTabs = (page: Page) => page.locator('[data-rp-content] [role="tab"][aria-selected="true"]').allInnerTexts();
const visiblePanels = (page: Page) => page.locator('[data-rp-content] [role="tabpanel"]:visible').allInnerTexts();

/** Where the heading `--watch <dir>` is, from the top of the viewport, and how far the page is scrolled. */
const watchHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent?.includes('--watch'));
    return { top: Math.round(heading?.getBoundingClientRect().top ?? -1), scrolled: window.scrollY > 0 };
  });

describe('moved pages in the browser', () => {
  test('the <TabItem default> tab is shown first, before and after hydration, and the first never shows', async ({ page, watched }) => {
    // every tab that is ever selected, from the first parse of the document on
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { selectedTabs: string[] }).selectedTabs = []);
      const record = () => {
        for (const tab of document.querySelectorAll('[role="tab"][aria-selected="true"]')) {
          // a tab the parser has made but whose label it has not reached yet: its label comes with the next mutation
          const label = tab.textContent ?? '';
          if (label && !seen.includes(label)) seen.push(label);
        }
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-selected'],
      });
    });
    await page.goto(site.origin + '/docs/intro');
    await hydrated(page);
    expect(await selectedTabs(page)).toEqual(['Windows']);
    expect(await visiblePanels(page)).toEqual([expect.stringContaining('lantern.exe --watch')]);
    expect(await page.evaluate(() => (window as unknown as { selectedTabs: string[] }).selectedTabs)).toEqual(['Windows']);
    await page.getByRole('tab', { name: 'Linux' }).click();
    await expect.poll(() => selectedTabs(page)).toEqual(['Linux']);
    expect(watched.problems).toEqual([]);
  });

  test('a link written with the other style of heading id opens its page at the heading after a client navigation', async ({
    page,
    watched,
  }) => {
    await page.goto(site.origin + '/docs/intro');
    await hydrated(page);
    const loads = watched.documentLoads();
    await page.getByRole('link', { name: 'watch the folder' }).click();
    await page.waitForURL('**/docs/guide/setup#watch-dir');
    await expect.poll(() => watchHeading(page)).toMatchObject({ scrolled: true });
    const { top } = await watchHeading(page);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(watched.documentLoads()).toBe(loads);
    expect(watched.problems).toEqual([]);
  });

  test('and on a first load of that link', async ({ page, watched }) => {
    await page.goto(site.origin + '/docs/guide/setup#watch-dir');
    await hydrated(page);
    await expect.poll(() => watchHeading(page)).toMatchObject({ scrolled: true });
    const { top } = await watchHeading(page);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(watched.problems).toEqual([]);
  });
});
