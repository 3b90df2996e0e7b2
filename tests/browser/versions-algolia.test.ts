// A site with two versions searched with Algolia (tests/fixtures/versions-algolia): v2, the default,
// at the root and v1 under /v1/. The test answers Algolia's hosts itself, with a hit of the version
// the request filters on, and records what the dialog asked.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('versions-algolia');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

/** Every host the Algolia client may try: the DSN host, the main one and the fallbacks. */
const ALGOLIA_HOSTS_RE = /^https:\/\/fixtureapp(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' };

/** One hit, on the install page of the version the request filters on (none: v2's). */
function installHit(version: string) {
  const prefix = version === 'v2' ? '' : `/${version}`;
  return {
    objectID: `install-${version}`,
    url: `https://fixture.test${prefix}/guide/install`,
    type: 'lvl1',
    hierarchy: { lvl0: 'Guide', lvl1: `Install ${version}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  };
}

/** Answers Algolia's hosts; returns the facetFilters of every search request, in order. */
async function answerAlgolia(page: Page): Promise<string[][]> {
  const filters: string[][] = [];
  await page.route(ALGOLIA_HOSTS_RE, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const sent = (request.postDataJSON()?.requests?.[0]?.facetFilters ?? []) as string[];
    filters.push(sent);
    const version = sent.find((f) => f.startsWith('version:'))?.slice('version:'.length) ?? 'v2';
    await route.fulfill({
      status: 200,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify({ results: [{ hits: [installHit(version)], nbHits: 1, queryID: `q-${version}` }] }),
    });
  });
  return filters;
}

/** The pages the dialog's options lead to, in the list it shows ('Recent' for an empty query). */
const optionPaths = (page: Page, list: string) =>
  page
    .getByRole('dialog')
    .getByRole('listbox', { name: list })
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => new URL((o as HTMLAnchorElement).href).pathname));

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor();
  return input;
}

/** Searches, checks the filter the request sent, opens the one hit, and waits for its page. */
async function searchAndOpen(page: Page, { version, path, filters }: { version: string; path: string; filters: string[][] }) {
  const input = await openSearch(page);
  expect(await input.getAttribute('placeholder')).toMatch(new RegExp(`\\(${version}\\)$`));
  await input.fill('install');
  await expect.poll(() => filters.at(-1)).toEqual(['lang:en', `version:${version}`]);
  const hit = page.getByRole('dialog').getByRole('option', { name: new RegExp(`Install ${version}`) });
  await hit.click();
  await page.waitForURL((url) => url.pathname === path);
}

const versionMeta = (page: Page) => page.locator('meta[name="docsearch:version"]').getAttribute('content');

describe('Algolia search in a site with versions', () => {
  test('filters by the version being read, says which, and keeps recent searches per version', async ({ page, watched }) => {
    const filters = await answerAlgolia(page);

    await page.goto(site.origin + '/v1/guide/start');
    await hydrated(page);
    expect(await versionMeta(page)).toBe('v1');
    await searchAndOpen(page, { version: 'v1', path: '/v1/guide/install', filters });
    await openSearch(page);
    await expect.poll(() => optionPaths(page, 'Recent')).toEqual(['/v1/guide/install']);
    await page.keyboard.press('Escape');

    await page.goto(site.origin + '/guide/start');
    await hydrated(page);
    expect(await versionMeta(page)).toBe('v2');
    await openSearch(page);
    // v1's recent search is not offered in v2 (the dialog reads the history as it opens)
    expect(await optionPaths(page, 'Recent')).toEqual([]);
    await page.getByRole('dialog').getByText('No recent searches').waitFor();
    await page.keyboard.press('Escape');
    await searchAndOpen(page, { version: 'v2', path: '/guide/install', filters });
    await openSearch(page);
    await expect.poll(() => optionPaths(page, 'Recent')).toEqual(['/guide/install']);
    await page.keyboard.press('Escape');

    await page.goto(site.origin + '/v1/guide/start');
    await hydrated(page);
    await openSearch(page);
    await expect.poll(() => optionPaths(page, 'Recent')).toEqual(['/v1/guide/install']);
    // the default version keeps the key a site without versions has: readers' history survives
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('RECENT')));
    expect(keys.toSorted()).toEqual(['__DOCSEARCH_RECENT_SEARCHES__fixture-docs', '__DOCSEARCH_RECENT_SEARCHES__fixture-docs@v1']);
    expect(filters.every((sent) => sent.length === 2)).toBe(true);
    expect(watched.problems).toEqual([]);
  });
});
