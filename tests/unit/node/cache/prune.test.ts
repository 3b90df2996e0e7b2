import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneCache, pruneWhenDue } from '../../../../src/node/cache/prune';
import { entryPacks } from '../../../../src/node/cache/entry-packs';
import { packsUnder, recordsOf } from '../../../support/cache-packs';

let dir: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-prune-'));
  cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir, { mode: 0o700 });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.parse('2030-06-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;

/** A file of `kib` KiB at `path` under `root`, last used `hoursAgo` hours before NOW. */
function file(root: string, path: string, kib: number, hoursAgo: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, Buffer.alloc(kib * 1024));
  const time = new Date(NOW - hoursAgo * HOUR);
  utimesSync(full, time, time);
}

/** Every file left under `root`, relative and sorted. */
const left = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

describe('node/cache/prune', () => {
  it('leaves a cache under its cap as it is', async () => {
    file(cacheDir, 'pages/ab/old.json', 10, 100);
    file(cacheDir, 'pages/cd/new.json', 10, 1);
    const result = await pruneCache(cacheDir, { cap: 30 * 1024, now: NOW });
    expect(result).toEqual({ before: 20 * 1024, removed: 0, after: 20 * 1024 });
    expect(left(cacheDir)).toEqual(['pages/ab/old.json', 'pages/cd/new.json']);
  });

  it('over its cap, removes the files used longest ago until what is left fills at most four fifths of the cap', async () => {
    file(cacheDir, 'pages/aa/oldest.json', 10, 300);
    file(cacheDir, 'outputs/bb/older.json', 10, 200);
    file(cacheDir, 'site-config/bundles/old.mjs', 10, 100);
    file(cacheDir, 'key-digests/generator.json', 10, 2);
    file(cacheDir, 'pages/cc/new.json', 10, 1);
    // 50 KiB in a cap of 35 KiB: down to 28 KiB at most, so three files go, oldest first
    const result = await pruneCache(cacheDir, { cap: 35 * 1024, now: NOW });
    expect(result).toEqual({ before: 50 * 1024, removed: 3, after: 20 * 1024 });
    expect(left(cacheDir)).toEqual(['key-digests/generator.json', 'pages/cc/new.json']);
  });

  it('never removes a file used in the last hour, even above the cap: the entries of the last runs', async () => {
    file(cacheDir, 'pages/aa/old.json', 10, 5);
    file(cacheDir, 'pages/bb/recent.json', 10, 0.9);
    file(cacheDir, 'outputs/cc/recent.json', 10, 0.5);
    const result = await pruneCache(cacheDir, { cap: 1024, now: NOW });
    expect(result).toEqual({ before: 30 * 1024, removed: 1, after: 20 * 1024 });
    expect(left(cacheDir)).toEqual(['outputs/cc/recent.json', 'pages/bb/recent.json']);
  });

  it('keeps what a run reads: a pack an entry is read from is marked as used, and outlives one written later', async () => {
    // two runs, a pack each
    await entryPacks(cacheDir, 'pages').write('aa11', { page: 'read again' });
    await entryPacks(cacheDir, 'pages').write('bb22', { page: 'written later, never read' });
    const packOf = (key: string) => packsUnder(cacheDir).find((pack) => recordsOf(pack).some((record) => record.key === key))!;
    const [read, unread] = ['aa11', 'bb22'].map(packOf);
    const days = (n: number) => new Date(Date.now() - n * 24 * HOUR);
    utimesSync(read, days(3), days(3));
    utimesSync(unread, days(2), days(2));
    expect(await entryPacks(cacheDir, 'pages').read('aa11')).toEqual({ page: 'read again' });
    // room for the larger of the two only: one goes
    const sizes = [read, unread].map((path) => statSync(path).size);
    await pruneCache(cacheDir, { cap: Math.ceil(Math.max(...sizes) / 0.8) });
    expect(existsSync(read)).toBe(true);
    expect(existsSync(unread)).toBe(false);
  });

  it('never removes or counts anything outside its folder: links are neither followed nor removed', async () => {
    const outside = join(dir, 'outside');
    file(outside, 'precious.txt', 100, 1000);
    file(outside, 'folder/notes.txt', 100, 1000);
    symlinkSync(join(outside, 'precious.txt'), join(cacheDir, 'linked-file.json'));
    mkdirSync(join(cacheDir, 'pages'));
    symlinkSync(join(outside, 'folder'), join(cacheDir, 'pages', 'linked-folder'));
    file(cacheDir, 'pages/aa/entry.json', 10, 500);
    file(cacheDir, 'pages/bb/entry.json', 10, 1);
    const result = await pruneCache(cacheDir, { cap: 13 * 1024, now: NOW });
    expect(result).toEqual({ before: 20 * 1024, removed: 1, after: 10 * 1024 });
    expect(left(outside)).toEqual(['folder/notes.txt', 'precious.txt']);
    expect(readdirSync(join(cacheDir, 'pages')).sort()).toEqual(['aa', 'bb', 'linked-folder']);
    expect(existsSync(join(cacheDir, 'linked-file.json'))).toBe(true);
  });

  it('prunes nothing through a cache folder that is itself a link', async () => {
    const real = join(dir, 'elsewhere');
    file(real, 'pages/aa/entry.json', 10, 500);
    const linked = join(dir, 'linked-cache');
    symlinkSync(real, linked);
    expect(await pruneCache(linked, { cap: 1, now: NOW })).toEqual({ before: 0, removed: 0, after: 0 });
    expect(left(real)).toEqual(['pages/aa/entry.json']);
  });

  it('leaves a temporary file or folder still being written, and removes one a killed run left', async () => {
    file(cacheDir, 'pages/aa/entry.json.1234-ab.tmp', 10, 0.1);
    file(cacheDir, 'site-config/bundles/tmp-1234-x/site.config.mjs', 10, 0.1);
    const minutesAgo = new Date(NOW - 0.1 * HOUR);
    utimesSync(join(cacheDir, 'site-config/bundles/tmp-1234-x'), minutesAgo, minutesAgo);
    file(cacheDir, 'pages/bb/entry.json.999-cd.tmp', 10, 30);
    file(cacheDir, 'pages/cc/entry.json', 10, 20);
    await pruneCache(cacheDir, { cap: 1, now: NOW });
    expect(left(cacheDir)).toEqual(['pages/aa/entry.json.1234-ab.tmp', 'site-config/bundles/tmp-1234-x/site.config.mjs']);
  });

  it('walks the folder at most once every ten minutes', async () => {
    const now = Date.now();
    file(cacheDir, 'pages/aa/old.json', 10, 24 * 365 * 10);
    expect(await pruneWhenDue(cacheDir, { cap: 1, now })).toMatchObject({ removed: 1 });
    file(cacheDir, 'pages/bb/old.json', 10, 24 * 365 * 10);
    expect(await pruneWhenDue(cacheDir, { cap: 1, now: now + 9 * 60 * 1000 })).toBeUndefined();
    expect(left(cacheDir)).toEqual(['pages/bb/old.json', 'pruned']);
    expect(await pruneWhenDue(cacheDir, { cap: 1, now: now + 11 * 60 * 1000 })).toMatchObject({ removed: 1 });
    expect(left(cacheDir)).toEqual(['pruned']);
  });
});
