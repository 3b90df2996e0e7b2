import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { baseUrl, pageChunk } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: import('playwright-core').Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

describe('hydration', () => {
  for (const path of ['/', '/guide/start/', '/guide/start/quick-start', '/zh/', '/zh/guide/start/quick-start', '/does-not-exist', '/zh/does-not-exist']) {
    test(`${path} hydrates without console errors or warnings`, async () => {
      const w = await openPage(browser);
      await w.page.goto(baseUrl() + path);
      await hydrated(w.page);
      await w.page.waitForTimeout(300);
      // the browser logs the 404 status of an unknown page's own document; nothing else may appear
      const expected = path.endsWith('/does-not-exist') ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect(w.problems).toEqual(expected);
      await w.context.close();
    });
  }
});

describe('client navigation', () => {
  test('an internal link navigates without a full page load', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.click('main a[href="/guide/start/quick-start"]');
    await w.page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => w.page.textContent('main h1')).toContain('Quick start');
    expect(w.documentLoads()).toBe(1);
    expect(await w.page.title()).toBe('Quick start - Rstest');
    await w.context.close();
  });

  test('hovering a link fetches its page chunk before any click', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    expect(w.requests.some((u) => u.endsWith(chunk))).toBe(false);
    await w.page.hover('main a[href="/guide/start/quick-start"]');
    await expect.poll(() => w.requests.some((u) => u.endsWith(chunk))).toBe(true);
    expect(w.page.url()).toMatch(/\/guide\/start\/$/);
    await w.context.close();
  });

  test('hovering a link three times fetches its chunk once', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    const link = w.page.locator('main a[href="/guide/start/quick-start"]').first();
    for (let i = 0; i < 3; i++) {
      await link.hover();
      await w.page.mouse.move(0, 0);
      await w.page.waitForTimeout(150);
    }
    await expect.poll(() => w.requests.filter((u) => u.endsWith(chunk)).length).toBe(1);
    await w.page.waitForTimeout(300);
    expect(w.requests.filter((u) => u.endsWith(chunk)).length).toBe(1);
    await w.context.close();
  });

  test('a failing preload raises no unhandled rejection and the click still reaches the page', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    let failed = 0;
    await w.page.route(`**/${chunk}`, (route) => {
      if (failed++ === 0) return route.fulfill({ status: 503, body: 'busy' });
      return route.continue();
    });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    const link = w.page.locator('main a[href="/guide/start/quick-start"]').first();
    await link.hover();
    await expect.poll(() => failed).toBe(1);
    await w.page.waitForTimeout(200);
    expect(w.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await link.click();
    await w.page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => w.page.textContent('main h1')).toContain('Quick start');
    await w.context.close();
  });

  test('the progress bar shows when the page chunk takes longer than 200 ms, then completes', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await w.page.route(`**/${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.click('main a[href="/guide/start/quick-start"]');
    await w.page.waitForSelector('#nprogress', { timeout: 650 });
    await w.page.waitForURL('**/guide/start/quick-start');
    await w.page.waitForSelector('#nprogress', { state: 'detached', timeout: 3000 });
    await w.context.close();
  });

  test('the progress bar stays hidden when the page chunk arrives within 200 ms', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await w.page.route(`**/${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 60));
      await route.continue();
    });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.evaluate(() => {
      (window as unknown as { sawBar: boolean }).sawBar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { sawBar: boolean }).sawBar = true;
      }).observe(document.body, { childList: true });
    });
    await w.page.click('main a[href="/guide/start/quick-start"]');
    await w.page.waitForURL('**/guide/start/quick-start');
    await w.page.waitForTimeout(400);
    expect(await w.page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
    await w.context.close();
  });
});

describe('resilience and history', () => {
  test('a page chunk that fails to load becomes one full load of the target URL, without looping', async () => {
    const w = await openPage(browser);
    const chunk = pageChunk('en/guide/start/quick-start.md');
    let chunkRequests = 0;
    await w.page.route(`**/${chunk}`, (route) => {
      chunkRequests++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.click('main a[href="/guide/start/quick-start"]');
    await w.page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => w.page.textContent('main h1')).toContain('Quick start');
    expect(w.documentLoads()).toBe(2);
    // the fresh page hydrates from its own HTML: no chunk needed, so no further reload happens
    await w.page.waitForTimeout(500);
    expect(w.documentLoads()).toBe(2);
    expect(chunkRequests).toBeGreaterThanOrEqual(1);
    await w.context.close();
  });

  test('back restores the scroll position of the previous page', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.evaluate(() => window.scrollTo(0, 600));
    await w.page.waitForTimeout(100);
    const link = w.page.locator('main a[href="/guide/start/quick-start"]').first();
    await link.evaluate((a) => (a as HTMLElement).click());
    await w.page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0);
    await w.page.goBack();
    await w.page.waitForURL(/\/guide\/start\/$/);
    await expect.poll(() => w.page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    expect(w.documentLoads()).toBe(1);
    await w.context.close();
  });

  test('a link to a path without a route does a full page load', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/no-such-route';
      a.id = 'probe';
      a.textContent = 'probe';
      document.querySelector('[data-rp-content]')!.append(a);
    });
    await w.page.click('#probe');
    await w.page.waitForURL('**/no-such-route');
    await expect.poll(() => w.page.textContent('main')).toContain('PAGE NOT FOUND');
    expect(w.documentLoads()).toBe(2);
    await w.context.close();
  });
});

describe('first-visit language redirect', () => {
  test('a Chinese browser is sent from / to /zh/ on its first visit only', async () => {
    const w = await openPage(browser, { locale: 'zh-CN', returningVisitor: false });
    await w.page.goto(baseUrl() + '/guide/start/?from=test');
    await w.page.waitForURL('**/zh/guide/start/?from=test');
    await hydrated(w.page);
    expect(await w.page.getAttribute('html', 'lang')).toBe('zh');
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    expect(new URL(w.page.url()).pathname).toBe('/guide/start/');
    await w.context.close();
  });
});

describe('not found and anchors', () => {
  test('an unknown path answers 404 and shows the not-found page', async () => {
    const w = await openPage(browser);
    const response = await w.page.goto(baseUrl() + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => w.page.textContent('main')).toContain('PAGE NOT FOUND');
    expect(await w.page.title()).toBe('404 - Rstest');
    await w.context.close();
  });

  test('a missing page under /zh/ answers 404 with the Chinese not-found page', async () => {
    const w = await openPage(browser);
    const response = await w.page.goto(baseUrl() + '/zh/no/such/page');
    expect(response?.status()).toBe(404);
    await hydrated(w.page);
    expect(await w.page.getAttribute('html', 'lang')).toBe('zh');
    await expect.poll(() => w.page.textContent('main')).toContain('页面未找到');
    await w.context.close();
  });

  test('a hash link scrolls its heading just below the fixed navbar', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const id = await w.page.evaluate(() => document.querySelectorAll('main h2[id]')[2]?.id);
    expect(id).toBeTruthy();
    await w.page.goto(`${baseUrl()}/guide/start/quick-start#${id}`);
    await w.page.waitForTimeout(400);
    const { top, nav } = await w.page.evaluate((hid) => ({
      top: document.getElementById(hid)!.getBoundingClientRect().top,
      nav: document.querySelector('[data-fixed-bar]')!.getBoundingClientRect().height,
    }), id!);
    expect(top).toBeGreaterThanOrEqual(nav - 1);
    expect(top).toBeLessThan(nav + 40);
    await w.context.close();
  });
});
