// A Chinese site that lacks one translation (tests/fixtures/translation-fallback): the build writes
// /zh/guide/new from the English page. A reader who opens it directly, switches language to it or
// follows a Chinese link to it gets the English content in the Chinese site, with a notice.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
let origin: string;
beforeAll(async () => {
  site = await serveFixtureSite('translation-fallback');
  origin = site.origin;
}, 180_000);
afterAll(async () => {
  await site?.close();
});

/** What a reader sees of the untranslated page. */
async function untranslated(page: Page) {
  const notice = page.getByRole('note');
  await notice.waitFor();
  return {
    path: new URL(page.url()).pathname,
    documentLang: await page.evaluate(() => document.documentElement.lang),
    notice: await notice.innerText(),
    source: await notice.getByRole('link', { name: '查看英文原文' }).getAttribute('href'),
    contentLang: await page.locator('[data-rp-content]').getAttribute('lang'),
    heading: await page.locator('[data-rp-content] h1').innerText(),
    sidebarCurrent: await page.locator('#rp-sidebar [aria-current="page"]').innerText(),
    prev: await page.locator('a[rel="prev"]').innerText(),
  };
}

const EXPECTED = {
  path: '/zh/guide/new',
  documentLang: 'zh',
  notice: '本页尚未翻译，下面显示的是英文原文。 查看英文原文',
  source: '/guide/new',
  contentLang: 'en',
  heading: 'What is new',
  sidebarCurrent: '新功能',
  prev: expect.stringContaining('开始'),
};

describe('a page the Chinese site has not translated yet', () => {
  test('opened directly: English content in Chinese chrome with the notice, hydrated without a warning', async ({ page, watched }) => {
    await page.goto(origin + '/zh/guide/new');
    await hydrated(page);
    expect(await untranslated(page)).toEqual(EXPECTED);
    // its links stay on the Chinese site
    expect(await page.locator('[data-rp-content]').getByRole('link', { name: 'the start' }).getAttribute('href')).toBe('/zh/guide/start');
    expect(watched.problems).toEqual([]);
  });

  test('the language picker of the English page leads to it, and back', async ({ page, watched }) => {
    await page.goto(origin + '/guide/new');
    await hydrated(page);
    await page.getByRole('button', { name: 'Languages: English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL('**/zh/guide/new');
    expect(await untranslated(page)).toEqual(EXPECTED);
    await page.getByRole('button', { name: '语言: 简体中文' }).hover();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/guide/new');
    await expect.poll(() => page.getByRole('note').count()).toBe(0);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('a Chinese page links to it, and a click keeps the reader on the Chinese site', async ({ page, watched }) => {
    await page.goto(origin + '/zh/guide/start');
    await hydrated(page);
    await page.locator('[data-rp-content]').getByRole('link', { name: '新功能' }).click();
    await page.waitForURL('**/zh/guide/new');
    expect(await untranslated(page)).toEqual(EXPECTED);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });
});
