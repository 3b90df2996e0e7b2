// The page-level theme on the built site: doc layout (sidebar drawer, outline), image zoom, the
// copy-as-Markdown row, overview pages, home and the 404 screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { baseUrl, clientManifest, distDir } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
/** A reader who has visited before: the first-visit language redirect leaves /zh/ pages alone. */
async function openReturningReader(options: Parameters<typeof openPage>[1] = {}) {
  const w = await openPage(browser, options);
  await w.context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  return w;
}
/** The hashed file of the medium-zoom chunk, from the client build manifest. */
function mediumZoomChunk(): string {
  const manifest = clientManifest();
  const key = Object.keys(manifest).find((k) => k.includes('medium-zoom'));
  if (!key) throw new Error('no medium-zoom chunk in the manifest');
  return manifest[key].file;
}
const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('pages hydrate cleanly', () => {
  for (const path of ['/guide/start/features', '/config/', '/zh/api/', '/', '/zh/']) {
    test(`${path} hydrates without console errors or warnings`, async () => {
      const w = await openReturningReader();
      await w.page.goto(baseUrl() + path);
      await hydrated(w.page);
      await w.page.waitForTimeout(300);
      expect(w.problems).toEqual([]);
      expect(await hasHorizontalScroll(w.page)).toBe(false);
      await w.context.close();
    });
  }
});

describe('image zoom', () => {
  const image = 'main [data-rp-content] img';

  test('a content image opens in the zoom overlay and Escape closes it', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/guide/start/features');
    await hydrated(w.page);
    await w.page.locator(image).first().scrollIntoViewIfNeeded();
    await w.page.locator(image).first().click();
    const overlay = w.page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await w.page.locator('.medium-zoom-image--opened').count()).toBe(1);
    expect(await overlay.evaluate((el) => el.style.background || getComputedStyle(el).backgroundColor)).toBe(
      await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
    await w.page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('a high-resolution image that cannot be reached logs a warning and the zoom still opens', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/guide/start/features');
    await hydrated(w.page);
    const first = w.page.locator(image).first();
    await first.scrollIntoViewIfNeeded();
    await first.evaluate((img) => img.setAttribute('data-zoom-src', '/missing-hd-image.png'));
    await first.click();
    await w.page.locator('.medium-zoom-overlay').waitFor();
    await expect.poll(() => w.problems.some((p) => p.startsWith('warning:') && p.includes('Unable to reach the zoom image target'))).toBe(true);
    await w.context.close();
  });

  test('scrolling more than 40 px closes the zoom; a click closes it too', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/guide/start/features');
    await hydrated(w.page);
    const first = w.page.locator(image).first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const overlay = w.page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    await w.page.waitForTimeout(350);
    await w.page.mouse.wheel(0, 200);
    await overlay.waitFor({ state: 'detached' });

    await first.scrollIntoViewIfNeeded();
    await first.click();
    await overlay.waitFor();
    await w.page.waitForTimeout(350);
    await w.page.mouse.click(10, 10);
    await overlay.waitFor({ state: 'detached' });
    await w.context.close();
  });

  test('medium-zoom is not downloaded on a page without images', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    await w.page.waitForTimeout(300);
    expect(await w.page.locator('main [data-rp-content] img').count()).toBe(0);
    expect(w.requests.some((u) => u.endsWith(mediumZoomChunk()))).toBe(false);

    await w.page.goto(baseUrl() + '/guide/start/features');
    await hydrated(w.page);
    await expect.poll(() => w.requests.some((u) => u.endsWith(mediumZoomChunk()))).toBe(true);
    await w.context.close();
  });
});

