// The Markdown plugins of the site config (tests/fixtures/markdown-plugins) in the browser: what
// they add is prerendered, and rendered the same from the page tree after a client navigation.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('markdown-plugins');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

describe('site config Markdown plugins in the browser', () => {
  test('their output survives hydration and a client navigation, with its outline entry', async ({ page, watched }) => {
    await page.goto(site.origin + '/guide/intro');
    await hydrated(page);
    const content = page.locator('[data-rp-content]');
    expect(await content.innerText()).toContain('This is version 1.2.3.');
    await content.getByRole('link', { name: 'install' }).click();
    await page.waitForURL('**/guide/install');
    await expect.poll(() => content.innerText()).toContain('Install version 1.2.3 with npm install.');
    expect(await content.getByRole('heading', { level: 2, name: 'See also' }).getAttribute('id')).toBe('see-also');
    expect(await page.locator('#rp-outline').getByRole('link', { name: 'See also' }).getAttribute('href')).toBe('#see-also');
    expect(watched.documentLoads()).toBe(1);
    expect(watched.problems).toEqual([]);
  });
});
