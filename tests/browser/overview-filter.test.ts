// The overview pages: the filter right after the introduction, narrowing everything the page lists.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrated, test } from './harness';
import { baseUrl } from './site';

/**
 * Texts of the visible links after the filter: the author's list entries and the cards, or (with
 * `headings`) the page headings the build put under the list's entries, as 'entry > heading'.
 */
const listed = (page: Page, { headings = false } = {}) =>
  page.evaluate((headings) => {
    const filter = document.querySelector('[data-rp-overview-filter]')!;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-rp-content] li a, .rp-overview a'));
    return links
      .filter((a) => filter.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING)
      .filter((a) => a.getClientRects().length > 0)
      .filter((a) => Boolean(a.closest('[data-rp-overview-headers]')) === headings)
      .map((a) => {
        const entry = a.closest('[data-rp-overview-headers]')?.parentElement?.querySelector('a');
        return entry ? `${entry.textContent!.trim()} > ${a.textContent!.trim()}` : a.textContent!.trim();
      });
  }, headings);

describe('overview filter', () => {
  test('/config/: the filter sits after the introduction and above the first entry, in the prerendered HTML', async () => {
    const html = await (await fetch(baseUrl() + '/config/')).text();
    const filter = html.indexOf('data-rp-overview-filter');
    expect(filter).toBeGreaterThan(html.indexOf('This page lists every option'));
    expect(filter).toBeLessThan(html.indexOf('<h2 id="test-configurations"'));
    // every option keeps its one-line description; nothing is listed twice as a card
    expect(html).toContain('retry failing tests');
    expect(html).not.toContain('rp-overview-card');
  });

  test('/config/: typing narrows the list (any case, hyphen as space); prose, empty groups and their outline links hide; clearing restores', async ({
    page,
  }) => {
    await page.goto(baseUrl() + '/config/');
    await hydrated(page);
    const all = await listed(page);
    expect(all).toContain('testTimeout');
    const filter = page.getByLabel('Filter');
    const box = await filter.boundingBox();
    const first = await page.locator('[data-rp-content] li a').first().boundingBox();
    expect(box!.y).toBeLessThan(first!.y);

    await filter.fill('HookTimeout');
    await expect.poll(() => listed(page)).toEqual(['hookTimeout']);
    expect(await page.getByRole('heading', { name: 'runtime' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'mock', exact: true }).isVisible()).toBe(false);
    expect(await page.getByText('Test configurations decide which files').isVisible()).toBe(false);
    expect(await page.locator('.rp-outline a[href="#mock"]').isVisible()).toBe(false);

    // the one-line descriptions match too
    await filter.fill('Console-Output');
    await expect.poll(() => listed(page)).toEqual(['onConsoleLog', 'disableConsoleIntercept']);

    await filter.fill('');
    await expect.poll(() => listed(page)).toEqual(all);
    expect(await page.getByText('Test configurations decide which files').isVisible()).toBe(true);
  });

  test('/config/: each option shows its page’s headings as anchor links; the filter keeps an option whole when it matches, else only the matching headings', async ({
    page,
  }) => {
    await page.goto(baseUrl() + '/config/');
    await hydrated(page);
    const headings = await listed(page, { headings: true });
    expect(headings).toContain('setupFiles > How paths are resolved');
    expect(headings).toContain('setupFiles > Example');
    const filter = page.getByLabel('Filter');

    await filter.fill('paths are RESOLVED');
    await expect.poll(() => listed(page)).toEqual(['setupFiles']);
    await expect.poll(() => listed(page, { headings: true })).toEqual(['setupFiles > How paths are resolved']);

    await filter.fill('setupFiles');
    await expect.poll(() => listed(page, { headings: true })).toEqual(headings.filter((h) => h.startsWith('setupFiles > ')));

    await filter.fill('');
    await expect.poll(() => listed(page, { headings: true })).toEqual(headings);
    await page.getByRole('link', { name: 'How paths are resolved' }).click();
    await page.waitForURL(/\/config\/test\/setupFiles#how-paths-are-resolved$/);
  });

  test('/zh/api/: the cards narrow, and a query with no match says so with the query', async ({ page }) => {
    await page.goto(baseUrl() + '/zh/api/');
    await hydrated(page);
    const filter = page.getByLabel('筛选');
    const cards = page.locator('.rp-overview-card');
    const firstCard = await cards.first().boundingBox();
    expect((await filter.boundingBox())!.y).toBeLessThan(firstCard!.y);

    await filter.fill('TOMATCHSNAPSHOT');
    await expect.poll(() => listed(page)).toEqual(['Expect', 'toMatchSnapshot']);
    await filter.fill('zzzz');
    await expect.poll(() => listed(page)).toEqual([]);
    await expect.poll(() => page.locator('.rp-overview-empty').textContent()).toBe('未找到匹配的 API: zzzz');
    await filter.fill('');
    await expect.poll(() => page.locator('.rp-overview-empty').textContent()).toBe('');
  });

  test('after a client navigation to an overview, the filter works the same', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Config', exact: true }).first().click();
    await page.waitForURL(/\/config\/$/);
    await expect.poll(() => listed(page, { headings: true })).toContain('setupFiles > How paths are resolved');
    const filter = page.getByLabel('Filter');
    await filter.fill('retry');
    await expect.poll(() => listed(page)).toEqual(['retry']);
    await filter.fill('paths are resolved');
    await expect.poll(() => listed(page, { headings: true })).toEqual(['setupFiles > How paths are resolved']);
  });
});
