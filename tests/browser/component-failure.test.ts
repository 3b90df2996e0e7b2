// A component that throws only in the browser (tests/fixtures/component-failure): its island keeps
// the prerendered HTML, one console error names it, and the other islands on the page still work.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('component-failure');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

describe('a component failing in the browser', () => {
  test('keeps its prerendered HTML, is reported once by name, and leaves the other islands working', async ({ page, watched }) => {
    await page.goto(site.origin + '/');
    await hydrated(page);
    await expect.poll(() => watched.problems).toEqual([expect.stringContaining('the component Fragile failed in the browser')]);
    // the island is the HTML the server sent, node for node
    const island = 'rp-island[data-name="Fragile"]';
    const served = await page.evaluate(async (selector) => {
      const html = await (await fetch(location.href)).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelector(selector)?.outerHTML;
    }, island);
    expect(served).toContain('Prerendered title');
    expect(await page.locator(island).evaluate((element) => element.outerHTML)).toBe(served);
    const box = page.getByRole('region', { name: 'Fragile box' });
    expect(await box.innerText()).toContain('Text in the slot of the failing component.');
    // the island in its slot and the one beside it are interactive
    const content = page.locator('[data-rp-content]');
    await content.getByRole('button', { name: 'Nested: 0' }).click();
    await expect.poll(() => box.getByRole('button', { name: /^Nested: / }).innerText()).toBe('Nested: 1');
    await content.getByRole('button', { name: 'Clicks: 0' }).click();
    await expect.poll(() => content.getByRole('button', { name: /^Clicks: / }).innerText()).toBe('Clicks: 1');
    expect(watched.problems).toHaveLength(1);
    expect(watched.documentLoads()).toBe(1);
  });
});
