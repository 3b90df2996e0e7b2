// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog } from '../../../../src/client/search/SearchDialog';
import { createAlgoliaProvider } from '../../../../src/client/search/providers/algolia-provider';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../../../src/client/search/markers';
import { siteWith } from '../theme/page-harness';
import { algoliaHit, startFakeAlgolia, type FakeAlgolia } from './fake-algolia-server';

const servers: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

async function dialogOn(hostsOf: FakeAlgolia[], lang: 'en' | 'zh' = 'en') {
  const algolia = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'rstest', hosts: hostsOf.flatMap((s) => s.hosts) };
  const site = siteWith({ search: { provider: 'algolia', maxResultsPerGroup: 20, algolia } });
  const provider = createAlgoliaProvider({ config: algolia, lang, base: '/' });
  render(<SearchDialog site={site} lang={lang} initialQuery="" onClose={() => {}} provider={async () => provider} />);
  return screen.getByRole('combobox') as HTMLInputElement;
}

describe('client/search/SearchDialog with the Algolia provider (fake hosts on 127.0.0.1)', () => {
  it('shows the hits the hosts answer with', async () => {
    const hit = algoliaHit({ _snippetResult: { content: { value: `Runs the ${HIGHLIGHT_PRE}tests${HIGHLIGHT_POST} once` } } });
    const server = await startFakeAlgolia(() => ({ status: 200, body: { results: [{ hits: [hit], nbHits: 1, queryID: 'q' }] } }));
    servers.push(server);
    const input = await dialogOn([server]);
    fireEvent.change(input, { target: { value: 'tests' } });
    const option = await screen.findByRole('option');
    expect(option.querySelector('mark')?.textContent).toBe('tests');
    expect(server.requests.filter((r) => r.method === 'POST')[0].json.requests[0].facetFilters).toEqual(['lang:en']);
  });

  it('shows the error screen when every host is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = await startFakeAlgolia(() => ({ status: 500, body: { message: 'down' } }));
    const b = await startFakeAlgolia(() => ({ status: 503, body: { message: 'down' } }));
    servers.push(a, b);
    const input = await dialogOn([a, b], 'zh');
    fireEvent.change(input, { target: { value: 'cli' } });
    expect(await screen.findByText('无法获取结果')).toBeTruthy();
    expect(screen.getByText('你可能需要检查你的网络连接')).toBeTruthy();
    expect(a.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(b.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
