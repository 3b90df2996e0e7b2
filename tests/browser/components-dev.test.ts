// Components from Markdown in `npm run dev` (tests/fixtures/components, over a temporary copy):
// interactive, and an edited component updates in place, keeping its state.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ViteDevServer } from 'vite';
import { createDevServer } from '../../src/node/dev/dev-server';
import fixtureConfig from '../fixtures/components/content/site.config';
import { test } from './harness';

const projectRoot = resolve(import.meta.dirname, '../..');
const POLL = { timeout: 20_000, interval: 50 };
const PAGE_READY_MS = 40_000; // a cold start bundles the client's dependencies first

let server: ViteDevServer;
let url: string;
let tempRoot: string;
beforeAll(async () => {
  // inside the project, so the components' imports of react resolve as in a site that installed quire
  mkdirSync(join(projectRoot, '.vite'), { recursive: true });
  tempRoot = realpathSync(mkdtempSync(join(projectRoot, '.vite/dev-components-')));
  const contentDir = join(tempRoot, 'content');
  cpSync(resolve(projectRoot, 'tests/fixtures/components/content'), contentDir, { recursive: true });
  server = await createDevServer({
    root: projectRoot,
    contentDir,
    config: fixtureConfig,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    cacheDir: join(tempRoot, 'vite-cache'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  url = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});

describe('components from Markdown in npm run dev', () => {
  test('work, and an edited component updates in place with its state', async ({ page }) => {
    const connected = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('[vite] connected'), timeout: PAGE_READY_MS });
    await page.goto(url + '/guide/counter');
    await Promise.all([connected, page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: PAGE_READY_MS })]);
    // as on a built page, each component hydrates on its own once its code has loaded
    await page.waitForLoadState('networkidle');
    const content = page.locator('[data-rp-content]');
    await content.getByRole('button', { name: 'Clicks: 3' }).click();
    await expect.poll(() => content.locator('.counter').first().innerText(), POLL).toBe('Clicks: 4');
    const file = join(tempRoot, 'content/components/Counter.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{label}: {count}', '{label} = {count}'));
    await expect.poll(() => content.locator('.counter').first().innerText(), POLL).toBe('Clicks = 4');
  });
});
