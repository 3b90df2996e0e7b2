import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteWith } from '../theme/page-harness';
import { startFakeAlgolia, type FakeAlgolia } from './fake-algolia-server';

const servers: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
// the module keeps one provider per language and version: each test starts without any
let getProvider: typeof import('../../../../src/client/search/providers/create-provider').getProvider;
beforeEach(async () => {
  vi.resetModules();
  ({ getProvider } = await import('../../../../src/client/search/providers/create-provider'));
});

async function algoliaSite(config: Record<string, unknown> = {}) {
  const server = await startFakeAlgolia(() => ({ status: 200, body: { results: [{ hits: [], nbHits: 0 }] } }));
  servers.push(server);
  const algolia = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'rstest', hosts: server.hosts };
  return { server, site: siteWith({ ...config, search: { provider: 'algolia', maxResultsPerGroup: 20, algolia } }) };
}
const filtersSent = (server: FakeAlgolia) => server.requests.filter((r) => r.method === 'POST').map((r) => r.json.requests[0].facetFilters);

describe('client/search/providers/create-provider', () => {
  it("filters Algolia's records by the version being read on a site with versions, the default version by its name", async () => {
    const { server, site } = await algoliaSite({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } });
    await (await getProvider(site, 'en', 'v1')).search('cli', { snippetWords: 10 });
    await (await getProvider(site, 'en', 'v2')).search('cli', { snippetWords: 10 });
    expect(filtersSent(server)).toEqual([
      ['lang:en', 'version:v1'],
      ['lang:en', 'version:v2'],
    ]);
  });

  it('filters by language alone on a site without versions', async () => {
    const plain = await algoliaSite();
    await (await getProvider(plain.site, 'zh')).search('cli', { snippetWords: 10 });
    expect(filtersSent(plain.server)).toEqual([['lang:zh']]);
  });

  it('filters by language alone on a site that names a single version, which builds as a site without versions', async () => {
    const one = await algoliaSite({ multiVersion: { default: 'v1', versions: ['v1'] } });
    await (await getProvider(one.site, 'zh')).search('cli', { snippetWords: 10 });
    expect(filtersSent(one.server)).toEqual([['lang:zh']]);
  });
});
