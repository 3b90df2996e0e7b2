// A site with two versions and two languages (tests/fixtures/versions): v2, the default, at the root
// and v1 under /v1/. The pickers are used after a client navigation, as a reader would.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
let origin: string;
beforeAll(async () => {
  site = await serveFixtureSite('versions');
  origin = site.origin;
}, 180_000);
afterAll(async () => {
  await site?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.locator('[data-rp-content] h1').innerText();

async function pickVersion(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`: ${from}$`) }).hover();
  await page.locator('.rp-nav-version').getByRole('link', { name: to }).click();
}

describe('the version and language pickers', () => {
  test('after a client navigation, the version picker opens the same page in the other version, and its home where there is none', async ({
    page,
    watched,
  }) => {
    await page.goto(origin + '/guide/start');
    await hydrated(page);
    await page.locator('#rp-sidebar').getByRole('link', { name: 'Install' }).click();
    await page.waitForURL((url) => url.pathname === '/guide/install');
    await pickVersion(page, 'v2', 'v1');
    await page.waitForURL((url) => url.pathname === '/v1/guide/install');
    await expect.poll(() => heading(page)).toBe('Install v1');
    // v1's own sidebar, whose links stay in v1
    await page.locator('#rp-sidebar').getByRole('link', { name: 'Legacy' }).click();
    await page.waitForURL((url) => url.pathname === '/v1/guide/legacy');
    await pickVersion(page, 'v1', 'v2');
    await page.waitForURL((url) => url.pathname === '/');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('after a client navigation, the language picker keeps the version', async ({ page, watched }) => {
    await page.goto(origin + '/v1/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Start' }).first().click();
    await page.waitForURL((url) => url.pathname === '/v1/guide/start');
    await page.getByRole('button', { name: 'Languages: English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL((url) => url.pathname === '/v1/zh/guide/start');
    await expect.poll(() => heading(page)).toBe('开始 v1');
    expect(await page.locator('#rp-sidebar').getByRole('link', { name: '旧功能' }).getAttribute('href')).toBe('/v1/zh/guide/legacy');
    await pickVersion(page, 'v1', 'v2');
    await page.waitForURL((url) => url.pathname === '/zh/guide/start');
    await expect.poll(() => heading(page)).toBe('开始 v2');
    expect(pathOf(page)).toBe('/zh/guide/start');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });
});

/** The pages the search dialog's hits lead to, once they are on screen. */
const hitPaths = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('option')
    .evaluateAll((options) => [...new Set(options.map((o) => new URL((o as HTMLAnchorElement).href).pathname))]);

describe('search in a site with versions', () => {
  test('searches the version being read, says which, and keeps recent searches per version', async ({ page, watched }) => {
    await page.goto(origin + '/v1/guide/start');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toMatch(/\(v1\)$/);
    await input.fill('zebracurrent');
    await dialog.getByText(/No results for/).waitFor();
    await input.fill('zebraold');
    await expect.poll(() => hitPaths(page)).toEqual(['/v1/guide/start']);
    // choosing a hit makes it a recent search of v1
    await dialog.getByRole('option').first().click();
    await dialog.waitFor({ state: 'detached' });

    await pickVersion(page, 'v1', 'v2');
    await page.waitForURL((url) => url.pathname === '/guide/start');
    await page.keyboard.press('Control+k');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toMatch(/\(v2\)$/);
    await input.fill('zebraold');
    await dialog.getByText(/No results for/).waitFor();
    await input.fill('zebracurrent');
    await expect.poll(() => hitPaths(page)).toEqual(['/guide/start']);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('RECENT')))).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__local-en@v1',
    ]);
    expect(watched.problems).toEqual([]);
  });
});
