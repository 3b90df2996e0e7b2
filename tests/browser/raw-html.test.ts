// A page written in raw HTML (tests/fixtures/raw-html), built for production and served with its
// `_headers`: its <details> opens and closes on a click, on a first visit (the prerendered HTML) as
// after a client navigation (the tree rendered by React), with no hydration warning and no refusal of
// the Content-Security-Policy.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startPreview, type PreviewServer } from '../../scripts/preview';
import { hydrated, test, type WatchedPage } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
let outDir = '';
let server: PreviewServer;
let origin = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'rp-browser-raw-html-'));
  const args = ['scripts/run-bundled.mjs', 'scripts/build.ts', '--content', 'tests/fixtures/raw-html/content', '--out', outDir];
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe' });
  server = await startPreview({ dir: outDir, port: 0, headers: true });
  origin = server.url.replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The page's images and iframe point at other hosts: answer them here, so the test needs no network. */
async function offline(w: WatchedPage): Promise<void> {
  await w.context.route((url) => url.origin !== origin, (route) => route.fulfill({ status: 204, body: '' }));
}

async function expectToggles(page: Page): Promise<void> {
  const details = page.locator('.rp-doc-content details');
  const hidden = page.getByText('paragraph about the wombatfish');
  await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
  expect(await hidden.isVisible()).toBe(false);
  await page.getByText('Why the marsupial').click();
  await expect.poll(() => hidden.isVisible()).toBe(true);
  await page.getByText('Why the marsupial').click();
  await expect.poll(() => hidden.isVisible()).toBe(false);
}

describe('raw HTML in the browser', () => {
  test('first visit: the prerendered details toggles; kbd and the centred paragraph are there; no warning', async ({ watched: w }) => {
    await offline(w);
    await w.page.goto(`${origin}/readme`);
    await hydrated(w.page);
    await expectToggles(w.page);
    expect(await w.page.locator('.rp-doc-content p[align="center"] kbd').allTextContents()).toEqual(['Ctrl', 'K']);
    expect(w.problems).toEqual([]);
  });

  test('after a client navigation: the details React renders toggles the same; no warning, no reload', async ({ watched: w }) => {
    await offline(w);
    await w.page.goto(`${origin}/`);
    await hydrated(w.page);
    await w.page.locator('.rp-doc-content a[href="/readme"]').click();
    await w.page.waitForURL(`${origin}/readme`);
    await expect.poll(() => w.page.locator('.rp-doc-content h1').textContent()).toContain('Quokka Kit');
    await expectToggles(w.page);
    expect(w.documentLoads()).toBe(1);
    expect(await w.page.title()).toBe('Quokka Kit - Raw HTML');
    expect(w.problems).toEqual([]);
  });
});
