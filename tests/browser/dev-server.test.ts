// `npm run dev`: server-rendered pages, HMR of Markdown edits, route table updates and the error overlay.
// Runs a real Vite dev server over a temporary copy of tests/fixtures/dev-site (see dev-site.ts), so
// the tests can edit, add and delete pages without touching content/.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { test, type WatchedPage } from './harness';
import { startDevSite, type DevSite } from './dev-site';
import { PAGE_RENDER_EVENT } from '../../src/shared/dev-events';

// A file change travels watcher -> Vite -> websocket -> browser: polls give it this long, however busy the machine.
const POLL = { timeout: 20_000, interval: 50 };

let site: DevSite;
beforeAll(async () => {
  site = await startDevSite();
});
afterAll(async () => {
  await site?.close();
});

const file = (rel: string) => join(site.contentDir, rel);
const read = (rel: string) => readFileSync(file(rel), 'utf8');
const write = (rel: string, text: string) => writeFileSync(file(rel), text);

const HMR_CONNECTED = (msg: ConsoleMessage) => msg.text().includes('[vite] connected');
const PAGE_READY_MS = 40_000; // a cold start bundles the client's dependencies first

/** Load a dev page and wait until it is hydrated and Vite's HMR socket is connected (edits before that are lost). */
async function loadDevPage(page: Page, path: string): Promise<void> {
  const connected = page.waitForEvent('console', { predicate: HMR_CONNECTED, timeout: PAGE_READY_MS });
  await page.goto(site.url + path);
  await Promise.all([connected, page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: PAGE_READY_MS })]);
}

/** Run `change` and wait until the dev server has reloaded the page once and it is hydrated again. */
async function expectReload(w: WatchedPage, change: () => void): Promise<void> {
  const loads = w.documentLoads();
  const connected = w.page.waitForEvent('console', { predicate: HMR_CONNECTED, timeout: PAGE_READY_MS });
  change();
  await connected;
  await w.page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: PAGE_READY_MS });
  expect(w.documentLoads()).toBe(loads + 1);
}

/** The overlay's text (it lives in a shadow root), '' when there is none. */
function overlayText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
}

const mainText = (page: Page) => page.evaluate(() => document.querySelector('main')?.textContent ?? '');

describe('server rendering', () => {
  test('every page is rendered on the server, in both languages', async () => {
    for (const [path, text] of [
      ['/', 'Welcome to the dev fixture home page.'],
      ['/guide/a', 'Page A first paragraph.'],
      ['/zh/', '欢迎来到开发测试站点。'],
    ]) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain(text);
    }
    const zh = await (await fetch(site.url + '/zh/')).text();
    expect(zh).toContain('<html lang="zh">');
  });

  test('the first paint is styled before any script runs; the entry drops its styles once its own are in', async ({
    browser,
    page,
    watched,
  }) => {
    const themed = (p: Page) =>
      p.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.querySelector('.rp-nav')!).position]);
    // without scripts, what shows is the server's HTML with the first paint's stylesheets
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScripts.newPage();
      await bare.goto(site.url + '/guide/a');
      expect(await themed(bare)).toEqual(['0px', 'sticky']);
    } finally {
      await noScripts.close();
    }
    await loadDevPage(page, '/guide/a');
    expect(await page.locator('[data-first-paint-css]').count()).toBe(0);
    expect(await themed(page)).toEqual(['0px', 'sticky']);
    expect(watched.problems).toEqual([]);
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const res = await fetch(site.url + '/guide/missing');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('PAGE NOT FOUND');
  });

  for (const path of ['/', '/guide/a', '/zh/', '/guide/missing']) {
    test(`${path}: a normal page load hydrates without console errors or warnings`, async ({ page, watched }) => {
      await loadDevPage(page, path);
      await page.waitForLoadState('networkidle');
      // the browser logs the 404 status of an unknown page's own document; nothing else may appear
      const expected =
        path === '/guide/missing' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect(watched.problems).toEqual(expected);
      // no reload after the first load (as when Vite discovers a dependency late)
      expect(watched.documentLoads()).toBe(1);
    });
  }

  // /zh/guide/a has no Chinese page: it is the English page as a fallback, a module with a query
  for (const path of ['/guide/a', '/zh/guide/a']) {
    test(`${path}: a first load hydrates the server's HTML with the record inline, the theme as a bundle, each module asked for once`, async ({
      page,
      watched,
    }) => {
      await loadDevPage(page, path);
      await page.waitForLoadState('networkidle');
      const paths = watched.requests.map((url) => new URL(url).pathname);
      // the route table names page modules by URL itself: one unlike Vite's would be fetched twice
      const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
      expect(twice, watched.requests.filter((url) => twice.some((p) => url.includes(p))).join(' ')).toEqual([]);
      // the page module is still asked for once the page shows (its compile reports dead links)
      await expect.poll(() => watched.requests.some((url) => url.includes('/guide/a.md')), POLL).toBe(true);
      const html = await (await fetch(site.url + path)).text();
      expect(html).toContain('id="__RP_PAGE__"');
      // the generator's own TypeScript is served bundled, not module by module
      expect(paths.filter((p) => /\.tsx?$/.test(p))).toEqual([]);
      // the image the server rendered is the one the hydrated page shows (no mismatch warning either)
      const image = page.locator('main img[alt="A diagram"]');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(120);
      expect(watched.problems).toEqual([]);
    });
  }

  test('an internal link navigates on the client', async ({ page, watched }) => {
    await loadDevPage(page, '/');
    await page.click('main a[href="/guide/b"]');
    await page.waitForURL('**/guide/b');
    await expect.poll(() => page.textContent('main h1'), POLL).toContain('Page B');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });
});

