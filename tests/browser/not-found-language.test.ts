// A host that answers every miss with the root 404.html, in the site language (GitHub Pages and
// most static hosts): the 404 page of a /zh/ path must still end up Chinese, as zh/404.html is,
// after hydrating the English HTML it was served without a mismatch.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPreview, type PreviewServer } from '../../src/node/preview/preview-server';
import { hydrated, openPage, test } from './harness';
import { baseUrl, distDir } from './site';

const DOCUMENT_404 = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
const MISSING_ZH = '/zh/this/page/does-not-exist';

let server: PreviewServer;
let origin: string;
beforeAll(async () => {
  server = await startPreview({ dir: distDir(), port: 0, singleNotFound: true });
  origin = server.url.replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
});

/** What a reader sees of a 404 page once it has settled. */
async function shown(page: Page) {
  await hydrated(page);
  return {
    lang: await page.getAttribute('html', 'lang'),
    title: await page.title(),
    heading: await page.locator('main h1').textContent(),
    home: await page.locator('.rp-not-found-home').getAttribute('href'),
    text: await page.locator('body').innerText(),
  };
}

/** The same missing path on a host with per-language 404 pages (zh/404.html), the reference. */
async function shownWithLanguage404(browser: Browser, path: string) {
  const w = await openPage(browser);
  try {
    await w.page.goto(baseUrl() + path);
    return await shown(w.page);
  } finally {
  }
}

describe('one root 404.html for every miss', () => {
  test('the host of these tests answers a /zh/ miss with the English root 404.html', async () => {
    const response = await fetch(origin + MISSING_ZH);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="en">[\s\S]*PAGE NOT FOUND/);
  });

  test(`${MISSING_ZH} switches to Chinese (text, lang, title, home link), without a hydration warning`, async ({ watched: w, browser }) => {
    const response = await w.page.goto(origin + MISSING_ZH);
    expect(response?.status()).toBe(404);
    // the switch happens in the commit that ends hydration: settled once hydrated
    const seen = await shown(w.page);
    expect(seen).toMatchObject({ lang: 'zh', heading: '页面未找到', home: '/zh/' });
    // word for word what the Chinese 404 page shows, chrome included
    expect(seen).toEqual(await shownWithLanguage404(browser, MISSING_ZH));
    expect(w.problems).toEqual([DOCUMENT_404]);
  });

  test('the home link leads to the Chinese home, and back shows the Chinese 404 again', async ({ watched: w }) => {
    await w.page.goto(origin + MISSING_ZH);
    await hydrated(w.page);
    await w.page.getByRole('link', { name: '返回首页' }).click();
    await w.page.waitForURL(`${origin}/zh/`);
    await w.page.locator('.rp-not-found').waitFor({ state: 'detached' });
    await w.page.goBack();
    await w.page.waitForURL(origin + MISSING_ZH);
    await w.page.locator('.rp-not-found').waitFor();
    expect(await w.page.locator('main h1').textContent()).toBe('页面未找到');
    expect(await w.page.getAttribute('html', 'lang')).toBe('zh');
    expect(w.documentLoads()).toBe(1);
    expect(w.problems).toEqual([DOCUMENT_404]);
  });

  test('a miss outside /zh/ stays English', async ({ watched: w }) => {
    await w.page.goto(`${origin}/this/page/does-not-exist`);
    expect(await shown(w.page)).toMatchObject({ lang: 'en', heading: 'PAGE NOT FOUND', home: '/' });
    expect(w.problems).toEqual([DOCUMENT_404]);
  });
});
