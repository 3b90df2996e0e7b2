// A site in three languages from its config (tests/fixtures/three-languages): Japanese sets a few
// strings itself and gets the built-in Japanese ones for the rest, the search dialog's included.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('three-languages');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

describe('a third language', () => {
  test('the language picker leads from English to Japanese and on to Chinese, client-side', async ({ page, watched }) => {
    await page.goto(site.origin + '/guide/start');
    await hydrated(page);
    await page.getByRole('button', { name: 'Languages: English' }).hover();
    await page.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL((url) => url.pathname === '/ja/guide/start');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.locator('[data-rp-content] h1').innerText()).toBe('はじめに');
    await page.getByRole('button', { name: '言語: 日本語' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL((url) => url.pathname === '/zh/guide/start');
    // the address changes as the navigation starts, the content once the page has rendered
    await expect.poll(() => page.locator('[data-rp-content] h1').innerText()).toBe('开始');
    // the chrome speaks the language it arrived in: its texts loaded with the page
    expect(await page.getByRole('button', { name: '语言: 简体中文' }).count()).toBe(1);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test("after a client navigation into another language, a copy button's feedback is in that language", async ({ page, watched }) => {
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    await page.goto(site.origin + '/guide/start');
    await hydrated(page);
    await page.getByRole('button', { name: 'Languages: English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect.poll(() => page.locator('[data-rp-content] h1').innerText()).toBe('开始');
    const button = page.locator('.rp-code-copy').first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('已复制');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('search on a Japanese page: its own placeholder, the built-in Japanese strings for the rest, its own index', async ({
    page,
    watched,
  }) => {
    await page.goto(site.origin + '/ja/guide/start');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toBe('ドキュメントを検索');
    expect(await dialog.getByText('最近の検索はありません').count()).toBe(1);
    await input.fill('ウォッチモード');
    await dialog.getByRole('option').first().waitFor();
    expect(await dialog.getByRole('option').first().innerText()).toContain('はじめに');
    expect(watched.requests.some((url) => /\/search\/ja\.[0-9a-f]+\.json$/.test(new URL(url).pathname))).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  test("a code block's copy button gives its feedback in the page's locale text", async ({ page, watched }) => {
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    await page.goto(site.origin + '/zh/guide/start');
    await hydrated(page);
    const button = page.locator('.rp-code-copy').first();
    expect(await button.getAttribute('aria-label')).toBe('复制代码');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('hello');");
    expect(watched.problems).toEqual([]);
  });
});
