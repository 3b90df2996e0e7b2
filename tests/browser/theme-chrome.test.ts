// The global chrome on the built site: navbar at phone and desktop widths, the mobile menu, the theme
// toggle across a reload (no flash of the light theme), the language switch and the query switches.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, test } from './harness';
import { baseUrl } from './site';

// pages open at 1280 x 800 unless a test resizes them
const PHONE = { width: 375, height: 740 };
const navHeight = (page: Page) => page.evaluate(() => document.querySelector('header[data-fixed-bar]')!.getBoundingClientRect().height);
const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('navbar', () => {
  test('at 1280 px: 72 px high, nav items with the current section marked, pickers, toggle and social links inline', async ({
    page,
    watched,
  }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    expect(await navHeight(page)).toBe(72);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Guide' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Config' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('button', { name: 'Languages: English' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Switch to dark theme' }).isVisible()).toBe(true);
    for (const name of ['GitHub', 'X', 'Discord']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Navigation menu' }).isVisible()).toBe(false);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(watched.problems).toEqual([]);
  });

  test('at 375 px: 56 px high; the hamburger opens the menu, a link in it navigates client-side and closes it', async ({
    page,
    watched,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    expect(await navHeight(page)).toBe(56);
    expect(await page.getByRole('link', { name: 'GitHub', exact: true }).isVisible()).toBe(false);
    const hamburger = page.getByRole('button', { name: 'Navigation menu' });
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('.rp-nav-screen');
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await panel.getByRole('link', { name: 'Config' }).click();
    await page.waitForURL('**/config/');
    await panel.waitFor({ state: 'detached' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(watched.documentLoads()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(watched.problems).toEqual([]);
  });

  test('at 375 px the open menu closes when the window widens to 768 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Navigation menu' }).click();
    await page.locator('.rp-nav-screen').waitFor();
    await page.setViewportSize({ width: 800, height: 740 });
    await page.locator('.rp-nav-screen').waitFor({ state: 'detached' });
  });

  test('at 320 px nothing overflows horizontally', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(baseUrl() + '/zh/guide/start/quick-start');
    await hydrated(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('is transparent at the top of the home page and opaque once scrolled', async ({ page }) => {
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('header[data-fixed-bar]')!).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('rp-scrolled'))).toBe(true);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

describe('theme', () => {
  test('the toggle switches to dark; after a reload the first painted frame is already dark', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');

    // Record <html>'s class when <body> first enters the document and in the first animation frame,
    // both before anything of the body can be painted.
    await page.addInitScript(() => {
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
    await page.reload({ waitUntil: 'domcontentloaded' });
    const seen = await page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string> }).__themeSeen);
    expect(seen.body.split(' ')).toContain('dark');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string> }).__themeSeen.frame))
      .toContain('dark');
    await hydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).toBe(true);
    expect(watched.problems).toEqual([]);
  });
});

describe('language and switches', () => {
  test('switching language on /guide/start/quick-start lands on /zh/guide/start/quick-start', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    await page.getByRole('button', { name: 'Languages: English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL('**/zh/guide/start/quick-start');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '指南' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('?navbar=0&footer=0 removes the navbar and the footer after hydration, without hydration errors', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start?navbar=0&footer=0');
    await hydrated(page);
    await page.locator('header[data-fixed-bar]').waitFor({ state: 'detached' });
    expect(await page.locator('.rp-footer').count()).toBe(0);
    expect(watched.problems).toEqual([]);
  });

  test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
