import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { adminKeyFrom, algoliaTarget, INDEX_SETTINGS, uploadRecords } from '../../../scripts/algolia-upload';
import { resolveConfig } from '../../../src/shared/config';
import { startFakeAlgolia, type FakeAlgolia, type RecordedRequest } from '../client/search/fake-algolia-server';
import { EN_RECORDS, ZH_RECORDS } from '../client/search/search-fixture';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Just enough of Algolia's write API for replaceAllObjects: indices, settings, batches, copy/move, tasks. */
function fakeIndices() {
  const indices = new Map<string, { objects: Map<string, unknown>; settings: Record<string, unknown> }>();
  const index = (name: string) => {
    if (!indices.has(name)) indices.set(name, { objects: new Map(), settings: {} });
    return indices.get(name)!;
  };
  let task = 0;
  const done = () => ({ status: 200, body: { taskID: ++task, updatedAt: new Date().toISOString() } });
  const handle = ({ method, path, json }: RecordedRequest) => {
    const [, , , name, action, id] = path.split('/');
    if (method === 'GET' && action === 'task')
      return { status: 200, body: { status: 'published', pendingTask: false, taskID: Number(id) } };
    if (method === 'PUT' && action === 'settings') {
      Object.assign(index(name).settings, json);
      return done();
    }
    if (method === 'POST' && action === 'batch') {
      for (const request of json.requests) index(name).objects.set(request.body.objectID, request.body);
      return {
        status: 200,
        body: { taskID: ++task, objectIDs: json.requests.map((r: { body: { objectID: string } }) => r.body.objectID) },
      };
    }
    if (method === 'POST' && action === 'operation') {
      const source = index(name);
      // a scoped copy (settings, rules, synonyms) leaves the destination's records alone
      if (json.operation === 'copy' && json.scope) Object.assign(index(json.destination).settings, source.settings);
      else if (json.operation === 'copy')
        indices.set(json.destination, { objects: new Map(source.objects), settings: { ...source.settings } });
      else {
        indices.set(json.destination, source);
        indices.delete(name);
      }
      return done();
    }
    if (method === 'DELETE' && !action) {
      indices.delete(name);
      return done();
    }
    return { status: 404, body: { message: `fake has no ${method} ${path}`, status: 404 } };
  };
  return { indices, handle };
}

const servers: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('scripts/algolia-upload', () => {
  it('replaces every record of the index with the records of both languages, with the index settings', async () => {
    const fake = fakeIndices();
    const server = await startFakeAlgolia(fake.handle);
    servers.push(server);
    fake.indices.set('rstest', { objects: new Map([['stale', { objectID: 'stale' }]]), settings: {} });
    const records = [...EN_RECORDS, ...ZH_RECORDS];

    const count = await uploadRecords({
      appId: 'TESTAPP',
      indexName: 'rstest',
      adminKey: 'admin-secret',
      records,
      hosts: server.hosts.map(({ url }) => ({ url, protocol: 'http' })),
    });

    expect(count).toBe(records.length);
    const stored = fake.indices.get('rstest')!;
    expect([...stored.objects.keys()].sort()).toEqual(records.map((r) => r.objectID).sort());
    expect(stored.objects.get(ZH_RECORDS[1].objectID)).toEqual(ZH_RECORDS[1]);
    expect(stored.settings).toMatchObject(INDEX_SETTINGS);
    expect([...fake.indices.keys()]).toEqual(['rstest']);
    for (const request of server.requests) {
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(request.headers['x-algolia-api-key']).toBe('admin-secret');
    }
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

  it('exits with the message, before compiling anything, when the key is missing', async () => {
    const env = { ...process.env };
    delete env.ALGOLIA_ADMIN_KEY;
    const error = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/algolia-upload.ts'], { cwd: ROOT, env }).catch(
      (e) => e,
    );
    expect(error.code).toBe(1);
    expect(error.stderr).toMatch(/ALGOLIA_ADMIN_KEY is not set/);
  });
});
