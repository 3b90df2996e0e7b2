// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalProvider, indexUrlOf, UnreadableIndexError } from '../../../../src/client/search/providers/local-provider';
import { faultOf } from '../../../../src/client/search/providers/types';
import { normalizeTerm } from '../../../../src/shared/search-index-format';
import { EN_RECORDS, ZH_RECORDS } from './search-fixture';
import { servedIndex } from './served-index';

let run = 0;
function withMeta(url: string): void {
  const meta = document.createElement('meta');
  meta.name = 'rp-search-index';
  meta.content = `en=/search/en.x.json zh=${url}`;
  document.head.append(meta);
}
afterEach(() => document.head.querySelector('meta[name="rp-search-index"]')?.remove());

/** The Chinese fixture's index served under a folder of its own, its URL in the page's meta tag. */
function served(records = ZH_RECORDS) {
  const index = servedIndex(records, 'zh', `/run-${++run}`);
  withMeta(index.url);
  return index;
}
const asFetch = (fn: unknown) => fn as typeof fetch;

describe('client/search/providers/local-provider', () => {
  it('reads the manifest URL of a language from the meta tag', () => {
    withMeta('/search/zh.1.json');
    expect(indexUrlOf('zh')).toBe('/search/zh.1.json');
    expect(indexUrlOf('en')).toBe('/search/en.x.json');
    document.head.querySelector('meta[name="rp-search-index"]')!.remove();
    expect(indexUrlOf('en')).toBeNull();
  });

  it('downloads the manifest on prepare, then only the pieces each search needs, each once', async () => {
    const index = served();
    const provider = createLocalProvider({ lang: 'zh', fetchFn: asFetch(index.fetchFn) });
    await provider.prepare();
    expect(index.fetchFn.mock.calls).toEqual([[index.url]]);
    const { hits } = await provider.search('快照', { snippetWords: 10 });
    expect(hits[0].url).toBe('/zh/config/test/update');
    const afterFirst = index.fetchFn.mock.calls.length;
    // a term piece and the fragment of each page shown: never every piece of the index
    expect(afterFirst).toBeGreaterThan(1);
    expect(afterFirst).toBeLessThan(index.files.size + 1);
    await provider.search('快照', { snippetWords: 10 });
    expect(index.fetchFn.mock.calls.length).toBe(afterFirst);
    const urls = index.fetchFn.mock.calls.map(([url]) => String(url));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('fetches only a small share of a larger index for one query', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({
      ...EN_RECORDS[1],
      objectID: `x${i}`,
      url: `https://docs.test/p${i}`,
      content: `Page ${i} says word${i} and snapshot${i % 7 === 0 ? ' retry' : ''}.`,
    }));
    const index = servedIndex(many, 'en', `/run-${++run}`);
    const meta = document.createElement('meta');
    meta.name = 'rp-search-index';
    meta.content = `en=${index.url}`;
    document.head.append(meta);
    const provider = createLocalProvider({ lang: 'en', fetchFn: asFetch(index.fetchFn) });
    const { hits } = await provider.search('retry', { snippetWords: 10 });
    expect(hits.length).toBeGreaterThan(0);
    const fetched = index.fetchFn.mock.calls.map(([url]) => index.files.get(String(url))!.length).reduce((a, b) => a + b, 0);
    const all = [...index.files.values()].reduce((sum, text) => sum + text.length, 0);
    expect(fetched).toBeLessThan(all / 4);
  });

  it('retries a failed piece once, and again on the next search after giving up', async () => {
    const index = served();
    const working = index.fetchFn.getMockImplementation()!;
    let failing = true;
    const fetchFn = vi.fn(async (url: string) => (failing && url !== index.url ? new Response('nope', { status: 503 }) : working(url)));
    const provider = createLocalProvider({ lang: 'zh', fetchFn: asFetch(fetchFn) });
    await expect(provider.search('快照', { snippetWords: 10 })).rejects.toThrow(/HTTP 503/);
    const failedPiece = fetchFn.mock.calls.find(([url]) => url !== index.url)![0];
    expect(fetchFn.mock.calls.filter(([url]) => url === failedPiece)).toHaveLength(2);
    failing = false;
    const { hits } = await provider.search('快照', { snippetWords: 10 });
    expect(hits.length).toBeGreaterThan(0);
  });

  it('tells a piece that arrived unreadable (not JSON, truncated, another format) from a failed download', async () => {
    const index = servedIndex(ZH_RECORDS, 'zh');
    const manifest = index.files.get(index.url)!;
    const piece = [...index.files].find(([url]) => /\/t0\.json$/.test(url))!;
    const cases: [target: string, body: string][] = [
      [index.url, '<html>not json'],
      [index.url, manifest.slice(0, 40)],
      [index.url, JSON.stringify({ v: 2, lang: 'zh', pages: [] })],
      [piece[0], '{"v":3,"terms":'],
      [piece[0], JSON.stringify({ v: 3, terms: { [normalizeTerm('快照')]: [1, '1.x'] } })],
    ];
    for (const [target, body] of cases) {
      withMeta(index.url);
      const working = index.fetchFn.getMockImplementation()!;
      const fetchFn = vi.fn(async (url: string) => (url === target ? new Response(body, { status: 200 }) : working(url)));
      const provider = createLocalProvider({ lang: 'zh', fetchFn: asFetch(fetchFn) });
      // every Chinese word lands in the first term pieces of this small index
      const error = await provider.search('快照', { snippetWords: 10 }).catch((e: unknown) => e);
      expect(faultOf(error), body.slice(0, 40)).toBe('index');
      if (target === index.url) {
        expect(error).toBeInstanceOf(UnreadableIndexError);
        expect((error as Error).message).toContain(`search index ${index.url} cannot be read`);
      }
      document.head.querySelector('meta[name="rp-search-index"]')?.remove();
    }
    served();
    const offline = createLocalProvider({ lang: 'zh', fetchFn: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(faultOf(await offline.search('快照', { snippetWords: 10 }).catch((e: unknown) => e))).toBe('network');
  });

  it('fails the search when the page names no index', async () => {
    await expect(createLocalProvider({ lang: 'zh', fetchFn: vi.fn() }).search('x', { snippetWords: 10 })).rejects.toThrow(
      /no search index/,
    );
  });
});
