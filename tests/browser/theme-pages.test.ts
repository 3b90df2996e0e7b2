// The page-level theme on the built site: doc layout (sidebar drawer, outline), image zoom, the
// copy-as-Markdown row, overview pages, home and the 404 screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hydrated, settled, test } from './harness';
import { HOVER_CLOSE_DELAY_MS } from '../../src/client/theme/ui/use-delayed-open';
import { baseUrl, clientManifest, distDir } from './site';

const PHONE = { width: 375, height: 740 };
// the ecosystem menu's chunk, with the query a retry adds to the file's URL
const ECOSYSTEM_CHUNK_RE = /\/assets\/ecosystem-items-[\w-]+\.js(?:\?.*)?$/;
/** The hashed file of the medium-zoom chunk, from the client build manifest. */
function mediumZoomChunk(): string {
  const manifest = clientManifest();
  const key = Object.keys(manifest).find((k) => k.includes('medium-zoom'));
  if (!key) throw new Error('no medium-zoom chunk in the manifest');
  return manifest[key].file;
}
const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Click an image and wait until medium-zoom has finished opening it: it ignores scrolls and clicks until then. */
async function openZoom(page: Page, image: Locator): Promise<void> {
  await image.evaluate((img) => {
    const flags = window as unknown as { zoomOpened: boolean };
    flags.zoomOpened = false;
    img.addEventListener('medium-zoom:opened', () => (flags.zoomOpened = true), { once: true });
  });
  await image.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { zoomOpened: boolean }).zoomOpened)).toBe(true);
}

describe('pages hydrate cleanly', () => {
  for (const path of ['/guide/start/features', '/config/', '/zh/api/', '/', '/zh/']) {
    test(`${path} hydrates without console errors or warnings`, async ({ page, watched }) => {
      await page.goto(baseUrl() + path);
      await settled(page);
      expect(watched.problems).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  }
});

describe('image zoom', () => {
  const image = 'main [data-rp-content] img';

  test('a content image opens in the zoom overlay and Escape closes it', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/features');
    await hydrated(page);
    await page.locator(image).first().scrollIntoViewIfNeeded();
    await page.locator(image).first().click();
    const overlay = page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
    expect(await overlay.evaluate((el) => el.style.background || getComputedStyle(el).backgroundColor)).toBe(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(watched.problems).toEqual([]);
  });

  test('a high-resolution image that cannot be reached logs a warning and the zoom still opens', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/features');
    await hydrated(page);
    const first = page.locator(image).first();
    await first.scrollIntoViewIfNeeded();
    await first.evaluate((img) => img.setAttribute('data-zoom-src', '/missing-hd-image.png'));
    await first.click();
    await page.locator('.medium-zoom-overlay').waitFor();
    await expect
      .poll(() => watched.problems.some((p) => p.startsWith('warning:') && p.includes('Unable to reach the zoom image target')))
      .toBe(true);
  });

  test('scrolling more than 40 px closes the zoom; a click closes it too', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/features');
    await hydrated(page);
    const first = page.locator(image).first();
    await first.scrollIntoViewIfNeeded();
    await openZoom(page, first);
    const overlay = page.locator('.medium-zoom-overlay');
    await page.mouse.wheel(0, 200);
    await overlay.waitFor({ state: 'detached' });

    await first.scrollIntoViewIfNeeded();
    await openZoom(page, first);
    await page.mouse.click(10, 10);
    await overlay.waitFor({ state: 'detached' });
  });

  test('medium-zoom is not downloaded on a page without images', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await settled(page);
    expect(await page.locator('main [data-rp-content] img').count()).toBe(0);
    expect(watched.requests.some((u) => u.endsWith(mediumZoomChunk()))).toBe(false);

    await page.goto(baseUrl() + '/guide/start/features');
    await hydrated(page);
    await expect.poll(() => watched.requests.some((u) => u.endsWith(mediumZoomChunk()))).toBe(true);
  });
});

