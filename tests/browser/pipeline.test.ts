import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, settled, test } from './harness';
import { baseUrl, pageChunk } from './site';

/** Answer requests for `url` only once the test releases them: the test decides when the chunk arrives. */
async function holdResponses(page: Page, url: string) {
  let requested!: () => void;
  let release!: () => void;
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: firstRequest, release };
}

/** Stop the page's clock (installed before the page loaded): its timers run only on clock.runFor. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Let the page run the tasks it has queued (an unhandled rejection is reported in one of them). */
async function runQueuedTasks(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('hydration', () => {
  for (const path of [
    '/',
    '/guide/start/',
    '/guide/start/quick-start',
    '/zh/',
    '/zh/guide/start/quick-start',
    '/does-not-exist',
    '/zh/does-not-exist',
  ]) {
    test(`${path} hydrates without console errors or warnings`, async ({ page, watched }) => {
      await page.goto(baseUrl() + path);
      await settled(page);
      // the browser logs the 404 status of an unknown page's own document; nothing else may appear
      const expected = path.endsWith('/does-not-exist')
        ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)']
        : [];
      expect(watched.problems).toEqual(expected);
    });
  }
});

describe('client navigation', () => {
  test('an internal link navigates without a full page load', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    expect(watched.documentLoads()).toBe(1);
    expect(await page.title()).toBe('Quick start - Rstest');
  });

  test('hovering a link fetches its page chunk before any click', async ({ page, watched }) => {
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    expect(watched.requests.some((u) => u.endsWith(chunk))).toBe(false);
    await page.hover('main a[href="/guide/start/quick-start"]');
    await expect.poll(() => watched.requests.some((u) => u.endsWith(chunk))).toBe(true);
    expect(page.url()).toMatch(/\/guide\/start\/$/);
  });

  test('hovering a link three times fetches its chunk once', async ({ page, watched }) => {
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await page.goto(baseUrl() + '/guide/start/');
    await settled(page);
    const link = page.locator('main a[href="/guide/start/quick-start"]').first();
    // each hover comes after the first one's request went out
    for (let i = 0; i < 3; i++) {
      await link.hover();
      await page.mouse.move(0, 0);
      await expect.poll(() => watched.requests.some((u) => u.endsWith(chunk))).toBe(true);
    }
    // a request a hover started would be under way now: wait until the network is quiet
    await page.waitForLoadState('networkidle');
    expect(watched.requests.filter((u) => u.endsWith(chunk)).length).toBe(1);
  });

  test('a failing preload raises no unhandled rejection and the click still reaches the page', async ({ page, watched }) => {
    const chunk = pageChunk('en/guide/start/quick-start.md');
    let failed = 0;
    await page.route(`**/${chunk}`, (route) => {
      if (failed++ === 0) return route.fulfill({ status: 503, body: 'busy' });
      return route.continue();
    });
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    const link = page.locator('main a[href="/guide/start/quick-start"]').first();
    const failedResponse = page.waitForResponse((response) => response.url().endsWith(chunk) && response.status() === 503);
    await link.hover();
    await failedResponse;
    await runQueuedTasks(page);
    expect(watched.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await link.click();
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
  });

  // The page's clock is paused after hydration, so 200 ms pass only when the test says so, however
  // slow the machine; the chunk arrives only when the test releases it.
  describe('progress bar', () => {
    const link = 'main a[href="/guide/start/quick-start"]';

    async function startSlowNavigation(page: Page) {
      const chunk = await holdResponses(page, `**/${pageChunk('en/guide/start/quick-start.md')}`);
      await page.clock.install();
      await page.goto(baseUrl() + '/guide/start/');
      await hydrated(page);
      await page.evaluate(() => {
        const flags = window as unknown as { barSeen: boolean };
        flags.barSeen = false;
        new MutationObserver(() => {
          if (document.getElementById('nprogress')) flags.barSeen = true;
        }).observe(document.body, { childList: true });
      });
      await pauseClock(page);
      await page.click(link);
      await chunk.requested;
      return chunk;
    }
    const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);

    test('shows once the page chunk has taken 200 ms, then completes and goes away', async ({ page }) => {
      const chunk = await startSlowNavigation(page);
      const bar = page.locator('#nprogress');
      await page.clock.runFor(199);
      expect(await bar.count()).toBe(0);
      await page.clock.runFor(1);
      expect(await bar.count()).toBe(1);
      chunk.release();
      await page.waitForURL('**/guide/start/quick-start');
      // completes, then fades out: 200 ms each
      await page.clock.runFor(400);
      await bar.waitFor({ state: 'detached' });
    });

    test('stays hidden when the page chunk arrives within 200 ms', async ({ page }) => {
      const chunk = await startSlowNavigation(page);
      await page.clock.runFor(150);
      chunk.release();
      await page.waitForURL('**/guide/start/quick-start');
      await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
      // long past the delay: a bar still scheduled would have appeared by now
      await page.clock.runFor(1000);
      expect(await barSeen(page)).toBe(false);
    });
  });
});

describe('resilience and history', () => {
  test('a page chunk that fails to load becomes one full load of the target URL, without looping', async ({ page, watched }) => {
    const chunk = pageChunk('en/guide/start/quick-start.md');
    let chunkRequests = 0;
    await page.route(`**/${chunk}`, (route) => {
      chunkRequests++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    expect(watched.documentLoads()).toBe(2);
    // the fresh page hydrates from its own HTML: no chunk needed, so no further reload happens
    await settled(page);
    expect(watched.documentLoads()).toBe(2);
    expect(chunkRequests).toBeGreaterThanOrEqual(1);
  });

  test('back restores the scroll position of the previous page', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const link = page.locator('main a[href="/guide/start/quick-start"]').first();
    await link.evaluate((a) => (a as HTMLElement).click());
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/guide\/start\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    expect(watched.documentLoads()).toBe(1);
  });

  test('a link to a path without a route does a full page load', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/no-such-route';
      a.id = 'probe';
      a.textContent = 'probe';
      document.querySelector('[data-rp-content]')!.append(a);
    });
    await page.click('#probe');
    await page.waitForURL('**/no-such-route');
    await expect.poll(() => page.textContent('main')).toContain('PAGE NOT FOUND');
    expect(watched.documentLoads()).toBe(2);
  });
});

describe('first-visit language redirect', () => {
  test.override({ pageOptions: { locale: 'zh-CN', returningVisitor: false } });

  test('a Chinese browser is sent from / to /zh/ on its first visit only', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/?from=test');
    await page.waitForURL('**/zh/guide/start/?from=test');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
  });
});

describe('not found and anchors', () => {
  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto(baseUrl() + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.textContent('main')).toContain('PAGE NOT FOUND');
    expect(await page.title()).toBe('404 - Rstest');
  });

  test('a missing page under /zh/ answers 404 with the Chinese not-found page', async ({ page }) => {
    const response = await page.goto(baseUrl() + '/zh/no/such/page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    await expect.poll(() => page.textContent('main')).toContain('页面未找到');
  });

  test('a hash link scrolls its heading just below the fixed navbar', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const id = await page.evaluate(() => document.querySelectorAll('main h2[id]')[2]?.id);
    expect(id).toBeTruthy();
    await page.goto(`${baseUrl()}/guide/start/quick-start#${id}`);
    const nav = await page.evaluate(() => document.querySelector('[data-fixed-bar]')!.getBoundingClientRect().height);
    const headingTop = () => page.evaluate((hid) => document.getElementById(hid)!.getBoundingClientRect().top, id!);
    await expect.poll(headingTop).toSatisfy((top: number) => top >= nav - 1 && top < nav + 40);
  });
});
