// `npm run dev` after an earlier one: the first request for a page the last server showed is answered
// with the HTML it kept, and the page is rendered right after; a render that differs reloads the
// browser with it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { devCaches } from '../../src/node/cache/dev-caches';
import type { KeptHtmlKey } from '../../src/node/cache/kept-html';
import { createSiteState } from '../../src/node/site/create-site-state';
import fixtureConfig from '../fixtures/dev-site/content/site.config';
import { test } from './harness';
import { copyDevContent, startDevSite } from './dev-site';

const POLL = { timeout: 40_000, interval: 50 };
const projectRoot = resolve(import.meta.dirname, '../..');

let contentDir: string;
let pageCacheDir: string;
beforeAll(() => {
  contentDir = copyDevContent();
  pageCacheDir = mkdtempSync(join(tmpdir(), 'rp-dev-kept-'));
});
afterAll(() => {
  rmSync(dirname(contentDir), { recursive: true, force: true });
  rmSync(pageCacheDir, { recursive: true, force: true });
});

/** The kept HTML of a page (/guide/a by default), as the servers over this content keep it. */
function keptPage(url = '/guide/a', page = 'en/guide/a.md') {
  const state = createSiteState(fixtureConfig, { root: projectRoot, contentDir });
  const { html } = devCaches(pageCacheDir, { root: projectRoot, contentDir, site: state.site }, () => {});
  const file = join(contentDir, page);
  const key: KeptHtmlKey = { url, source: readFileSync(file, 'utf8'), mtimeMs: statSync(file).mtimeMs, routes: state.routes };
  return { read: () => html.read(key), write: (text: string) => html.write(key, text) };
}

/**
 * A first server answers `url` (its page showing `text`) and keeps that answer; the kept HTML is then
 * made to say 'Kept by an earlier server.' instead, so that the next server finds it changed since.
 * Returns what the first server kept.
 */
async function staleKeptAnswer(url: string, page: string, text: string): Promise<string> {
  const first = await startDevSite({ contentDir, pageCacheDir });
  try {
    expect(await (await fetch(`${first.url}${url}`)).text()).toContain(text);
  } finally {
    await first.close();
  }
  await expect.poll(async () => (await keptPage(url, page).read()) ?? '', POLL).toContain(text);
  const rendered = (await keptPage(url, page).read())!;
  await keptPage(url, page).write(rendered.replace(text, 'Kept by an earlier server.'));
  return rendered;
}

describe('dev: the HTML kept from the last dev server', () => {
  test('answers the first request, and a page that renders differently now reloads the browser with its render', async ({ watched }) => {
    const rendered = await staleKeptAnswer('/guide/a', 'en/guide/a.md', 'Page A first paragraph.');

    const next = await startDevSite({ contentDir, pageCacheDir });
    try {
      const { page } = watched;
      // each document's body, read as it arrives (a reload drops the one before)
      const documents: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().isNavigationRequest()) documents.push(response.text());
      });
      await page.goto(`${next.url}/guide/a`);
      // checked once the browser has loaded the page: the render differs, and the browser reloads
      await expect.poll(() => documents.length, POLL).toBe(2);
      expect(await documents[0]).toContain('Kept by an earlier server.');
      expect(await documents[1]).toContain('Page A first paragraph.');
      // and the render is what the next server will answer with, once it is written
      await expect.poll(() => keptPage().read(), POLL).toBe(rendered);
    } finally {
      await next.close();
    }
  });

  test('keeps a page edited in the server as the server closes, so that the next server answers with the edit', async ({ page }) => {
    const server = await startDevSite({ contentDir, pageCacheDir });
    const file = join(contentDir, 'en/guide/a.md');
    try {
      await page.goto(`${server.url}/guide/a`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // the edit reaches the open page once Vite's socket is connected: written until it shows
      await expect
        .poll(async () => {
          if (!readFileSync(file, 'utf8').includes('Edited before the restart.'))
            writeFileSync(file, `${readFileSync(file, 'utf8')}\nEdited before the restart.\n`);
          return page.evaluate(() => document.querySelector('main')?.textContent ?? '');
        }, POLL)
        .toContain('Edited before the restart.');
    } finally {
      await server.close();
    }
    expect(await keptPage().read()).toContain('Edited before the restart.');
  });

  test('checks an answer soon after the server listens when no browser loads the page', async () => {
    const home = () => keptPage('/', 'en/index.md');
    const rendered = await staleKeptAnswer('/', 'en/index.md', 'Welcome to the dev fixture home page.');

    const next = await startDevSite({ contentDir, pageCacheDir });
    try {
      // answered from the kept HTML; nothing loads the page, and the server checks it all the same
      expect(await (await fetch(`${next.url}/`)).text()).toContain('Kept by an earlier server.');
      await expect.poll(() => home().read(), POLL).toBe(rendered);
    } finally {
      await next.close();
    }
  });
});