describe('copy as Markdown', () => {
  test('copies the page Markdown twin to the clipboard and shows success', async ({ page, watched }) => {
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy Markdown' });
    await button.click();
    await expect.poll(() => button.getAttribute('data-status')).toBe('success');
    expect(watched.requests.filter((u) => u.endsWith('/guide/start/quick-start.md'))).toHaveLength(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(join(distDir(), 'guide/start/quick-start.md'), 'utf8'));
    expect(copied.startsWith('# Quick start')).toBe(true);
    await expect.poll(() => button.getAttribute('data-status')).toBe('idle');
    await button.click();
    await expect.poll(() => button.getAttribute('data-status')).toBe('success');
    expect(watched.requests.filter((u) => u.endsWith('/guide/start/quick-start.md'))).toHaveLength(1);
    expect(watched.problems).toEqual([]);
  });

  test('the Open menu offers ChatGPT and Claude links with the absolute .md URL, and closes on Escape', async ({ page }) => {
    await page.goto(baseUrl() + '/zh/guide/start/quick-start');
    await hydrated(page);
    await page.getByRole('button', { name: '打开' }).click();
    const chatgpt = page.getByRole('link', { name: /在 ChatGPT 中打开/ });
    const href = new URL((await chatgpt.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://chatgpt.com/');
    expect(href.searchParams.get('q')).toBe('Read https://rstest.rs/zh/guide/start/quick-start.md, I want to ask questions about it.');
    expect(await chatgpt.getAttribute('target')).toBe('_blank');
    await page.keyboard.press('Escape');
    await chatgpt.waitFor({ state: 'detached' });
  });
});

describe('doc layout on a phone', () => {
  test.override({ pageOptions: { viewport: PHONE } });

  test('the Menu button opens the sidebar drawer, Escape closes it, a link in it navigates and closes it', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const sidebar = page.locator('#rp-sidebar');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await sidebar.isVisible()).toBe(false);
    expect((await page.locator('.rp-doc-bar').boundingBox())!.height).toBe(46);

    await menu.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menu.click();
    await sidebar.getByRole('link', { name: 'Features' }).click();
    await page.waitForURL('**/guide/start/features');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(watched.documentLoads()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(watched.problems).toEqual([]);
  });

  test('the outline drawer lists the headings; choosing one scrolls it below both bars and closes the drawer', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    await page.getByRole('button', { name: 'ON THIS PAGE' }).click();
    const outline = page.locator('#rp-outline');
    await expect.poll(() => outline.isVisible()).toBe(true);
    await outline.getByRole('link', { name: 'Watch mode' }).click();
    await expect.poll(() => outline.isVisible()).toBe(false);
    await page.waitForURL('**#watch-mode');
    // below the navbar (56 px) and the doc bar (46 px)
    const top = () => page.evaluate(() => document.getElementById('watch-mode')!.getBoundingClientRect().top);
    await expect.poll(top).toSatisfy((px: number) => px >= 56 + 46 - 1 && px < 56 + 46 + 20);
  });

  test('a drawer takes focus when it opens and gives it back without moving the page; the bar names the heading scrolled past', async ({
    page,
    watched,
  }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const outlineButton = page.locator('.rp-doc-bar-outline');
    expect(await outlineButton.textContent()).toBe('ON THIS PAGE');
    const before = await page.evaluate(() => {
      document.getElementById('install-rstest')!.scrollIntoView();
      return window.scrollY;
    });
    await page.mouse.wheel(0, 40);
    // the wheel scrolls after the call returns: wait for it, so no scroll of its lands after `scrolled` is read
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before + 40);
    await expect.poll(() => outlineButton.textContent()).toBe('Install Rstest');
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.evaluate(() => (document.querySelector('[aria-controls="rp-sidebar"]') as HTMLElement).click());
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#rp-sidebar') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('rp-sidebar');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.evaluate(() => (document.querySelector('[aria-controls="rp-outline"]') as HTMLElement).click());
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#rp-outline') !== null)).toBe(true);
    await page.locator('.rp-drawer-backdrop').click({ position: { x: 10, y: 700 } });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('rp-outline');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(watched.problems).toEqual([]);
  });
});

describe('doc layout on a desktop', () => {
  test.override({ pageOptions: { viewport: { width: 1440, height: 900 } } });

  test('the outline highlights the heading scrolled to', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const current = () => page.locator('.rp-outline [aria-current="location"]').textContent();
    await page.evaluate(() => {
      const el = document.getElementById('write-your-first-test')!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
    });
    await expect.poll(current).toBe('Write your first test');
  });

  test('the sidebar marks the current page and a collapsed group opens with its button', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Quick start');
    const group = sidebar.getByRole('button', { name: 'Basic' });
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    // after the 0.2 s collapse
    await expect.poll(() => sidebar.getByRole('link', { name: 'CLI', includeHidden: true }).isVisible()).toBe(false);
  });
});

