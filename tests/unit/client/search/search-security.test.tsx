// @vitest-environment jsdom
// Hostile text in search, for both providers through the real dialog: hit text holding markup is
// shown as characters (one <mark> for the one matched word, no element from the hit), hostile
// queries neither throw nor inject markup, and the query is capped at 512 characters. The local
// provider runs on an index built by the build's own code from a record holding the markup.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog } from '../../../../src/client/search/SearchDialog';
import { MAX_QUERY_LENGTH } from '../../../../src/client/search/limits';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../../../src/client/search/markers';
import { createAlgoliaProvider } from '../../../../src/client/search/providers/algolia-provider';
import { createLocalProvider } from '../../../../src/client/search/providers/local-provider';
import type { SearchProvider } from '../../../../src/client/search/providers/types';
import { servedIndex } from './served-index';
import type { SearchRecord } from '../../../../src/shared/types';
import { siteWith } from '../theme/page-harness';
import { algoliaHit, startFakeAlgolia, type FakeAlgolia } from './fake-algolia-server';

const HOSTILE = '<img src=x onerror=alert(1)>';
const HOSTILE_TITLE = '<script>alert("title")</script>Markup page';
const LONG_QUERY = `${HOSTILE}"'\\(.*`.repeat(20);
const HOSTILE_QUERIES = ['<script>', '(.*', '\\', LONG_QUERY];
const site = siteWith({
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' }] },
});

