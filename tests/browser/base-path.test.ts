// The real site built with base '/docs/' (npm run build -- --base /docs/) and served under /docs/:
// every internal URL of every page carries the base, and in the browser client navigation, hover
// preload, the search index, the first-visit language redirect and the 404 pages work under it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startPreview, type PreviewServer } from '../../src/node/preview/preview-server';
import { htmlFiles } from './dist-pages';
import { hydrated, test, type WatchedPage } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS_DIST = resolve(ROOT, '.vite/browser-dist-docs');
const DOCS_MANIFEST = resolve(ROOT, '.vite/browser-dist-docs-manifest.json');
const BASE = '/docs/';
const SITE_URL = 'https://rstest.rs';
const ATTR_URL_RE = /\s(?:href|src|action|poster)="([^"]*)"/g;
const CSS_URL_RE = /url\(\s*['"]?([^'")]+)/g;

let server: PreviewServer;
let origin: string;

beforeAll(async () => {
  if (!process.env.BROWSER_REUSE_DIST || !existsSync(join(DOCS_DIST, 'index.html')) || !existsSync(DOCS_MANIFEST)) {
    const args = ['bin/quire.mjs', 'build', '--base', BASE, '--out', DOCS_DIST, '--manifest', DOCS_MANIFEST];
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  }
  server = await startPreview({ dir: DOCS_DIST, port: 0, base: BASE });
  origin = new URL(server.url).origin;
});
afterAll(async () => {
  await server?.close();
});

/** The hashed file of a page's chunk in the /docs/ build. */
function docsPageChunk(contentPath: string): string {
  const manifest = JSON.parse(readFileSync(DOCS_MANIFEST, 'utf8'));
  return manifest[`content/${contentPath}`].file as string;
}

/** Every request of the page stayed on the preview origin, under /docs/ (data: URLs aside). */
const strayRequests = (w: WatchedPage) =>
  w.requests.filter((url) => !url.startsWith('data:') && !(url.startsWith(origin) && new URL(url).pathname.startsWith(BASE)));

describe('files of the /docs/ build', () => {
  test('every internal href, src and modulepreload of every page carries /docs/', () => {
    const files = htmlFiles(DOCS_DIST);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(join(DOCS_DIST, file), 'utf8');
      const urls = [...html.matchAll(ATTR_URL_RE)].map((m) => m[1].replace(/&amp;/g, '&'));
      for (const url of urls) {
        if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith(BASE)) problems.push(`${file}: ${url}`);
      }
      // canonical, hreflang and og:url (the body may link to the product's public site as an external link)
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      const absolute = [...head.matchAll(/\s(?:href|content)="(https?:\/\/[^"]*)"/g)].map((m) => m[1]);
      if (!file.endsWith('404.html') && absolute.length === 0) problems.push(`${file}: no absolute URL in the head`);
      for (const url of absolute) {
        if (url.startsWith(SITE_URL) && !url.startsWith(SITE_URL + BASE)) problems.push(`${file}: ${url}`);
      }
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      for (const href of preloads) {
        if (!href.startsWith(`${BASE}assets/`) || !existsSync(join(DOCS_DIST, href.slice(BASE.length))))
          problems.push(`${file}: modulepreload ${href}`);
      }
      const searchIndex = /<meta name="rp-search-index" content="([^"]+)"/.exec(html)?.[1] ?? '';
      for (const entry of searchIndex.split(' ')) {
        if (!entry.split('=')[1]?.startsWith(`${BASE}search/`)) problems.push(`${file}: search index ${entry}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('root-relative url() references in the stylesheets carry /docs/', () => {
    const sheets = readdirSync(join(DOCS_DIST, 'assets')).filter((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const stray = sheets.flatMap((name) =>
      [...readFileSync(join(DOCS_DIST, 'assets', name), 'utf8').matchAll(CSS_URL_RE)]
        .map((m) => m[1])
        .filter((url) => url.startsWith('/') && !url.startsWith(BASE))
        .map((url) => `${name}: ${url}`),
    );
    expect(stray).toEqual([]);
  });

  test('sitemap.xml and robots.txt name the /docs/ URLs', () => {
    const locs = [...readFileSync(join(DOCS_DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => !loc.startsWith(SITE_URL + BASE))).toEqual([]);
    expect(readFileSync(join(DOCS_DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}${BASE}sitemap.xml`);
  });
});

