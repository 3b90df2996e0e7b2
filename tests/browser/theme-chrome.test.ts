// The global chrome on the built site: navbar at phone and desktop widths, the mobile menu, the theme
// toggle across a reload (no flash of the light theme), the language switch and the query switches.
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

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
const navHeight = (page: Page) => page.evaluate(() => document.querySelector('header[data-fixed-bar]')!.getBoundingClientRect().height);
const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('navbar', () => {
  test('at 1280 px: 72 px high, nav items with the current section marked, pickers, toggle and social links inline', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    expect(await navHeight(w.page)).toBe(72);
    const nav = w.page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Guide' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Config' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('button', { name: 'Languages: English' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Switch to dark theme' }).isVisible()).toBe(true);
    for (const name of ['GitHub', 'X', 'Discord']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await w.page.getByRole('button', { name: 'Navigation menu' }).isVisible()).toBe(false);
    expect(await hasHorizontalScroll(w.page)).toBe(false);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('at 375 px: 56 px high; the hamburger opens the menu, a link in it navigates client-side and closes it', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    expect(await navHeight(w.page)).toBe(56);
    expect(await w.page.getByRole('link', { name: 'GitHub', exact: true }).isVisible()).toBe(false);
    const hamburger = w.page.getByRole('button', { name: 'Navigation menu' });
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    const panel = w.page.locator('.rp-nav-screen');
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await panel.getByRole('link', { name: 'Config' }).click();
    await w.page.waitForURL('**/config/');
    await panel.waitFor({ state: 'detached' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(w.documentLoads()).toBe(1);
    expect(await hasHorizontalScroll(w.page)).toBe(false);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('at 375 px the open menu closes when the window widens to 768 px', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.getByRole('button', { name: 'Navigation menu' }).click();
    await w.page.locator('.rp-nav-screen').waitFor();
    await w.page.setViewportSize({ width: 800, height: 740 });
    await w.page.locator('.rp-nav-screen').waitFor({ state: 'detached' });
    await w.context.close();
  });

  test('at 320 px nothing overflows horizontally', async () => {
    const w = await openPage(browser, { viewport: { width: 320, height: 640 } });
    await w.page.goto(baseUrl() + '/zh/guide/start/quick-start');
    await hydrated(w.page);
    expect(await hasHorizontalScroll(w.page)).toBe(false);
    await w.context.close();
  });

  test('is transparent at the top of the home page and opaque once scrolled', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/');
    await hydrated(w.page);
    const background = () => w.page.evaluate(() => getComputedStyle(document.querySelector('header[data-fixed-bar]')!).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await w.page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => w.page.evaluate(() => document.body.classList.contains('rp-scrolled'))).toBe(true);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await w.context.close();
  });
});

describe('theme', () => {
  test('the toggle switches to dark; after a reload the first painted frame is already dark', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    expect(await w.page.evaluate(() => document.documentElement.className)).not.toContain('dark');
    await w.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => w.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await w.page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');

    // Record <html>'s class when <body> first enters the document and in the first animation frame,
    // both before anything of the body can be painted.
    await w.page.addInitScript(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { __themeSeen: typeof seen }).__themeSeen = seen;
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        seen.body = document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(() => {
        seen.frame = document.documentElement.className;
      });
    });
    await w.page.reload({ waitUntil: 'domcontentloaded' });
    const seen = await w.page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string> }).__themeSeen);
    expect(seen.body.split(' ')).toContain('dark');
    await expect.poll(() => w.page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string> }).__themeSeen.frame)).toContain('dark');
    await hydrated(w.page);
    expect(await w.page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await w.page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).toBe(true);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});

describe('language and switches', () => {
  test('switching language on /guide/start/quick-start lands on /zh/guide/start/quick-start', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(w.page);
    await w.page.getByRole('button', { name: 'Languages: English' }).hover();
    await w.page.getByRole('link', { name: '简体中文' }).click();
    await w.page.waitForURL('**/zh/guide/start/quick-start');
    await expect.poll(() => w.page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await w.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '指南' }).getAttribute('aria-current')).toBe('page');
    expect(w.documentLoads()).toBe(1);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('?navbar=0&footer=0 removes the navbar and the footer after hydration, without hydration errors', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/guide/start/quick-start?navbar=0&footer=0');
    await hydrated(w.page);
    await w.page.locator('header[data-fixed-bar]').waitFor({ state: 'detached' });
    expect(await w.page.locator('.rp-footer').count()).toBe(0);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  test('the skip link is the first Tab stop and moves focus to the main content', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    await w.page.goto(baseUrl() + '/guide/start/');
    await hydrated(w.page);
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await w.page.keyboard.press('Enter');
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('main');
    await w.context.close();
  });
});