describe('copy as Markdown', () => {
  test('copies the page Markdown twin to the clipboard and shows success', async () => {
    const w = await openReturningReader();
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const button = w.page.getByRole('button', { name: 'Copy Markdown' });
    await button.click();
    await expect.poll(() => button.getAttribute('data-status')).toBe('success');
    expect(w.requests.filter((u) => u.endsWith('/guide/start/quick-start.md'))).toHaveLength(1);
    const copied = await w.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(join(distDir(), 'guide/start/quick-start.md'), 'utf8'));
    expect(copied.startsWith('# Quick start')).toBe(true);
    await expect.poll(() => button.getAttribute('data-status'), { timeout: 2000 }).toBe('idle');
    await button.click();
    await expect.poll(() => button.getAttribute('data-status')).toBe('success');
    expect(w.requests.filter((u) => u.endsWith('/guide/start/quick-start.md'))).toHaveLength(1);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('the Open menu offers ChatGPT and Claude links with the absolute .md URL, and closes on Escape', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/zh/guide/start/quick-start');
    await hydrated(w.page);
    await w.page.getByRole('button', { name: '打开' }).click();
    const chatgpt = w.page.getByRole('link', { name: /在 ChatGPT 中打开/ });
    const href = new URL((await chatgpt.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://chatgpt.com/');
    expect(href.searchParams.get('q')).toBe('Read https://rstest.rs/zh/guide/start/quick-start.md, I want to ask questions about it.');
    expect(await chatgpt.getAttribute('target')).toBe('_blank');
    await w.page.keyboard.press('Escape');
    await chatgpt.waitFor({ state: 'detached' });
    await w.context.close();
  });
});

describe('doc layout on a phone', () => {
  test('the Menu button opens the sidebar drawer, Escape closes it, a link in it navigates and closes it', async () => {
    const w = await openReturningReader({ viewport: PHONE });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const sidebar = w.page.locator('#rp-sidebar');
    const menu = w.page.getByRole('button', { name: 'Menu', exact: true });
    expect(await sidebar.isVisible()).toBe(false);
    expect((await w.page.locator('.rp-doc-bar').boundingBox())!.height).toBe(46);

    await menu.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await w.page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('');

    await menu.click();
    await sidebar.getByRole('link', { name: 'Features' }).click();
    await w.page.waitForURL('**/guide/start/features');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(w.documentLoads()).toBe(1);
    expect(await hasHorizontalScroll(w.page)).toBe(false);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('the outline drawer lists the headings; choosing one scrolls it below both bars and closes the drawer', async () => {
    const w = await openReturningReader({ viewport: PHONE });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    await w.page.getByRole('button', { name: 'ON THIS PAGE' }).click();
    const outline = w.page.locator('#rp-outline');
    await expect.poll(() => outline.isVisible()).toBe(true);
    await outline.getByRole('link', { name: 'Watch mode' }).click();
    await expect.poll(() => outline.isVisible()).toBe(false);
    await w.page.waitForURL('**#watch-mode');
    await w.page.waitForTimeout(200);
    const top = await w.page.evaluate(() => document.getElementById('watch-mode')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(56 + 46 - 1);
    expect(top).toBeLessThan(56 + 46 + 20);
    await w.context.close();
  });

  test('a drawer takes focus when it opens and gives it back without moving the page; the bar names the heading scrolled past', async () => {
    const w = await openReturningReader({ viewport: PHONE });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const outlineButton = w.page.locator('.rp-doc-bar-outline');
    expect(await outlineButton.textContent()).toBe('ON THIS PAGE');
    await w.page.evaluate(() => document.getElementById('install-rstest')!.scrollIntoView());
    await w.page.mouse.wheel(0, 40);
    await expect.poll(() => outlineButton.textContent()).toBe('Install Rstest');
    const scrolled = await w.page.evaluate(() => window.scrollY);

    await w.page.evaluate(() => (document.querySelector('[aria-controls="rp-sidebar"]') as HTMLElement).click());
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.closest('#rp-sidebar') !== null)).toBe(true);
    await w.page.keyboard.press('Escape');
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('rp-sidebar');
    expect(await w.page.evaluate(() => window.scrollY)).toBe(scrolled);

    await w.page.evaluate(() => (document.querySelector('[aria-controls="rp-outline"]') as HTMLElement).click());
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.closest('#rp-outline') !== null)).toBe(true);
    await w.page.locator('.rp-drawer-backdrop').click({ position: { x: 10, y: 700 } });
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('rp-outline');
    expect(await w.page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});

describe('doc layout on a desktop', () => {
  test('the outline highlights the heading scrolled to', async () => {
    const w = await openReturningReader({ viewport: { width: 1440, height: 900 } });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const current = () => w.page.locator('.rp-outline [aria-current="location"]').textContent();
    await w.page.evaluate(() => {
      const el = document.getElementById('write-your-first-test')!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
    });
    await expect.poll(current).toBe('Write your first test');
    await w.context.close();
  });

  test('the sidebar marks the current page and a collapsed group opens with its button', async () => {
    const w = await openReturningReader({ viewport: { width: 1440, height: 900 } });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    const sidebar = w.page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Quick start');
    const group = sidebar.getByRole('button', { name: 'Basic' });
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    // after the 0.2 s collapse
    await expect.poll(() => sidebar.getByRole('link', { name: 'CLI', includeHidden: true }).isVisible()).toBe(false);
    await w.context.close();
  });
});

describe('overview pages', () => {
  test('the prerendered /config/ HTML already holds the overview groups', async () => {
    const html = await (await fetch(baseUrl() + '/config/')).text();
    expect(html).toContain('rp-overview-card');
    expect(html).toContain('href="/config/test/testTimeout"');
    expect(html).toMatch(/href="\/config\/test\/root#[^"]+"/);
  });

  test('the filter narrows the groups and reports no match in Chinese', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/zh/config/');
    await hydrated(w.page);
    const filter = w.page.getByLabel('筛选');
    const cards = () => w.page.locator('.rp-overview-card h3').allTextContents();
    const all = (await cards()).length;
    await filter.fill('TestTimeout');
    await expect.poll(cards).toEqual(['testTimeout']);
    await filter.fill('');
    await expect.poll(async () => (await cards()).length).toBe(all);
    await filter.fill('zzzz');
    await expect.poll(() => w.page.locator('.rp-overview-empty').textContent()).toBe('未找到匹配的 API: zzzz');
    await w.context.close();
  });
});

describe('home and 404', () => {
  test('the Chinese home links to Chinese pages, and the Rstack section has seven cards', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/zh/');
    await hydrated(w.page);
    const start = w.page.locator('.rp-hero-actions').getByRole('link', { name: '快速上手' });
    expect(await start.getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(await w.page.locator('.rp-eco-card').count()).toBe(7);
    await start.click();
    await w.page.waitForURL('**/zh/guide/start/quick-start');
    expect(w.documentLoads()).toBe(1);
    await w.context.close();
  });

  test('an unknown /zh/ path shows the Chinese 404 with a link to the Chinese home', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/zh/unknown');
    await expect.poll(() => w.page.locator('main h1').textContent()).toBe('页面未找到');
    expect(await w.page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
    await w.context.close();
  });

  test('a path under /en/ is redirected to the path without it', async () => {
    const w = await openReturningReader();
    await w.page.goto(baseUrl() + '/en/guide/start/quick-start');
    await w.page.waitForURL(baseUrl() + '/guide/start/quick-start');
    await expect.poll(() => w.page.locator('main h1').textContent()).toBe('Quick start');
    await w.context.close();
  });
});
