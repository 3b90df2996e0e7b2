// Components from Markdown (tests/fixtures/components, the README's worked example) in the
// browser: prerendered, interactive on a directly opened page (each hydrated as an island) and
// after a client navigation (rendered from the page tree).
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, settled, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('components');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

/** Click each component's button and see it react; the slot Markdown stays as it was. */
async function expectComponentsWork(page: Page) {
  const content = page.locator('[data-rp-content]');
  const counter = content.getByRole('button', { name: 'Clicks: 3' });
  await counter.click();
  await expect.poll(() => content.getByRole('button', { name: /^Clicks: / }).innerText()).toBe('Clicks: 4');
  const steps = content.getByRole('region', { name: 'Install' });
  await steps.getByRole('button', { name: 'Mark as done' }).click();
  await expect.poll(() => steps.locator('.steps-title').innerText()).toBe('Install (done)');
  // the slot: rendered Markdown with its link, and a component inside it that works on its own
  expect(await steps.getByRole('listitem').allInnerTexts()).toEqual(['Run npm add quire -D.', 'Read the introduction.']);
  expect(await steps.getByRole('link', { name: 'introduction' }).getAttribute('href')).toBe('/guide/intro');
  await steps.getByRole('button', { name: 'Nested: 0' }).click();
  await expect.poll(() => steps.getByRole('button', { name: /^Nested: / }).innerText()).toBe('Nested: 1');
}

describe('components from Markdown in the browser', () => {
  test('work on a directly opened page, hydrated in place without mismatches, and leave with their page', async ({ page, watched }) => {
    await page.goto(site.origin + '/guide/counter');
    await hydrated(page);
    await expectComponentsWork(page);
    // a link in a slot navigates on the client, and the islands go with the content they stood in
    await page.locator('[data-rp-content]').getByRole('link', { name: 'introduction' }).click();
    await page.waitForURL('**/guide/intro');
    await expect.poll(() => page.locator('[data-rp-content]').innerText()).toContain('A page without components.');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('work after a client navigation to their page', async ({ page, watched }) => {
    await page.goto(site.origin + '/guide/intro');
    await hydrated(page);
    await page.locator('[data-rp-content]').getByRole('link', { name: 'the counter' }).click();
    await page.waitForURL('**/guide/counter');
    await expectComponentsWork(page);
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  test('a page without components loads none of their code; hovering a link to one preloads it', async ({ page, watched }) => {
    const componentCode = () =>
      watched.requests.flatMap((url) => /\/assets\/(Counter|Steps|hydrate-islands|_virtual_site-islands)-/.exec(url)?.[1] ?? []);
    await page.goto(site.origin + '/guide/intro');
    await settled(page);
    expect(componentCode()).toEqual([]);
    await page.locator('[data-rp-content]').getByRole('link', { name: 'the counter' }).hover();
    await expect.poll(() => componentCode()).toEqual(expect.arrayContaining(['Counter', 'Steps']));
  });
});
