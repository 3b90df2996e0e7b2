// @vitest-environment jsdom
// Search provider faults seen through the dialog, with the real algoliasearch client talking to
// fake hosts on 127.0.0.1: every fault ends on the error screen, after the expected number of
// requests, with no uncaught error; the dialog searches again once the hosts answer.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog } from '../../../../src/client/search/SearchDialog';
import { createAlgoliaProvider } from '../../../../src/client/search/providers/algolia-provider';
import { siteWith } from '../theme/page-harness';
import { algoliaHit, startFakeAlgolia, type FakeAlgolia, type FakeHandler } from './fake-algolia-server';

const servers: FakeAlgolia[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);
const onWindowError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message);
let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  uncaught.length = 0;
  process.on('unhandledRejection', onUncaught);
  process.on('uncaughtException', onUncaught);
  window.addEventListener('error', onWindowError);
  consoleError = vi.spyOn(console, 'error');
  // the dialog reports a failed search as a warning: expected here, kept quiet
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  process.off('unhandledRejection', onUncaught);
  process.off('uncaughtException', onUncaught);
  window.removeEventListener('error', onWindowError);
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

async function fake(handler?: FakeHandler): Promise<FakeAlgolia> {
  const server = await startFakeAlgolia(handler);
  servers.push(server);
  return server;
}

/** A port nothing listens on: a server started, then closed. */
async function refusedHost(): Promise<FakeAlgolia['hosts']> {
  const server = await startFakeAlgolia();
  await server.close();
  return server.hosts;
}

function openDialog(hosts: FakeAlgolia['hosts'], lang: 'en' | 'zh' = 'en') {
  const algolia = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'rstest', hosts };
  const site = siteWith({ search: { provider: 'algolia', maxResultsPerGroup: 20, algolia } });
  const provider = createAlgoliaProvider({ config: algolia, lang, base: '/' });
  render(<SearchDialog site={site} lang={lang} initialQuery="" onClose={() => {}} provider={async () => provider} />);
  return screen.getByRole('combobox') as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const searches = (server: FakeAlgolia) => server.requests.filter((r) => r.path === '/1/indexes/*/queries');
const EN_ERROR = 'Unable to fetch results';
const ZH_ERROR = '无法获取结果';

function expectNoUncaughtError() {
  expect(uncaught).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
}

describe('client/search: provider faults in the dialog (real algoliasearch client, fake hosts)', () => {
  it('a 403 (bad key) makes exactly one request and shows the error screen', async () => {
    const server = await fake(() => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } }));
    const input = openDialog(server.hosts);
    type(input, 'cli');
    expect(await screen.findByText(EN_ERROR)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('You might want to check your network connection.');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(searches(server)).toHaveLength(1);
    expect(consoleWarn).toHaveBeenCalledWith('[quire] search failed', expect.anything());
    expectNoUncaughtError();
  });

  it('an unparsable 200 body shows the error screen', async () => {
    const server = await fake(() => ({ status: 200, body: '<html>not json' }));
    const input = openDialog(server.hosts);
    type(input, 'cli');
    expect(await screen.findByText(EN_ERROR)).toBeTruthy();
    expect(searches(server)).toHaveLength(1);
    expectNoUncaughtError();
  });

  it('a 200 without results in it (wrong shape) shows the error screen, not an empty list', async () => {
    const server = await fake(() => ({ status: 200, body: { unexpected: true } }));
    const input = openDialog(server.hosts);
    type(input, 'cli');
    expect(await screen.findByText(EN_ERROR)).toBeTruthy();
    expectNoUncaughtError();
  });

  it("every host down (one refuses connections, one answers 503): 'Unable to fetch results', each host tried once", async () => {
    const unavailable = await fake(() => ({ status: 503, body: { message: 'down' } }));
    const input = openDialog([...(await refusedHost()), ...unavailable.hosts]);
    type(input, 'cli');
    expect(await screen.findByText(EN_ERROR)).toBeTruthy();
    expect(searches(unavailable)).toHaveLength(1);
    expectNoUncaughtError();
  });

  it("every host down in Chinese: '无法获取结果'", async () => {
    const a = await fake(() => ({ status: 500, body: {} }));
    const input = openDialog([...(await refusedHost()), ...a.hosts], 'zh');
    type(input, '快照');
    expect(await screen.findByText(ZH_ERROR)).toBeTruthy();
    expect(screen.getByText('你可能需要检查你的网络连接')).toBeTruthy();
    expectNoUncaughtError();
  });

  it('after an error, the next query shows hits once the host answers again', async () => {
    let healthy = false;
    const server = await fake(() =>
      healthy ? { status: 200, body: { results: [{ hits: [algoliaHit()], nbHits: 1, queryID: 'q' }] } } : { status: 500, body: {} },
    );
    const input = openDialog(server.hosts);
    type(input, 'cli');
    await screen.findByText(EN_ERROR);
    healthy = true;
    type(input, 'cli tests');
    expect(await screen.findByRole('option')).toBeTruthy();
    expect(screen.queryByText(EN_ERROR)).toBeNull();
    expectNoUncaughtError();
  });
});
