// `quire dev` answers pages before Vite has even loaded: after an earlier one, a page the last
// server kept, with that HTML; on a first start, any page, rendered at once with its code not yet
// highlighted. Every other request waits for Vite, which then serves on the same port, and renders
// the pages answered before it.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCaches } from '../../src/node/cache/dev-caches';
import type { KeptHtmlKey } from '../../src/node/cache/kept-html';
import { createSiteState } from '../../src/node/site/create-site-state';
import { startDev, type DevStartOptions } from '../../src/node/dev/dev-start';
import fixtureConfig from '../fixtures/dev-site/content/site.config';
import { copyDevContent } from '../browser/dev-site';
import { removeTemporary } from '../support/remove-temporary';
import { ROOT } from './helpers';

const POLL = { timeout: 40_000, interval: 50 };

let contentDir: string;
let pageCacheDir: string;
beforeAll(() => {
  contentDir = copyDevContent();
  pageCacheDir = mkdtempSync(join(tmpdir(), 'quire-dev-start-'));
});
afterAll(() => {
  removeTemporary(dirname(contentDir));
  removeTemporary(pageCacheDir);
});

const options = (more: Partial<DevStartOptions> = {}): DevStartOptions => ({
  root: ROOT,
  contentDir,
  config: fixtureConfig,
  port: 0,
  host: '127.0.0.1',
  cacheDir: join(dirname(contentDir), 'vite-cache'),
  pageCacheDir,
  logLevel: 'silent',
  info: () => {},
  ...more,
});

/** The HTML the servers over this content keep for a page (/guide/a by default), or undefined. */
function keptPageA(url = '/guide/a', page = 'en/guide/a.md'): Promise<string | undefined> {
  const state = createSiteState(fixtureConfig, { root: ROOT, contentDir });
  const { html } = devCaches(pageCacheDir, { root: ROOT, contentDir, site: state.site }, () => {});
  const file = join(contentDir, page);
  const key: KeptHtmlKey = { url, source: readFileSync(file, 'utf8'), mtimeMs: statSync(file).mtimeMs, routes: state.routes };
  return html.read(key);
}

describe('dev: the next start', () => {
  it('answers a kept page before Vite is created, holds a module request until it is, then serves both on one port', async () => {
    const first = await startDev(options());
    const firstServer = await first.server;
    try {
      expect(await (await fetch(`http://127.0.0.1:${first.front.port}/guide/a`)).text()).toContain('Page A first paragraph.');
    } finally {
      await firstServer.close();
    }
    await expect.poll(keptPageA, POLL).toContain('Page A first paragraph.');
    const kept = await keptPageA();

    let loadVite = () => {};
    const viteAfter = new Promise<void>((resolve) => (loadVite = resolve));
    const next = await startDev(options({ viteAfter }));
    let viteCreated = false;
    void next.server.then(() => (viteCreated = true));
    try {
      const url = `http://127.0.0.1:${next.front.port}`;
      const page = await fetch(`${url}/guide/a`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(kept);
      // Vite is held back until the test lets it load: the answer came without it
      expect(viteCreated).toBe(false);
      // a page answered from the cache starts no highlighter
      expect(next.site.highlighting.running).toBe(false);
      // a module request waits for Vite, and is then served by it
      const client = fetch(`${url}/@vite/client`);
      loadVite();
      const module = await client;
      expect(module.status).toBe(200);
      expect(await module.text()).toContain('createHotContext');
      expect(viteCreated).toBe(true);
      // after Vite is ready, a page is rendered by it on the same port, as before
      expect(await (await fetch(`${url}/guide/b`)).text()).toContain('Page B text.');
    } finally {
      loadVite();
      await (await next.server).close();
    }
  }, 120_000);

  it('answers a page with no kept HTML before Vite is created, its code not yet highlighted; the server then renders it highlighted, and keeps that for the next start', async () => {
    writeFileSync(join(contentDir, 'en/guide/code.md'), '# Code\n\n```ts\nconst answer: number = 42;\n```\n');
    let loadVite = () => {};
    const viteAfter = new Promise<void>((resolve) => (loadVite = resolve));
    const start = await startDev(options({ viteAfter }));
    let viteCreated = false;
    void start.server.then(() => (viteCreated = true));
    try {
      expect(start.site.highlighting.running).toBe(false);
      const url = `http://127.0.0.1:${start.front.port}`;
      const page = await fetch(`${url}/guide/code`);
      expect(page.status).toBe(200);
      const early = await page.text();
      expect(viteCreated).toBe(false);
      expect(early).toContain('<code class="language-ts">const answer: number = 42;');
      expect(early).toContain('/@vite/client');
      // once the page is answered, its code goes to the highlighter
      await expect.poll(() => start.site.highlighting.running, POLL).toBe(true);
      loadVite();
      await start.server;
      // once the browser has loaded it, the server renders it, and keeps that HTML for the next start
      start.site.firstLoad();
      const highlighted = /<span style="[^"]*--shiki-dark:[^"]*">[^<]*answer/;
      await expect.poll(async () => (await keptPageA('/guide/code', 'en/guide/code.md')) ?? '', POLL).toMatch(highlighted);
      expect(await (await fetch(`${url}/guide/code`)).text()).toMatch(highlighted);
    } finally {
      loadVite();
      await (await start.server).close();
    }
  }, 120_000);
  it('loads Vite only once the page asked for right after listening is answered', async () => {
    writeFileSync(join(contentDir, 'en/guide/soon.md'), '# Soon\n\n```ts\nconst soon = 1;\n```\n');
    const start = await startDev(options({ pageCacheDir: undefined }));
    let viteCreated = false;
    void start.server.then(() => (viteCreated = true));
    try {
      // asked for as a browser already open on the URL asks: at once
      const page = await fetch(`http://127.0.0.1:${start.front.port}/guide/soon`);
      const createdWhenAnswered = viteCreated;
      expect(await page.text()).toContain('<code class="language-ts">const soon = 1;');
      expect(createdWhenAnswered).toBe(false);
      await start.server;
    } finally {
      await (await start.server).close();
    }
  }, 120_000);
});
