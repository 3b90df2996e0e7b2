// Site search on the built site with the local provider: the index is fetched only on intent, the
// dialog opens from the keyboard, shows grouped results and navigates client-side to the chosen hit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { baseUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const INDEX_RE = /\/search\/(en|zh)\.[0-9a-f]+\.json$/;
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
const indexRequests = (requests: string[]) => requests.filter((url) => INDEX_RE.test(new URL(url).pathname));

async function settledPage(path: string, viewport?: { width: number; height: number }) {
  const w = await openPage(browser, viewport ? { viewport } : {});
  // a returning visitor: the first-visit language redirect would send a Chinese page to English
  await w.context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await w.page.goto(baseUrl() + path);
  await hydrated(w.page);
  await w.page.waitForLoadState('networkidle');
  return w;
}

describe('search', () => {
  test('Ctrl+K, a query, grouped results; ArrowDown + Enter navigates client-side; no index before the intent', async () => {
    const w = await settledPage('/guide/start/');
    expect(indexRequests(w.requests)).toEqual([]);

    await w.page.keyboard.press('Control+k');
    const dialog = w.page.getByRole('dialog');
    await dialog.waitFor();
    const input = dialog.getByRole('combobox');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('snapshot');
    await dialog.getByRole('option').first().waitFor();

    expect(indexRequests(w.requests).map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/search\/en\./)]);
    const groups = await dialog.locator('.rp-search-group-title').allTextContents();
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((title) => ['Guide', 'Config', 'API', 'Rstest'].includes(title))).toBe(true);
    expect(await dialog.locator('[role="option"] mark').count()).toBeGreaterThan(0);

    await input.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    const options = dialog.getByRole('option');
    expect(activeId).toBe(await options.nth(1).getAttribute('id'));
    const href = (await options.nth(1).getAttribute('href'))!;
    expect(href).toMatch(/^\/(guide|config|api)\//);

    await input.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await w.page.waitForURL((url) => url.pathname + url.hash === href);
    expect(w.documentLoads()).toBe(1);
    expect(await w.page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('hovering the search button fetches the index of the page language, once', async () => {
    const w = await settledPage('/zh/guide/start/');
    expect(indexRequests(w.requests)).toEqual([]);
    const button = w.page.getByRole('button', { name: /^搜索/ });
    await button.hover();
    await expect.poll(() => indexRequests(w.requests).length).toBe(1);
    expect(new URL(indexRequests(w.requests)[0]).pathname).toMatch(/^\/search\/zh\./);

    await button.click();
    const input = w.page.getByRole('dialog').getByRole('combobox');
    await input.fill('快照');
    const first = w.page.getByRole('dialog').getByRole('option').first();
    await first.waitFor();
    expect(await first.locator('mark').first().textContent()).toBe('快照');
    expect(indexRequests(w.requests)).toHaveLength(1);
    await input.press('Escape');
    await w.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('at 375 px the dialog fills the screen and the page behind does not scroll', async () => {
    const w = await settledPage('/guide/basic/cli', { width: 375, height: 740 });
    await w.page.evaluate(() => window.scrollTo(0, 400));
    await w.page.keyboard.press('/');
    const dialog = w.page.getByRole('dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(375);
    expect(box.height).toBeGreaterThanOrEqual(739);
    await w.page.mouse.wheel(0, 600);
    expect(await w.page.evaluate(() => window.scrollY)).toBe(400);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await w.page.evaluate(() => window.scrollY)).toBe(400);
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await w.context.close();
  });
});
