/**
 * `quire search upload` as a user runs it, against the fake Algolia server the search tests use:
 * the records of every page in both languages with their language and version, --dry-run sending
 * nothing, the admin key from the environment only, and each failure one line without a stack.
 */
import { execFile } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAlgolia, type FakeAlgolia } from '../unit/client/search/fake-algolia-server';
import { fakeIndices } from '../unit/node/search/fake-algolia-indices';
import { fixtureContent, ROOT, type CliRun } from './helpers';

const CONTENT = fixtureContent('search-upload');

/** What the tests read of a record the fake index holds. */
type StoredRecord = { lang: string; version: string; url: string; hierarchy: { lvl2: string } };

/** `quire search upload …args` with exactly the environment given (and PATH). */
function upload(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/quire.mjs', 'search', 'upload', CONTENT, ...args],
      { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, signal: error?.signal ?? null, stdout, stderr });
      },
    );
  });
}

const servers: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function fakeAlgolia() {
  const fake = fakeIndices();
  const server = await startFakeAlgolia(fake.handle);
  servers.push(server);
  return { ...fake, server };
}

describe('quire search upload', () => {
  it("replaces the index's records with every page's, each with its language and version, using the key from the environment", async () => {
    const { indices, server } = await fakeAlgolia();
    const run = await upload([], { FAKE_ALGOLIA_HOST: server.host, ALGOLIA_ADMIN_KEY: 'admin-secret' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(
      /^Uploaded to the Algolia index 'fixture-docs' \(app FIXTUREAPP\): \d+ records: en \d+, zh \d+ \(version latest\)\.$/,
    );
    const stored = [...indices.get('fixture-docs')!.objects.values()] as {
      lang: string;
      version: string;
      url: string;
      hierarchy: { lvl2: string };
    }[];
    expect(new Set(stored.map((r) => r.lang))).toEqual(new Set(['en', 'zh']));
    expect(stored.every((r) => r.version === 'latest')).toBe(true);
    expect(stored.map((r) => r.url)).toContain('https://fixture.test/zh/guide/start#安装');
    expect(stored.map((r) => r.hierarchy.lvl2)).toContain('First run');
    expect(server.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-secret')).toBe(true);
  });

  it('--dry-run prints the counts per language and one record, and sends nothing (no key needed)', async () => {
    const { server } = await fakeAlgolia();
    const run = await upload(['--dry-run'], { FAKE_ALGOLIA_HOST: server.host });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^Dry run, nothing was sent: the Algolia index 'fixture-docs' \(app FIXTUREAPP\) would get \d+ records: en \d+, zh \d+ \(version latest\)\.$/,
    );
    expect(lines[1]).toBe('A record:');
    expect(run.stdout).toContain('"lang": "en"');
    expect(run.stdout).toContain('"version": "latest"');
    expect(run.stdout).toContain('ALGOLIA_ADMIN_KEY is not set: the upload itself needs it.');
    expect(server.requests).toEqual([]);
  });

  it('without ALGOLIA_ADMIN_KEY: one line naming it, nothing sent', async () => {
    const { server } = await fakeAlgolia();
    const run = await upload([], { FAKE_ALGOLIA_HOST: server.host });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^quire search upload: ALGOLIA_ADMIN_KEY is not set: export the Algolia admin API key/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(server.requests).toEqual([]);
  });

  it('a key given as a flag is refused, without repeating it, and nothing is sent', async () => {
    const { server } = await fakeAlgolia();
    for (const flag of [['--admin-key', 'sekrit'], ['--api-key=sekrit']]) {
      const run = await upload(flag, { FAKE_ALGOLIA_HOST: server.host });
      expect(run.status).toBe(2);
      expect(run.stderr.split('\n')[0]).toMatch(
        /^quire search upload: --(admin|api)-key is refused: the admin key is read from the environment only, .*set ALGOLIA_ADMIN_KEY$/,
      );
      expect(run.stderr + run.stdout).not.toContain('sekrit');
    }
    expect(server.requests).toEqual([]);
  });

  it('Algolia out of reach: one line saying what to check, no stack trace', async () => {
    const { server } = await fakeAlgolia();
    await server.close();
    servers.length = 0;
    const run = await upload([], { FAKE_ALGOLIA_HOST: server.host, ALGOLIA_ADMIN_KEY: 'admin-secret' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'quire search upload: Algolia could not be reached (app FIXTUREAPP): check the network connection and search.algolia.appId',
    );
  });
});
