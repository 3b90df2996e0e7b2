// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalProvider, indexUrlOf, UnreadableIndexError } from '../../../../src/client/search/providers/local-provider';
import { faultOf } from '../../../../src/client/search/providers/types';
import { buildIndexFile } from '../../../../src/node/search/search-index';
import { ZH_RECORDS } from './search-fixture';

let run = 0;
function withMeta(): string {
  const url = `/search/zh.local-provider-${++run}.json`;
  const meta = document.createElement('meta');
  meta.name = 'rp-search-index';
  meta.content = `en=/search/en.x.json zh=${url}`;
  document.head.append(meta);
  return url;
}
afterEach(() => document.head.querySelector('meta[name="rp-search-index"]')?.remove());

const indexResponse = () => new Response(JSON.stringify(buildIndexFile(ZH_RECORDS, 'zh', '/')), { status: 200 });

describe('client/search/providers/local-provider', () => {
  it('reads the index URL of a language from the meta tag', () => {
    const url = withMeta();
    expect(indexUrlOf('zh')).toBe(url);
    expect(indexUrlOf('en')).toBe('/search/en.x.json');
    document.head.querySelector('meta[name="rp-search-index"]')!.remove();
    expect(indexUrlOf('en')).toBeNull();
  });

  it('downloads the index once, on prepare or the first search, and answers from it', async () => {
    const url = withMeta();
    const fetchFn = vi.fn(async () => indexResponse());
    const provider = createLocalProvider({ lang: 'zh', fetchFn });
    await provider.prepare();
    const { hits } = await provider.search('快照', { snippetWords: 10 });
    await provider.search('重试', { snippetWords: 10 });
    expect(fetchFn.mock.calls).toEqual([[url]]);
    expect(hits[0].url).toBe('/zh/config/test/update');
  });

  it('retries a failed download once, and again on the next search after giving up', async () => {
    withMeta();
    const fetchFn = vi.fn(async () => new Response('nope', { status: 503 }));
    const provider = createLocalProvider({ lang: 'zh', fetchFn });
    await expect(provider.search('快照', { snippetWords: 10 })).rejects.toThrow(/HTTP 503/);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    fetchFn.mockImplementation(async () => indexResponse());
    const { hits } = await provider.search('快照', { snippetWords: 10 });
    expect(hits.length).toBeGreaterThan(0);
  });

  it('tells an index that arrived unreadable (not JSON, truncated, another format) from a failed download', async () => {
    const bodies = [
      '<html>not json',
      JSON.stringify(buildIndexFile(ZH_RECORDS, 'zh', '/')).slice(0, 500),
      JSON.stringify({ v: 1, docs: [] }),
      JSON.stringify({ ...buildIndexFile(ZH_RECORDS, 'zh', '/'), index: { terms: 'x' } }),
    ];
    for (const body of bodies) {
      const url = withMeta();
      const provider = createLocalProvider({ lang: 'zh', fetchFn: vi.fn(async () => new Response(body, { status: 200 })) });
      const error = await provider.search('快照', { snippetWords: 10 }).catch((e: unknown) => e);
      expect(error, body.slice(0, 40)).toBeInstanceOf(UnreadableIndexError);
      expect((error as Error).message).toContain(`search index ${url} cannot be read`);
      document.head.querySelector('meta[name="rp-search-index"]')?.remove();
    }
    withMeta();
    const offline = createLocalProvider({ lang: 'zh', fetchFn: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(faultOf(await offline.search('快照', { snippetWords: 10 }).catch((e: unknown) => e))).toBe('network');
  });

  it('fails the search when the page names no index', async () => {
    await expect(createLocalProvider({ lang: 'zh', fetchFn: vi.fn() }).search('x', { snippetWords: 10 })).rejects.toThrow(
      /no search index/,
    );
  });
});
