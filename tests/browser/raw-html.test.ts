// A page written in raw HTML (tests/fixtures/raw-html), built for production and served with its
// `_headers`: its <details> opens and closes on a click, on a first visit (the prerendered HTML) as
// after a client navigation (the tree rendered by React), with no hydration warning and no refusal of
// the Content-Security-Policy.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test, type WatchedPage } from './harness';

let site: FixtureSite;
let origin = '';

beforeAll(async () => {
  site = await serveFixtureSite('raw-html');
  origin = site.origin;
}, 180_000);
afterAll(async () => {
  await site?.close();
});

/** The page's images and iframe point at other hosts: answer them here, so the test needs no network. */
async function offline(w: WatchedPage): Promise<void> {
  await w.context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
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