describe('the /docs/ site in the browser', () => {
  test('a page loads and hydrates with every request under /docs/', async ({ page, watched }) => {
    const response = await page.goto(`${origin}${BASE}guide/start/`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main h1').textContent()).toBe('Introduction');
    expect(strayRequests(watched)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  test('hovering a link fetches its chunk from /docs/assets/; the click navigates client-side', async ({ page, watched }) => {
    const chunk = docsPageChunk('en/guide/start/quick-start.md');
    await page.goto(`${origin}${BASE}guide/start/`);
    await hydrated(page);
    const link = page.locator(`main a[href="${BASE}guide/start/quick-start"]`).first();
    expect(watched.requests.some((url) => url.endsWith(chunk))).toBe(false);
    await link.hover();
    await expect.poll(() => watched.requests.filter((url) => url.endsWith(chunk))).toEqual([`${origin}${BASE}${chunk}`]);
    await link.click();
    await page.waitForURL(`${origin}${BASE}guide/start/quick-start`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Quick start');
    expect(watched.documentLoads()).toBe(1);
    // a nav link of the new page carries the base as well
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Config' }).getAttribute('href')).toBe(
      `${BASE}config/`,
    );
    expect(strayRequests(watched)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  test('search fetches the index from /docs/search/ and a hit navigates under /docs/', async ({ page, watched }) => {
    await page.goto(`${origin}${BASE}guide/start/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    const first = dialog.getByRole('option').first();
    await first.waitFor();
    const indexRequests = watched.requests.filter((url) => /\/search\/en\.[0-9a-f]+\.json$/.test(url));
    expect(indexRequests.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/docs\/search\/en\./)]);
    const href = (await first.getAttribute('href'))!;
    expect(href.startsWith(BASE)).toBe(true);
    await dialog.getByRole('combobox').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(watched.documentLoads()).toBe(1);
    expect(strayRequests(watched)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  describe('from a Chinese browser', () => {
    test.override({ pageOptions: { returningVisitor: false, locale: 'zh-CN' } });

    test('a first visit is sent to the /docs/zh/ twin', async ({ page }) => {
      await page.goto(`${origin}${BASE}guide/start/quick-start`);
      await page.waitForURL(`${origin}${BASE}zh/guide/start/quick-start`);
      await hydrated(page);
      expect(await page.locator('main h1').textContent()).toBe('快速上手');
    });
  });

  test.for([
    ['no/such/page', 'PAGE NOT FOUND', ''],
    ['zh/no/such/page', '页面未找到', 'zh/'],
  ])('%s: the 404 page (%s) with status 404, its home link goes to /docs/%s', async ([path, heading, home], { page, watched }) => {
    const response = await page.goto(`${origin}${BASE}${path}`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(heading);
    const homeLink = page.locator('.rp-not-found-home');
    expect(await homeLink.getAttribute('href')).toBe(`${BASE}${home}`);
    await homeLink.click();
    await page.waitForURL(`${origin}${BASE}${home}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Rstest');
    expect(strayRequests(watched)).toEqual([]);
  });

  test('with one root 404.html for every miss, a /docs/zh/ miss still gets the Chinese 404 and home link', async ({ page, watched }) => {
    const single = await startPreview({ dir: DOCS_DIST, port: 0, base: BASE, singleNotFound: true });
    try {
      const response = await page.goto(`${single.url}zh/no/such/page`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      expect(await page.getAttribute('html', 'lang')).toBe('zh');
      expect(await page.locator('main h1').textContent()).toBe('页面未找到');
      expect(await page.locator('.rp-not-found-home').getAttribute('href')).toBe(`${BASE}zh/`);
      expect(watched.problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    } finally {
      await single.close();
    }
  });

  test('a path outside /docs/ is not served as a page', async () => {
    expect((await fetch(`${origin}/guide/start/`)).status).toBe(404);
  });
});
