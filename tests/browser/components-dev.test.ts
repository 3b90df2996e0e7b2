// Components from Markdown in `npm run dev` (tests/fixtures/components, over a temporary copy):
// interactive, and an edited component updates in place, keeping its state.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import fixtureConfig from '../fixtures/components/content/site.config';
import { startProjectDevSite, type DevSite } from './dev-site';
import { test } from './harness';

const POLL = { timeout: 20_000, interval: 50 };
const PAGE_READY_MS = 40_000; // a cold start bundles the client's dependencies first

let site: DevSite;
let url: string;
beforeAll(async () => {
  site = await startProjectDevSite('components', fixtureConfig);
  url = site.url;
}, 60_000);
afterAll(async () => {
  await site?.close();
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
    const file = join(site.contentDir, 'components/Counter.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{label}: {count}', '{label} = {count}'));
    await expect.poll(() => content.locator('.counter').first().innerText(), POLL).toBe('Clicks = 4');
  });
});
