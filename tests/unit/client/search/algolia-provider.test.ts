import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, DeserializationError, RetryError } from '@algolia/client-common';
import { createAlgoliaProvider, routeOfHitUrl, type AlgoliaConfig } from '../../../../src/client/search/providers/algolia-provider';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../../../src/client/search/markers';
import { algoliaHit, startFakeAlgolia, type FakeAlgolia } from './fake-algolia-server';

const servers: FakeAlgolia[] = [];
async function fake(...args: Parameters<typeof startFakeAlgolia>) {
  const server = await startFakeAlgolia(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const config = (hosts: AlgoliaConfig['hosts'], extra: Partial<AlgoliaConfig> = {}): AlgoliaConfig => ({
  appId: 'TESTAPP',
  apiKey: 'search-only-key',
  indexName: 'rstest',
  hosts,
  ...extra,
});

const answer = (hits: unknown[] = [algoliaHit()]) => ({ status: 200, body: { results: [{ hits, nbHits: hits.length, queryID: 'q-42' }] } });

describe('client/search/providers/algolia-provider', () => {
  it('sends one multi-query request with the app id and key', async () => {
    const server = await fake(() => answer());
    const provider = createAlgoliaProvider({ config: config(server.hosts, { insights: true }), lang: 'zh', base: '/' });
    await provider.search('snapshot', { snippetWords: 10 });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.headers['content-type']).toBe('text/plain');
    const appId = request.headers['x-algolia-application-id'] ?? request.query['x-algolia-application-id'];
    const apiKey = request.headers['x-algolia-api-key'] ?? request.query['x-algolia-api-key'];
    expect([appId, apiKey]).toEqual(['TESTAPP', 'search-only-key']);
    expect(request.json.requests).toHaveLength(1);
    expect(request.json.requests[0]).toEqual({
      indexName: 'rstest',
      query: 'snapshot',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: ['lang:zh'],
    });
  });

  it('asks for 5-word snippets when the dialog says the screen is narrow, and no click analytics without insights', async () => {
    const server = await fake(() => answer());
    await createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/' }).search('cli', { snippetWords: 5 });
    const request = server.requests[0].json.requests[0];
    expect(request.attributesToSnippet).toContain('content:5');
    expect(request.attributesToSnippet).toContain('hierarchy.lvl1:5');
    expect(request.clickAnalytics).toBe(false);
  });

  it('asks only for the version being read when given one, and for the language alone otherwise', async () => {
    const server = await fake(() => answer());
    await createAlgoliaProvider({ config: config(server.hosts), lang: 'zh', version: 'v1', base: '/' }).search('cli', { snippetWords: 10 });
    await createAlgoliaProvider({ config: config(server.hosts), lang: 'zh', base: '/' }).search('cli', { snippetWords: 10 });
    expect(server.requests.map((r) => r.json.requests[0].facetFilters)).toEqual([['lang:zh', 'version:v1'], ['lang:zh']]);
  });

  it('maps hits to route paths with their highlights, position and query id', async () => {
    const hit = algoliaHit({
      url: 'https://rstest.rs/docs/guide/basic/cli#commands',
      _snippetResult: { content: { value: `Runs the ${HIGHLIGHT_PRE}tests${HIGHLIGHT_POST} once` } },
      _highlightResult: { hierarchy: { lvl0: { value: 'Guide' }, lvl1: { value: 'CLI' } } },
    });
    const server = await fake(() => answer([hit]));
    const { hits, queryID } = await createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/docs/' }).search('tests', {
      snippetWords: 10,
    });
    expect(queryID).toBe('q-42');
    expect(hits[0]).toMatchObject({
      objectID: 'hit-1',
      url: '/guide/basic/cli#commands',
      type: 'content',
      position: 1,
      queryID: 'q-42',
      marked: { content: `Runs the ${HIGHLIGHT_PRE}tests${HIGHLIGHT_POST} once`, hierarchy: { lvl0: 'Guide', lvl1: 'CLI' } },
    });
  });

  it("keeps at most 3 hits of a page, each page's best first, every hit with its position in Algolia's answer", async () => {
    const cli = (n: number) => algoliaHit({ objectID: `cli-${n}`, url: `https://rstest.rs/guide/basic/cli#part-${n}` });
    const retry = algoliaHit({ objectID: 'retry', url: 'https://rstest.rs/config/test/retry' });
    const server = await fake(() => answer([cli(1), cli(2), cli(3), cli(4), cli(5), retry]));
    const { hits } = await createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/' }).search('cli', {
      snippetWords: 10,
    });
    expect(hits.map((hit) => [hit.objectID, hit.position])).toEqual([
      ['cli-1', 1],
      ['retry', 6],
      ['cli-2', 2],
      ['cli-3', 3],
    ]);
    // the request is the documented one: no distinct or other extra parameter
    expect(Object.keys(server.requests[0].json.requests[0])).not.toContain('distinct');
  });

  it('turns a 4xx into an API error with its message and status, after exactly one request', async () => {
    const server = await fake(() => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } }));
    const search = createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/' }).search('x', { snippetWords: 10 });
    const error = await search.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid Application-ID or API key');
    expect((error as ApiError).status).toBe(403);
    expect(server.requests).toHaveLength(1);
  });

  it('turns an unparsable 2xx body into a deserialization error carrying the response', async () => {
    const server = await fake(() => ({ status: 200, body: '<html>not json' }));
    const error = await createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/' })
      .search('x', { snippetWords: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeserializationError);
    expect((error as DeserializationError).response.content).toBe('<html>not json');
  });

  it('tries the next host when one answers 5xx, and another when one refuses the connection', async () => {
    const down = await fake(() => ({ status: 503, body: { message: 'unavailable' } }));
    const up = await fake(() => answer());
    const closed = await fake();
    await closed.close();
    servers.splice(servers.indexOf(closed), 1);
    // tried in the given order
    const hosts = [...down.hosts, ...closed.hosts, ...up.hosts];
    const { hits } = await createAlgoliaProvider({ config: config(hosts), lang: 'en', base: '/' }).search('cli', { snippetWords: 10 });
    expect(hits).toHaveLength(1);
    expect(down.requests).toHaveLength(1);
    expect(up.requests).toHaveLength(1);
  });

  it('gives up with a retry error when every host fails', async () => {
    const a = await fake(() => ({ status: 500, body: {} }));
    const b = await fake(() => ({ status: 502, body: {} }));
    const error = await createAlgoliaProvider({ config: config([...a.hosts, ...b.hosts]), lang: 'en', base: '/' })
      .search('cli', { snippetWords: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).message).toMatch(/Unreachable hosts/);
    expect(a.requests.length + b.requests.length).toBe(2);
  });

  it("sends an 'Item Selected' insights event for a chosen hit when insights are on", async () => {
    const server = await fake((request) => (request.path === '/1/events' ? { status: 200, body: { status: 200 } } : answer()));
    const provider = createAlgoliaProvider({ config: config(server.hosts, { insights: true }), lang: 'en', base: '/' });
    const { hits } = await provider.search('cli', { snippetWords: 10 });
    provider.hitSelected!(hits[0]);
    await expect.poll(() => server.requests.filter((r) => r.path === '/1/events')).toHaveLength(1);
    const event = server.requests.find((r) => r.path === '/1/events')!;
    expect(event.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(event.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(event.json.events).toEqual([
      expect.objectContaining({
        eventType: 'click',
        eventName: 'Item Selected',
        index: 'rstest',
        objectIDs: ['hit-1'],
        positions: [1],
        queryID: 'q-42',
        userToken: expect.any(String),
      }),
    ]);
  });

  it('sends no insights event when insights are off', async () => {
    const server = await fake(() => answer());
    // the provider sends its events through fetchFn, at once: a call that does not happen now never does
    const fetchFn = vi.fn(fetch);
    const provider = createAlgoliaProvider({ config: config(server.hosts), lang: 'en', base: '/', fetchFn });
    const { hits } = await provider.search('cli', { snippetWords: 10 });
    provider.hitSelected!(hits[0]);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(server.requests.map((r) => r.path)).toEqual(['/1/indexes/*/queries']);
  });

  it('refuses to start without an app id or key, naming the missing one', () => {
    expect(() => createAlgoliaProvider({ config: { appId: '', apiKey: 'k', indexName: 'i' }, lang: 'en', base: '/' })).toThrow(
      '`appId` is missing.',
    );
    expect(() => createAlgoliaProvider({ config: { appId: 'A', apiKey: '', indexName: 'i' }, lang: 'en', base: '/' })).toThrow(
      '`apiKey` is missing.',
    );
  });

  it('strips origin and base from hit URLs', () => {
    expect(routeOfHitUrl('https://rstest.rs/zh/guide/start/#介绍', '/')).toBe('/zh/guide/start/#%E4%BB%8B%E7%BB%8D');
    expect(routeOfHitUrl('https://x.dev/docs/api/', '/docs/')).toBe('/api/');
    expect(routeOfHitUrl('/guide/a#b', '/')).toBe('/guide/a#b');
  });
});