describe('home and 404', () => {
  for (const { path, label, guide, other } of [
    { path: '/', label: 'Get Started', guide: '/guide/start/quick-start', other: 'GitHub' },
    { path: '/zh/', label: '快速开始', guide: '/zh/guide/start/quick-start', other: 'GitHub' },
  ]) {
    test(`the hero of ${path} leads with a primary '${label}' button into the guide, then the GitHub link`, async ({ page }) => {
      await page.goto(baseUrl() + path);
      await hydrated(page);
      const actions = page.locator('.rp-hero-actions').getByRole('link');
      expect(await actions.allTextContents()).toEqual([label, other]);
      const primary = actions.first();
      expect(await primary.getAttribute('href')).toBe(guide);
      expect(await primary.getAttribute('class')).toContain('rp-button-brand');
    });
  }

  test('the Chinese home links to Chinese pages, and the Rstack section has seven cards', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/zh/');
    await hydrated(page);
    const start = page.locator('.rp-hero-actions').getByRole('link', { name: '快速开始' });
    expect(await start.getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(await page.locator('.rp-eco-card').count()).toBe(7);
    await start.click();
    await page.waitForURL('**/zh/guide/start/quick-start');
    expect(watched.documentLoads()).toBe(1);
  });

  test("this site's Rstack toolchain menu, from its config: the labelled grid button opens eight entries whose logos load", async ({
    page,
  }) => {
    for (const [path, label, role] of [
      ['/guide/start/quick-start', 'Rstack toolchain', 'Bundler'],
      ['/zh/', 'Rstack 工具链', '高性能打包工具'],
    ]) {
      await page.goto(baseUrl() + path);
      await hydrated(page);
      await page.getByRole('button', { name: label }).click();
      const entries = page.locator('.rp-eco-menu-item');
      await expect.poll(() => entries.count()).toBe(8);
      expect(await entries.first().textContent()).toBe(`Rspack${role}`);
      const logos = page.locator('.rp-eco-menu img');
      await expect
        .poll(() =>
          logos.evaluateAll(
            (imgs) => imgs.filter((img) => !((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).length,
          ),
        )
        .toBe(0);
      expect(await logos.count()).toBe(9);
    }
  });

  test('the toolchain menu loads its items on first use; when they cannot be downloaded it says so, and its retry lists them', async ({
    watched,
  }) => {
    const { page } = watched;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const failedChunks: string[] = [];
    page.on('requestfailed', (request) => ECOSYSTEM_CHUNK_RE.test(request.url()) && failedChunks.push(request.url()));
    // blocked from the start: whatever fetches the chunk first (a hover or focus of the button warms it) fails
    let blocked = true;
    // once unblocked, a download waits until the test lets it through: a slow network
    let letThrough!: () => void;
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    let waiting = 0;
    await page.route(ECOSYSTEM_CHUNK_RE, async (route) => {
      if (blocked) return route.abort('internetdisconnected');
      waiting++;
      await through;
      return route.continue();
    });
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await settled(page);
    expect(requested.filter((url) => ECOSYSTEM_CHUNK_RE.test(url))).toEqual([]);
    // by keyboard: focus the button, open it with Enter
    const button = page.getByRole('button', { name: 'Rstack toolchain' });
    await button.focus();
    await page.keyboard.press('Enter');
    const alert = page.locator('.rp-eco-menu').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('You might want to check your network connection.');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // every download asked for while blocked has failed: none still on its way is let through below
    await expect.poll(() => failedChunks.length).toBe(requested.filter((url) => ECOSYSTEM_CHUNK_RE.test(url)).length);
    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    // while the retried download is on its way, past the panel's close delay on the page's clock,
    // the message stays under the pointer (busy) and the menu stays open
    await expect.poll(() => waiting).toBe(1);
    const clicked = await page.evaluate(() => performance.now());
    await page.waitForFunction(([t, delay]) => performance.now() > t + 4 * delay, [clicked, HOVER_CLOSE_DELAY_MS] as const);
    expect(await alert.getAttribute('aria-busy')).toBe('true');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    letThrough();
    const entries = page.locator('.rp-eco-menu-item');
    await expect.poll(() => entries.count()).toBe(8);
    expect(await entries.first().textContent()).toBe('RspackBundler');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  test('an unknown /zh/ path shows the Chinese 404 with a link to the Chinese home', async ({ page }) => {
    await page.goto(baseUrl() + '/zh/unknown');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('页面未找到');
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
  });

  test('a path under /en/ is redirected to the path without it', async ({ page }) => {
    await page.goto(baseUrl() + '/en/guide/start/quick-start');
    await page.waitForURL(baseUrl() + '/guide/start/quick-start');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Quick start');
  });
});
