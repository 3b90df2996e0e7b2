// A page's own head tags on client navigations (tests/fixtures/page-head): arriving by a link at a
// page whose front matter `head` has a style applies it, leaving it takes it away, and the back
// button brings it back; the description and canonical link follow, the site's own tags stay.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

const STYLED = 'rgb(200, 30, 40)';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('page-head');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

const titleColour = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).color);
const headMeta = (page: Page, name: string) =>
  page.evaluate((n) => [...document.head.querySelectorAll(`meta[name="${n}"]`)].map((m) => m.getAttribute('content')), name);
const canonical = (page: Page) => page.evaluate(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'));

describe("a page's own head tags on client navigations", () => {
  test('a link to a page with its own style applies it, leaving takes it away, the back button restores it', async ({ page, watched }) => {
    await page.goto(site.origin + '/guide/plain');
    await hydrated(page);
    expect(await titleColour(page)).not.toBe(STYLED);

    await page.locator('main a', { hasText: 'styled page' }).click();
    await page.waitForURL('**/guide/styled');
    await expect.poll(() => titleColour(page)).toBe(STYLED);
    expect(await headMeta(page, 'description')).toEqual(['A page that colours its title']);
    expect(await headMeta(page, 'author')).toEqual(['Page owner']);
    expect(await canonical(page)).toBe('https://fixture.test/guide/styled');

    await page.locator('main a', { hasText: 'plain page' }).click();
    await page.waitForURL('**/guide/plain');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Plain page');
    await expect.poll(() => titleColour(page)).not.toBe(STYLED);
    expect(await headMeta(page, 'description')).toEqual(['A page without head tags of its own']);
    expect(await headMeta(page, 'author')).toEqual(['Site owner']);
    expect(await canonical(page)).toBe('https://fixture.test/guide/plain');

    await page.goBack();
    await page.waitForURL('**/guide/styled');
    await expect.poll(() => titleColour(page)).toBe(STYLED);
    // all of it by client navigations: the document was loaded once
    expect(watched.documentLoads()).toBe(1);
  });
});
