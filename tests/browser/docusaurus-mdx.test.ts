// Docusaurus <Tabs groupId> in the browser (tests/fixtures/docusaurus-mdx): they are the built-in
// tabs, so choosing a tab in one group switches every group with the same groupId, on the page and
// on the next page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('docusaurus-mdx');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

const selectedTabs = (page: Page) => page.locator('[data-rp-content] [role="tab"][aria-selected="true"]').allInnerTexts();

describe('Docusaurus tabs in the browser', () => {
  test('a tab chosen in one group switches the other group with the same groupId', async ({ page, watched }) => {
    await page.goto(site.origin + '/docs/usage');
    await hydrated(page);
    expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    await expect.poll(() => page.getByText('yarn preview').isVisible()).toBe(true);
    await page.locator('#rp-sidebar').getByRole('link', { name: 'Install' }).click();
    await page.waitForURL('**/docs/install');
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn']);
    expect(watched.problems).toEqual([]);
  });
});
