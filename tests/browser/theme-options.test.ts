// Two fixture sites built and served like the real one (with their _headers): one that sets no theme
// option, and one rebranded through its config (brand colours, custom CSS, head tags).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, settled, test } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
const AXE = resolve(ROOT, 'node_modules/axe-core/axe.min.js');
const servers: Record<'defaults' | 'custom', FixtureSite> = {} as never;

beforeAll(async () => {
  for (const name of ['defaults', 'custom'] as const) servers[name] = await serveFixtureSite(`theme-${name}`);
}, 180_000);
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

const url = (name: keyof typeof servers, path: string) => servers[name].origin + path;

/** Responses of the page with an error status, from now on. */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  return failed;
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

describe('a site that sets no theme option', () => {
  // the harness marks the visit under this site's key otherwise; one language has no redirect anyway
  test.override({ pageOptions: { returningVisitor: false } });

  test('its home shows no toolchain button and no ecosystem section, and every image loads', async ({ page }) => {
    const failed = failedResponses(page);
    await page.goto(url('defaults', '/'));
    await settled(page);
    expect(await page.locator('.rp-eco-menu-button, .rp-eco').count()).toBe(0);
    expect(await page.getByRole('button', { name: /toolchain/i }).count()).toBe(0);
    const images = await page.$$eval('img', (imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 })),
    );
    expect(images).toEqual([
      { src: '/anvil.svg', loaded: true },
      { src: '/anvil.svg', loaded: true },
    ]);
    expect(failed).toEqual([]);
  });

  test("stores the reader's theme and tab choices under the neutral 'rp' keys", async ({ page }) => {
    await page.goto(url('defaults', '/guide/start'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('tab', { name: 'pnpm' }).click();
    await expect.poll(() => storedKeys(page)).toEqual(['rp-theme-appearance', 'rp.tabs.pm']);
    expect(await page.evaluate(() => localStorage.getItem('rp-theme-appearance'))).toBe('dark');
  });
});

describe('a site with its brand colours, custom CSS and head tags', () => {
  test.beforeEach(({ page }) =>
    page.route('https://analytics.fixture.test/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.analytics = true;' }),
    ),
  );

  const brandOf = (page: Page) =>
    page.evaluate(() => ({
      property: getComputedStyle(document.documentElement).getPropertyValue('--rp-c-brand').trim(),
      link: getComputedStyle(document.querySelector('main a')!).color,
    }));

  test('takes its brand in both themes, its CSS, and runs its head script under the policy', async ({ page, watched }) => {
    await page.goto(url('custom', '/guide'));
    await settled(page);
    expect(await brandOf(page)).toEqual({ property: '#1d4ed8', link: 'rgb(29, 78, 216)' });
    expect(await page.$eval('main h1', (h1) => getComputedStyle(h1).letterSpacing)).toBe('0.5px');
    expect(await page.evaluate(() => (window as unknown as { blueDocs?: string }).blueDocs)).toBe('head script ran');
    expect(await page.evaluate(() => (window as unknown as { analytics?: boolean }).analytics)).toBe(true);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => brandOf(page)).toEqual({ property: '#7aa2ff', link: 'rgb(122, 162, 255)' });
    expect(await storedKeys(page)).toContain('blue-docs-theme-appearance');
    expect(watched.problems).toEqual([]);
  });

  describe('axe colour contrast', () => {
    // the site's Content-Security-Policy would refuse the injected axe script
    test.override({ pageOptions: { bypassCSP: true } });

    for (const appearance of ['light', 'dark'] as const) {
      test(`its brand keeps 4.5:1 in the ${appearance} theme`, async ({ page, watched }) => {
        await watched.context.addInitScript((mode) => localStorage.setItem('blue-docs-theme-appearance', mode), appearance);
        await page.goto(url('custom', '/guide'));
        await hydrated(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(appearance === 'dark');
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (context: Document, options: object) => Promise<{ violations: { nodes: { target: string[] }[] }[] }> };
            }
          ).axe;
          const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
          return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
        });
        expect(violations).toEqual([]);
      });
    }
  });
});
