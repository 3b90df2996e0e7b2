// `npm run dev` with a site's component whose hook comes from a CommonJS package of the site's own
// that requires React (tests/fixtures/dev-shared-react, over a temporary copy): that React must be
// the theme's own copy, as a second React breaks hooks.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import fixtureConfig from '../fixtures/dev-shared-react/content/site.config';
import { startProjectDevSite, type DevSite } from './dev-site';
import { test } from './harness';

const fixture = resolve(import.meta.dirname, '../fixtures/dev-shared-react');
const POLL = { timeout: 20_000, interval: 50 };
const PAGE_READY_MS = 40_000;

let site: DevSite;
let url: string;
beforeAll(async () => {
  // the site's own installed package
  site = await startProjectDevSite('dev-shared-react', fixtureConfig, (contentDir) =>
    cpSync(join(fixture, 'packages/toggle-state'), join(contentDir, 'node_modules/toggle-state'), { recursive: true }),
  );
  url = site.url;
}, 60_000);
afterAll(async () => {
  await site?.close();
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