describe('search in dev', () => {
  test('pages name a dev search index whose pieces the dev server serves, and the dialog finds the current pages', async ({
    page,
    watched,
  }) => {
    const html = await (await fetch(site.url + '/')).text();
    const meta = html.match(/<meta name="rp-search-index" content="([^"]+)"/)?.[1] ?? '';
    const en = meta
      .split(' ')
      .find((entry) => entry.startsWith('en='))
      ?.slice(3);
    expect(en).toBeTruthy();
    // the manifest names its pieces' folder beside it, and the dev server serves them
    const manifest = JSON.parse(await (await fetch(site.url + en)).text()) as { dir: string };
    const piece = await fetch(`${site.url}${en!.slice(0, en!.lastIndexOf('/') + 1)}${manifest.dir}/t0.json`);
    expect(piece.ok).toBe(true);

    await loadDevPage(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('[role="dialog"] input').fill('page b');
    await expect.poll(() => page.locator('[role="dialog"]').textContent(), POLL).toContain('Page B');
    expect(watched.problems).toEqual([]);
  });
});

describe('hot updates', () => {
  test('editing a Markdown file updates the open page in place and keeps the scroll position', async ({ page, watched }) => {
    const original = read('en/guide/a.md');
    await loadDevPage(page, '/guide/a');
    try {
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(400);
      // a full reload would drop this
      await page.evaluate(() => ((window as unknown as { __devMarker: number }).__devMarker = 1));
      await page.waitForLoadState('networkidle');
      const moduleRequests = () => watched.requests.filter((url) => url.includes('/guide/a.md')).length;
      const before = moduleRequests();
      write('en/guide/a.md', original.replace('Paragraph 5 of page A.', 'Paragraph 5 was edited while the page was open.'));
      await expect.poll(() => mainText(page), POLL).toContain('Paragraph 5 was edited while the page was open.');
      // the edited page arrives as data over Vite's socket: the browser fetches no page module for it
      expect(moduleRequests()).toBe(before);
      expect(await page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker)).toBe(1);
      expect(watched.documentLoads()).toBe(1);
      const scrollY = await page.evaluate(() => window.scrollY);
      expect(Math.abs(scrollY - 400)).toBeLessThanOrEqual(4);
      expect(watched.problems).toEqual([]);
    } finally {
      write('en/guide/a.md', original);
    }
  });

  test('adding and deleting a page updates the route table without a restart', async ({ page, watched }) => {
    const originalB = read('en/guide/b.md');
    await loadDevPage(page, '/guide/b');
    try {
      // the route table is part of the client bundle: the dev server reloads the open pages
      await expectReload(watched, () => write('en/guide/c.md', '# Page C\n\nPage C was added while the server ran.\n'));
      write('en/guide/b.md', originalB + '\nOn to [page C](/guide/c).\n');
      const link = page.locator('main a[href="/guide/c"]');
      await expect.poll(() => link.count(), POLL).toBe(1);
      await link.click();
      await page.waitForURL('**/guide/c');
      await expect.poll(() => mainText(page), POLL).toContain('Page C was added while the server ran.');
      expect(watched.documentLoads(), 'the new page is reached client-side').toBe(2);

      await expectReload(watched, () => rmSync(file('en/guide/c.md')));
      expect(await mainText(page)).toContain('PAGE NOT FOUND');
      expect((await fetch(site.url + '/guide/c')).status).toBe(404);
    } finally {
      rmSync(file('en/guide/c.md'), { force: true });
      write('en/guide/b.md', originalB);
    }
  });

  test('a Markdown error shows in the overlay with file and line, and the page recovers once fixed', async ({ page, watched }) => {
    const original = read('en/guide/a.md');
    const broken = original.split('\n');
    // line 11 is "Paragraph 2 of page A ..."
    expect(broken[10]).toMatch(/^Paragraph 2 of page A/);
    broken[10] = 'A [bad link](javascript:alert(1)) in paragraph 2.';
    await loadDevPage(page, '/guide/a');
    try {
      write('en/guide/a.md', broken.join('\n'));
      await expect.poll(() => overlayText(page), POLL).toContain('script URL in a link is not allowed');
      expect(await overlayText(page)).toMatch(/en\/guide\/a\.md:11:\d/);

      write('en/guide/a.md', original.replace('Paragraph 2 of page A.', 'Paragraph 2 is fixed.'));
      await expect.poll(() => page.locator('vite-error-overlay').count(), POLL).toBe(0);
      await expect.poll(() => mainText(page), POLL).toContain('Paragraph 2 is fixed.');
      expect(watched.documentLoads()).toBe(1);
    } finally {
      write('en/guide/a.md', original);
    }
  });

  test('a page opened while its Markdown is broken shows the error, and renders once fixed', async ({ page }) => {
    const original = read('en/guide/a.md');
    // broken YAML on line 2 of the front matter
    write('en/guide/a.md', `---\ntitle: [unclosed\n---\n${original}`);
    try {
      await page.goto(site.url + '/guide/a');
      await expect.poll(() => overlayText(page), POLL).toContain('invalid YAML in front matter');
      expect(await overlayText(page)).toMatch(/en\/guide\/a\.md:2:\d/);

      write('en/guide/a.md', original);
      await expect.poll(() => mainText(page), POLL).toContain('Page A first paragraph.');
      expect(await page.locator('vite-error-overlay').count()).toBe(0);
    } finally {
      write('en/guide/a.md', original);
    }
  });

  test('a dead link edited into the open page shows in the overlay with file and line; the page still updates', async ({
    page,
    watched,
  }) => {
    const original = read('en/guide/a.md');
    await loadDevPage(page, '/guide/a');
    try {
      write('en/guide/a.md', original.replace('Paragraph 2 of page A.', 'Paragraph 2 links [nowhere](/guide/nowhere).'));
      await expect.poll(() => overlayText(page), POLL).toContain('dead link to /guide/nowhere');
      // polled too: a save the watcher reports twice sends the page again, which closes the overlay
      // for a moment before it is shown again
      await expect.poll(() => overlayText(page), POLL).toMatch(/en\/guide\/a\.md:11:\d+ warning dead-link/);
      // a warning, not a failure: the edit itself reached the page
      await expect.poll(() => mainText(page), POLL).toContain('Paragraph 2 links nowhere.');
      expect(watched.documentLoads()).toBe(1);
    } finally {
      write('en/guide/a.md', original);
    }
  });

  test('the dead link’s overlay shows again after the same page arrives again (a save the watcher reports twice)', async ({ page }) => {
    const original = read('en/guide/a.md');
    await loadDevPage(page, '/guide/a');
    await page.evaluate((event) => {
      const counted = window as unknown as { pageUpdates: number };
      counted.pageUpdates = 0;
      window.addEventListener(event, () => counted.pageUpdates++);
    }, PAGE_RENDER_EVENT);
    const updates = () => page.evaluate(() => (window as unknown as { pageUpdates: number }).pageUpdates);
    try {
      const edited = original.replace('Paragraph 2 of page A.', 'Paragraph 2 links [nowhere](/guide/nowhere).');
      write('en/guide/a.md', edited);
      await expect.poll(() => overlayText(page), POLL).toContain('dead link to /guide/nowhere');
      const before = await updates();
      // the same text saved again: the page arrives again, which closes the overlay
      write('en/guide/a.md', edited);
      await expect.poll(updates, POLL).toBeGreaterThan(before);
      await expect.poll(() => overlayText(page), POLL).toContain('dead link to /guide/nowhere');
    } finally {
      write('en/guide/a.md', original);
    }
  });
});
