import { afterEach, describe, expect, it } from 'vitest';
import {
  adminKeyFrom,
  algoliaTarget,
  describeAlgoliaFailure,
  INDEX_SETTINGS,
  UploadError,
  uploadRecords,
} from '../../../../src/node/search/algolia-upload';
import { uploadRecordsOf, type UploadRecord } from '../../../../src/node/search/upload-records';
import { resolveConfig } from '../../../../src/shared/config';
import type { SearchRecord } from '../../../../src/shared/types';
import { startFakeAlgolia, type FakeAlgolia } from '../../client/search/fake-algolia-server';
import { EN_RECORDS, ZH_RECORDS } from '../../client/search/search-fixture';
import { fakeIndices } from './fake-algolia-indices';

const servers: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function fakeServer(handle: Parameters<typeof startFakeAlgolia>[0]) {
  const server = await startFakeAlgolia(handle);
  servers.push(server);
  return server;
}

const withVersion = (records: SearchRecord[]): UploadRecord[] => records.map((r) => ({ ...r, version: 'latest' }));
const target = (server: FakeAlgolia) => ({ appId: 'TESTAPP', indexName: 'rstest', hosts: server.hosts });

describe('node/search/algolia-upload', () => {
  it('replaces every record of the index with the records of both languages, with the index settings', async () => {
    const fake = fakeIndices();
    const server = await fakeServer(fake.handle);
    fake.indices.set('rstest', { objects: new Map([['stale', { objectID: 'stale' }]]), settings: {} });
    const records = withVersion([...EN_RECORDS, ...ZH_RECORDS]);

    const count = await uploadRecords({ ...target(server), adminKey: 'admin-secret', records });

    expect(count).toBe(records.length);
    const stored = fake.indices.get('rstest')!;
    expect([...stored.objects.keys()].sort()).toEqual(records.map((r) => r.objectID).sort());
    expect(stored.objects.get(ZH_RECORDS[1].objectID)).toEqual({ ...ZH_RECORDS[1], version: 'latest' });
    expect(stored.settings).toMatchObject(INDEX_SETTINGS);
    expect(stored.settings.attributesForFaceting).toEqual(expect.arrayContaining(['lang', 'version']));
    expect([...fake.indices.keys()]).toEqual(['rstest']);
    for (const request of server.requests) {
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(request.headers['x-algolia-api-key']).toBe('admin-secret');
    }
  });

  it('a host that does not answer is one line naming what to check', async () => {
    const server = await fakeServer(() => ({ status: 200 }));
    await server.close();
    servers.length = 0;
    const upload = uploadRecords({ ...target(server), adminKey: 'k', records: withVersion(EN_RECORDS) });
    await expect(upload).rejects.toThrow(UploadError);
    await expect(upload).rejects.toThrow(
      /^Algolia could not be reached \(app TESTAPP\): check the network connection and search\.algolia\.appId$/,
    );
  });

  it('a key Algolia refuses is one line naming the variable and the rights it needs', async () => {
    const server = await fakeServer(() => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } }));
    const upload = uploadRecords({ ...target(server), adminKey: 'k', records: withVersion(EN_RECORDS) });
    await expect(upload).rejects.toThrow(
      /^Algolia refused the upload \(403: Invalid Application-ID or API key\): check that ALGOLIA_ADMIN_KEY holds an admin API key of app TESTAPP/,
    );
    expect(describeAlgoliaFailure({ name: 'ApiError', status: 500, message: 'boom\n  at x' }, 'A')).toBe('Algolia answered 500: boom');
  });

  it('asks for the admin key by name when it is missing', () => {
    expect(() => adminKeyFrom({})).toThrow(/^ALGOLIA_ADMIN_KEY is not set: export the Algolia admin API key/);
    expect(() => adminKeyFrom({ ALGOLIA_ADMIN_KEY: '  ' })).toThrow(/ALGOLIA_ADMIN_KEY is not set/);
    expect(adminKeyFrom({ ALGOLIA_ADMIN_KEY: 'k' })).toBe('k');
  });

  it('takes app id and index from the site config, and says what to set when they are missing', () => {
    const base = { siteUrl: 'https://x.test', title: 'X' };
    const algolia = resolveConfig({
      ...base,
      search: { provider: 'algolia', algolia: { appId: 'APP', apiKey: 'search', indexName: 'rstest' } },
    });
    expect(algoliaTarget(algolia)).toEqual({ appId: 'APP', indexName: 'rstest', hosts: undefined });
    expect(() => algoliaTarget(resolveConfig(base))).toThrow(/search\.algolia\.appId and search\.algolia\.indexName must be set/);
  });
});

describe('node/search/upload-records', () => {
  const part = (routePath: string, lang: 'en' | 'zh', records: SearchRecord[], links: { target: string; text: string }[] = []) => ({
    lang,
    routePath,
    records,
    linkDescriptions: links,
  });

  it("gives each record its page's language and version, and a page record what other pages' lists say of it", () => {
    const [page, content] = EN_RECORDS;
    const parts = [
      part('/guide/a', 'en', [{ ...page }, { ...content }]),
      part('/v1/zh/b', 'zh', [{ ...ZH_RECORDS[0] }], [{ target: '/guide/a', text: 'a: the first page' }]),
    ];
    const routes = [
      { path: '/guide/a', version: '' },
      { path: '/v1/zh/b', version: 'v1' },
    ];
    const plain = resolveConfig({ siteUrl: 'https://x.test', title: 'X' });
    const records = uploadRecordsOf({ site: plain, routes, parts });
    expect(records.map((r) => [r.lang, r.version])).toEqual([
      ['en', 'latest'],
      ['en', 'latest'],
      ['zh', 'v1'],
    ]);
    expect(records[0].mentions).toEqual(['a: the first page']);

    const versioned = resolveConfig({ siteUrl: 'https://x.test', title: 'X', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } });
    expect(uploadRecordsOf({ site: versioned, routes, parts }).map((r) => r.version)).toEqual(['v2', 'v2', 'v1']);
  });
});
