// Site search on the built site with the local provider: the index is fetched only on intent, the
// dialog opens from the keyboard, shows grouped results and navigates client-side to the chosen hit.
import { describe, expect } from 'vitest';
import { settled, test } from './harness';
import { baseUrl } from './site';

const INDEX_RE = /\/search\/(en|zh)\.[0-9a-f]+\.json$/;
const indexRequests = (requests: string[]) => requests.filter((url) => INDEX_RE.test(new URL(url).pathname));

describe('search', () => {
  test('Ctrl+K, a query, grouped results; ArrowDown + Enter navigates client-side; no index before the intent', async ({
    page,
    watched,
  }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await settled(page);
    expect(indexRequests(watched.requests)).toEqual([]);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const input = dialog.getByRole('combobox');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('snapshot');
    await dialog.getByRole('option').first().waitFor();

    expect(indexRequests(watched.requests).map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/search\/en\./)]);
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
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(watched.documentLoads()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(watched.problems).toEqual([]);
  });

  test('hovering the search button fetches the index of the page language, once', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/zh/guide/start/');
    await settled(page);
    expect(indexRequests(watched.requests)).toEqual([]);
    const button = page.getByRole('button', { name: /^搜索/ });
    await button.hover();
    await expect.poll(() => indexRequests(watched.requests).length).toBe(1);
    expect(new URL(indexRequests(watched.requests)[0]).pathname).toMatch(/^\/search\/zh\./);

    await button.click();
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('快照');
    const first = page.getByRole('dialog').getByRole('option').first();
    await first.waitFor();
    expect(await first.locator('mark').first().textContent()).toBe('快照');
    expect(indexRequests(watched.requests)).toHaveLength(1);
    await input.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  test("the site's synonyms reach the search, though no page's first-visit JS carries them: 'flaky' finds 'retry'", async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await settled(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('flaky');
    const marks = page.getByRole('dialog').locator('[role="option"] mark');
    await expect.poll(async () => (await marks.allTextContents()).map((text) => text.toLowerCase())).toContain('retry');
  });

  test('at 375 px the dialog fills the screen and the page behind does not scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(baseUrl() + '/guide/basic/cli');
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(375);
    expect(box.height).toBeGreaterThanOrEqual(739);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
