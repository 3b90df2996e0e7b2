// Runtime hardening on the built site: a browser that refuses storage (every access to
// localStorage and sessionStorage throws, as in some privacy modes and sandboxed frames), and
// focus management (skip link, focus after a client navigation).
import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, settled, test } from './harness';
import { baseUrl, pageChunk } from './site';

const NOT_FOUND_STATUS = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Windows with no usable storage: reading `localStorage` or `sessionStorage` throws a SecurityError,
 * from before the first inline script runs. (The context must not be a returning visitor's: the
 * harness would store the visited flag, and the language-redirect script must cope without it.)
 */
async function refuseStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  });
}

const storageThrows = (page: Page) =>
  page.evaluate(() =>
    ['localStorage', 'sessionStorage'].every((name) => {
      try {
        void (window as unknown as Record<string, unknown>)[name];
        return false;
      } catch {
        return true;
      }
    }),
  );

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const selectedTabs = (page: Page) => page.locator('main [role="tab"][aria-selected="true"]').allTextContents();

describe('storage unavailable (every localStorage / sessionStorage access throws)', () => {
  // an English browser: on /zh/ the redirect script cannot record the visit, so it must stay put
  test.override({ pageOptions: { returningVisitor: false, locale: 'en-US' } });
  test.beforeEach(({ watched }) => refuseStorage(watched.context));

  const pages: { path: string; navLink: string; target: string }[] = [
    { path: '/', navLink: 'Guide', target: '/guide/start/' },
    { path: '/guide/start/quick-start', navLink: 'Guide', target: '/guide/start/' },
    { path: '/zh/', navLink: '指南', target: '/zh/guide/start/' },
    { path: '/does-not-exist', navLink: 'Guide', target: '/guide/start/' },
  ];
  for (const { path, navLink, target } of pages) {
    test(`${path} renders, hydrates and navigates client-side without an error`, async ({ page, watched }) => {
      await page.goto(baseUrl() + path);
      await hydrated(page);
      expect(await storageThrows(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('main h1').first().isVisible()).toBe(true);

      await page
        .getByRole('navigation', { name: path.startsWith('/zh/') ? '主导航' : 'Main' })
        .getByRole('link', { name: navLink, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === target);
      await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true);
      expect(watched.documentLoads()).toBe(1);
      expect(watched.problems.filter((p) => !(path === '/does-not-exist' && p === NOT_FOUND_STATUS))).toEqual([]);
    });
  }

  test('the inline theme script still follows a dark system preference before DOMContentLoaded', async ({ page, watched }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await watched.context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __classAtReady: string }).__classAtReady = document.documentElement.className;
      });
    });
    await page.goto(baseUrl() + '/guide/start/', { waitUntil: 'domcontentloaded' });
    const atReady = await page.evaluate(() => (window as unknown as { __classAtReady: string }).__classAtReady);
    expect(atReady.split(' ')).toContain('dark');
    await hydrated(page);
    expect(await isDark(page)).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  test('the theme toggle works and the choice lasts across client navigations (kept in memory)', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('tabs switch together and keep the chosen tab across a client navigation (kept in memory)', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const before = await selectedTabs(page);
    expect(before.filter((t) => t === 'npm').length).toBeGreaterThan(1);
    await page
      .locator('main [role="tab"]', { hasText: /^yarn$/ })
      .first()
      .click();
    // every package-manager group on the page follows
    await expect.poll(async () => (await selectedTabs(page)).filter((t) => t === 'npm')).toEqual([]);
    expect((await selectedTabs(page)).filter((t) => t === 'yarn').length).toBe(before.filter((t) => t === 'npm').length);
    // another page with package-manager tabs, reached on the client
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'CLI', exact: true }).click();
    await page.waitForURL('**/guide/basic/cli');
    await expect.poll(() => page.textContent('main h1')).toContain('CLI');
    const after = await selectedTabs(page);
    expect(after).toContain('yarn');
    expect(after).not.toContain('npm');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('search works and remembers the chosen hit as a recent search for the session (kept in memory)', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    const first = dialog.getByRole('option').first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    await dialog.getByRole('combobox').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname + url.hash === href);

    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    const recents = dialog.getByRole('group').filter({ hasText: 'Recent' });
    await recents.waitFor();
    expect(await recents.getByRole('option').first().getAttribute('href')).toBe(href);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('a page chunk that fails to load still becomes one full load, without looping', async ({ page, watched }) => {
    const chunk = pageChunk('en/guide/start/quick-start.md');
    await page.route(`**/${chunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    await settled(page);
    expect(watched.documentLoads()).toBe(2);
    expect(watched.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
});

describe('focus', () => {
  const active = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName.toLowerCase(),
        text: el?.textContent?.trim() ?? '',
        inMain: Boolean(el?.closest('#main')),
        className: el?.className ?? '',
      };
    });

  for (const path of ['/', '/guide/start/quick-start', '/does-not-exist']) {
    test(`on ${path} the skip link is the first Tab stop and Enter moves focus into main`, async ({ page }) => {
      await page.goto(baseUrl() + path);
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = await active(page);
      expect(skip).toMatchObject({ tag: 'a', text: 'Skip to content', className: 'rp-skip-link' });
      await page.keyboard.press('Enter');
      expect((await active(page)).inMain).toBe(true);
      // the next Tab continues inside the page, not in the navbar
      await page.keyboard.press('Tab');
      expect((await active(page)).inMain).toBe(true);
    });
  }

  test('after a client navigation by click, focus is on the new page title and the window is at the top', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const next = page.locator('nav.rp-pager a[rel="next"]');
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const target = (await next.getAttribute('href'))!;
    await next.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => active(page)).toMatchObject({ tag: 'h1', inMain: true });
    expect((await active(page)).text).toBe((await page.locator('main h1').first().textContent())?.trim());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // a Tab stop afterwards is inside the new page, as after a full load from the top
    expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('after a client navigation from the keyboard (Enter on a content link), focus is on the new title', async ({ page, watched }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.locator('main a[href="/guide/start/quick-start"]').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => active(page)).toMatchObject({ tag: 'h1', text: expect.stringContaining('Quick start') });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(watched.documentLoads()).toBe(1);
  });

  test('a same-page hash link does not move focus to the title', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const outlineLink = page.locator('.rp-outline a[href^="#"]').nth(1);
    await outlineLink.click();
    await page.waitForURL(/#/);
    expect((await active(page)).tag).not.toBe('h1');
  });
});

describe('content links rendered on the client', () => {
  test('after a client navigation external links open a new tab with rel noopener noreferrer, internal ones do not', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    const links = await page
      .locator('[data-rp-content] a[href]')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
      );
    const external = links.filter((l) => /^https?:\/\//.test(l.href));
    const internal = links.filter((l) => l.href.startsWith('/') || l.href.startsWith('#'));
    expect(external.length).toBeGreaterThan(0);
    expect(internal.length).toBeGreaterThan(0);
    for (const link of external) expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    for (const link of internal) expect(link, link.href).toMatchObject({ target: null, rel: null });
  });
});
