import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryPacks } from '../../../../src/node/cache/entry-packs';
import { MAX_PACKS, mergeSmallPacks } from '../../../../src/node/cache/pack-merge';
import { damageRecords, recordsOf, wellFormedRecord } from '../../../support/cache-packs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-pack-merge-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;
const key = (n: number) => n.toString(16).padStart(64, '0');
const packsIn = (kind: string) =>
  readdirSync(join(dir, kind))
    .filter((name) => name.endsWith('.pack'))
    .sort();

/** A process id that runs no process. */
const ENDED = 2 ** 22 + 17;

/** A pack of `kind` named for time `t` (ms) and the process `pid`, holding `records`, last used `hoursAgo`. */
function pack(kind: string, t: number, records: [number, string][], hoursAgo: number, pid = ENDED): string {
  mkdirSync(join(dir, kind), { recursive: true });
  const file = join(dir, kind, `${t.toString(36).padStart(10, '0')}-${pid}-${(t % 2 ** 32).toString(16).padStart(8, '0')}.pack`);
  writeFileSync(file, Buffer.concat(records.map(([n, text]) => wellFormedRecord(key(n), Buffer.from(text)))));
  const when = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(file, when, when);
  return file;
}

describe('node/cache/pack-merge', () => {
  it('merges the small packs of ended processes, in a folder holding too many, into one that reads the same; the pack of a running process stays', async () => {
    const base = Date.now() - 100 * HOUR;
    // each key in two packs, the newer with the newer text
    for (let i = 0; i < MAX_PACKS + 4; i++)
      pack(
        'pages',
        base + i,
        [
          [i, `first ${i}`],
          [i - 1, `again ${i - 1}`],
        ],
        50 - i,
      );
    const running = pack('pages', base + 1000, [[3, 'young']], 0.5, process.pid);
    const before = entryPacks(dir, 'pages');
    const texts = async (store = entryPacks(dir, 'pages')) =>
      Promise.all(Array.from({ length: MAX_PACKS + 4 }, (_, n) => store.readText(key(n))));
    const expected = await texts(before);
    expect(expected[3]).toBe('young');
    expect(expected[5]).toBe('again 5');

    // reading marked each pack as used: the merged pack is as used as the newest of them
    const newestUse = Math.max(
      ...packsIn('pages')
        .filter((name) => !name.includes(`-${process.pid}-`))
        .map((name) => statSync(join(dir, 'pages', name)).mtimeMs),
    );
    expect(mergeSmallPacks(dir)).toBe(MAX_PACKS + 4);
    const after = packsIn('pages');
    expect(after).toEqual([expect.stringMatching(/-merged-[0-9a-f]{8}\.pack$/), running.split('/').at(-1)]);
    expect(await texts()).toEqual(expected);
    expect(Math.abs(statSync(join(dir, 'pages', after[0])).mtimeMs - newestUse)).toBeLessThan(2);
    // each key once (a pack holds keys i and i - 1)
    expect(recordsOf(join(dir, 'pages', after[0])).map((record) => record.key)).toHaveLength(MAX_PACKS + 5);
  });

  it('leaves a folder of few packs, large packs and other kinds as they are; a damaged record is not carried over', async () => {
    const base = Date.now() - 100 * HOUR;
    for (let i = 0; i < MAX_PACKS; i++) pack('few', base + i, [[i, `text ${i}`]], 10);
    for (let i = 0; i < MAX_PACKS + 1; i++) pack('many', base + i, [[i, `text ${i}`]], 10);
    const large = pack('many', base + 500, [[900, 'x'.repeat(5 * 1024 * 1024)]], 10);
    damageRecords(join(dir, 'many'), (body) => {
      if (body.toString() === 'text 7') body.write('TEXT');
    });
    mergeSmallPacks(dir);
    expect(packsIn('few')).toHaveLength(MAX_PACKS);
    expect(packsIn('many')).toHaveLength(2);
    expect(packsIn('many')).toEqual(expect.arrayContaining([large.split('/').at(-1), expect.stringMatching(/-merged-/)]));
    const store = entryPacks(dir, 'many');
    expect([await store.readText(key(6)), await store.readText(key(7)), (await store.readText(key(900)))?.length]).toEqual([
      'text 6',
      undefined,
      5 * 1024 * 1024,
    ]);
  });
});
