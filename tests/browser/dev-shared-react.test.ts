// `npm run dev` with a site's component whose hook comes from a CommonJS package of the site's own
// that requires React (tests/fixtures/dev-shared-react, over a temporary copy): that React must be
// the theme's own copy, as a second React breaks hooks.
import { cpSync, mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ViteDevServer } from 'vite';
import { createDevServer } from '../../src/node/dev/dev-server';
import fixtureConfig from '../fixtures/dev-shared-react/content/site.config';
import { removeTemporary } from '../support/remove-temporary';
import { test } from './harness';

const projectRoot = resolve(import.meta.dirname, '../..');
const fixture = resolve(projectRoot, 'tests/fixtures/dev-shared-react');
const POLL = { timeout: 20_000, interval: 50 };
const PAGE_READY_MS = 40_000;

let server: ViteDevServer;
let url: string;
let tempRoot: string;
beforeAll(async () => {
  // inside the project, so the site's package finds react as in a site that installed quire
  mkdirSync(join(projectRoot, '.vite'), { recursive: true });
  tempRoot = realpathSync(mkdtempSync(join(projectRoot, '.vite/dev-shared-react-')));
  const contentDir = join(tempRoot, 'content');
  cpSync(join(fixture, 'content'), contentDir, { recursive: true });
  // the site's own installed package
  cpSync(join(fixture, 'packages/toggle-state'), join(contentDir, 'node_modules/toggle-state'), { recursive: true });
  server = await createDevServer({
    root: projectRoot,
    contentDir,
    config: fixtureConfig,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    // a cold optimizer cache, as on a first `npm run dev`
    cacheDir: join(tempRoot, 'vite-cache'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  url = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (tempRoot) removeTemporary(tempRoot);
});

describe("a site component using a hook of the site's own package, in npm run dev", () => {
  test('renders on the server, hydrates without an error and keeps working', async ({ page, watched }) => {
    const html = await (await fetch(url + '/guide/hooks')).text();
    expect(html).toMatch(/<button type="button" class="toggle">Off<\/button>/);

    const connected = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('[vite] connected'), timeout: PAGE_READY_MS });
    await page.goto(url + '/guide/hooks');
    await Promise.all([connected, page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: PAGE_READY_MS })]);
    // each component hydrates on its own once its code has loaded
    await page.waitForLoadState('networkidle');
    const content = page.locator('[data-rp-content]');
    await content.getByRole('button', { name: 'Off' }).click();
    await expect.poll(() => content.locator('.toggle').innerText(), POLL).toBe('On');
    expect(watched.problems).toEqual([]);
  });
});