let alertSpy: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
const servers: FakeAlgolia[] = [];
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(async () => {
  document.head.querySelector('meta[name="rp-search-index"]')?.remove();
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

/** A provider that records the queries it is asked. */
function recording(provider: SearchProvider, queries: string[]): SearchProvider {
  return { ...provider, search: (query, options) => (queries.push(query), provider.search(query, options)) };
}

// ---- local provider: a real index file built from a record holding markup -----------------------

const RECORDS: SearchRecord[] = [
  {
    objectID: '/guide/markup:0',
    url: 'https://docs.test/guide/markup',
    type: 'content',
    hierarchy: { lvl0: 'Guide', lvl1: HOSTILE_TITLE, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: `${HOSTILE} snapshot`,
    lang: 'en',
  },
];
let indexRun = 0;

async function localProvider(queries: string[]): Promise<SearchProvider> {
  // the pieces as text, exactly as the browser receives them
  const served = servedIndex(RECORDS, 'en', `/security-${++indexRun}`);
  const meta = document.createElement('meta');
  meta.name = 'rp-search-index';
  meta.content = `en=${served.url}`;
  document.head.append(meta);
  return recording(createLocalProvider({ lang: 'en', fetchFn: served.fetchFn as unknown as typeof fetch }), queries);
}

// ---- Algolia: the real client against a fake host answering with hostile hits --------------------

async function algoliaProvider(queries: string[]): Promise<SearchProvider> {
  const hit = algoliaHit({
    url: 'https://rstest.rs/guide/markup',
    type: 'content',
    hierarchy: { lvl0: 'Guide', lvl1: HOSTILE_TITLE, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: `${HOSTILE} snapshot`,
    _snippetResult: { content: { value: `${HOSTILE} ${HIGHLIGHT_PRE}snapshot${HIGHLIGHT_POST}` } },
    _highlightResult: { hierarchy: { lvl1: { value: HOSTILE_TITLE } } },
  });
  const server = await startFakeAlgolia((request) => {
    const query: string = request.json?.requests?.[0]?.query ?? '';
    // answers the word only, so a hostile query lands on the no-results screen
    return { status: 200, body: { results: [{ hits: /snapshot|img/.test(query) ? [hit] : [], nbHits: 1, queryID: 'q' }] } };
  });
  servers.push(server);
  const config = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'rstest', hosts: server.hosts };
  return recording(createAlgoliaProvider({ config, lang: 'en', base: '/' }), queries);
}

const PROVIDERS: [name: string, make: (queries: string[]) => Promise<SearchProvider>][] = [
  ['local', localProvider],
  ['algolia', algoliaProvider],
];

function openDialog(provider: SearchProvider) {
  render(<SearchDialog site={site} lang="en" initialQuery="" onClose={() => {}} navigate={() => {}} provider={async () => provider} />);
  return screen.getByRole('combobox') as HTMLInputElement;
}
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const modal = () => document.querySelector('.rp-search-modal')!;

function expectNothingInjected() {
  expect(modal().querySelector('img, script, iframe, object, [onerror], [onload]')).toBeNull();
  expect(document.querySelector('img[src="x"], script')).toBeNull();
  expect(alertSpy).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
}

for (const [name, make] of PROVIDERS) {
  describe(`client/search with the ${name} provider: hostile text`, () => {
    it('a hit holding markup renders as literal text, with exactly one <mark> and no element from the hit', async () => {
      const input = openDialog(await make([]));
      type(input, 'snapshot');
      const option = await screen.findByRole('option');
      expect(option.querySelectorAll('mark')).toHaveLength(1);
      expect(option.querySelector('mark')!.textContent).toBe('snapshot');
      expect(option.querySelector('.rp-search-hit-title')!.textContent).toBe(`${HOSTILE} snapshot`);
      expect(option.querySelector('.rp-search-hit-path')!.textContent).toBe(HOSTILE_TITLE);
      expect(option.getAttribute('href')).toBe('/guide/markup');
      expectNothingInjected();
    });

    it('hostile queries (<script>, (.*, a backslash, 600 characters) throw nothing and inject nothing; the query is capped at 512', async () => {
      const queries: string[] = [];
      const input = openDialog(await make(queries));
      for (const query of HOSTILE_QUERIES) {
        type(input, query);
        const expected = query.slice(0, MAX_QUERY_LENGTH);
        expect(input.value).toBe(expected);
        // settled: either hits or the no-results screen for this very query
        await waitFor(() => {
          const noResults = screen.queryByText(/^No results for/);
          const answered = noResults
            ? noResults.querySelector('strong')?.textContent === expected
            : screen.queryAllByRole('option').length > 0;
          expect(answered).toBe(true);
        });
        expect(screen.queryByText('Unable to fetch results')).toBeNull();
        expectNothingInjected();
      }
      expect(queries.length).toBeGreaterThanOrEqual(HOSTILE_QUERIES.length);
      expect(Math.max(...queries.map((q) => q.length))).toBe(MAX_QUERY_LENGTH);
      expect(queries).toContain(LONG_QUERY.slice(0, MAX_QUERY_LENGTH));
      expect(consoleWarn).not.toHaveBeenCalled();
    });

    it('the no-results screen shows a hostile query as text and puts it in the issue link only URL-encoded', async () => {
      const input = openDialog(await make([]));
      // no word of it is in the index
      const query = '<b>zzz</b>"&';
      type(input, query);
      const title = await screen.findByText(/^No results for/);
      expect(title.textContent).toBe(`No results for "${query}"`);
      const report = screen.getByText('Let us know.') as HTMLAnchorElement;
      const url = new URL(report.href);
      expect(url.origin + url.pathname).toBe('https://github.com/web-infra-dev/rstest/issues/new');
      expect(url.searchParams.get('title')).toBe(`[Docs search] No results for "${query}"`);
      expect(report.getAttribute('href')).not.toMatch(/[<>"]/);
      expectNothingInjected();
    });
  });
}

describe('client/search with the algolia provider: hostile hit URLs', () => {
  it('a record URL never becomes a link to another site or a script URL', async () => {
    const urls = ['https://rstest.rs//evil.example/a', 'https://rstest.rs/\\evil.example/b', 'javascript:alert(1)', '//evil.example/c'];
    const hits = urls.map((url, i) =>
      algoliaHit({ objectID: `h${i}`, url, type: 'lvl1', hierarchy: { ...algoliaHit().hierarchy, lvl0: 'Guide', lvl1: `Page ${i}` } }),
    );
    const server = await startFakeAlgolia(() => ({ status: 200, body: { results: [{ hits, nbHits: hits.length, queryID: 'q' }] } }));
    servers.push(server);
    const config = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'rstest', hosts: server.hosts };
    const input = openDialog(createAlgoliaProvider({ config, lang: 'en', base: '/' }));
    type(input, 'page');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(urls.length));
    const hrefs = screen.getAllByRole('option').map((option) => option.getAttribute('href')!);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/(?!\/)/);
      expect(new URL(href, 'https://docs.test/').origin).toBe('https://docs.test');
    }
  });
});
