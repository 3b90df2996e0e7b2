import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryPacks } from '../../../../src/node/cache/entry-packs';
import { damageRecords, packsUnder, recordsOf, wellFormedRecord } from '../../../support/cache-packs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-cache-entry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'ab'.repeat(32);
const key = (n: number) => n.toString(16).padStart(64, '0');

/** A seeded body of `length` bytes, different for each `n`. */
function bodyOf(n: number, length: number): Buffer {
  const body = Buffer.alloc(length);
  let state = n * 2654435761;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    body[i] = state >>> 24;
  }
  return body;
}

describe('node/cache/entry-packs', () => {
  it('reads back what it wrote, and so does the next process; nothing for a key never written', async () => {
    const entries = entryPacks(dir, 'pages');
    expect(await entries.read(KEY)).toBeUndefined();
    await entries.write(KEY, { title: 'Start', ids: ['a', 'b'] });
    await entries.writeText(key(1), 'a text');
    expect(await entries.read(KEY)).toEqual({ title: 'Start', ids: ['a', 'b'] });
    const next = entryPacks(dir, 'pages');
    expect(await next.read(KEY)).toEqual({ title: 'Start', ids: ['a', 'b'] });
    expect(await next.readText(key(1))).toBe('a text');
    expect(await next.read(key(2))).toBeUndefined();
    // one pack for what one process wrote, and nothing else
    expect(readdirSync(join(dir, 'pages'))).toEqual([expect.stringMatching(/^[0-9a-z]{10}-\d+-[0-9a-f]{8}\.pack$/)]);
  });

  it('finds every entry of packs of all sizes: many small records and bodies longer than what it reads of a pack at once', async () => {
    const sizes = Array.from({ length: 400 }, (_, n) => (n % 37 === 0 ? 150_000 + n : n % 5 === 0 ? 9000 : n % 300));
    const first = entryPacks(dir, 'chunks');
    for (const [n, size] of sizes.entries()) await first.writeBytes(key(n), bodyOf(n, size));
    const next = entryPacks(dir, 'chunks');
    for (const [n, size] of sizes.entries()) expect((await next.readBytes(key(n)))?.equals(bodyOf(n, size)), `entry ${n}`).toBe(true);
  });

  it("writes packs for this user's eyes only (mode 600), in folders of its own alone (mode 700)", async () => {
    await entryPacks(dir, 'pages').writeText(KEY, 'an unpublished page');
    const [pack] = packsUnder(dir);
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect([modeOf(join(dir, 'pages')), modeOf(pack)]).toEqual([0o700, 0o600]);
  });

  it('an altered entry reads as a miss, and the others of its pack still read', async () => {
    const entries = entryPacks(dir, 'pages');
    await entries.write(KEY, { title: 'Start' });
    await entries.write(key(1), { title: 'Other' });
    damageRecords(dir, (body) => {
      const at = body.indexOf('Start');
      if (at >= 0) body.write('Stop!', at);
    });
    expect(await entryPacks(dir, 'pages').read(KEY)).toBeUndefined();
    expect(await entryPacks(dir, 'pages').read(key(1))).toEqual({ title: 'Other' });
    // the store that wrote it reads the pack again too
    expect(await entries.read(KEY)).toBeUndefined();
  });

  it('a pack cut short keeps the records before the cut; a damaged line ends what is read of a pack', async () => {
    const entries = entryPacks(dir, 'pages');
    for (let n = 0; n < 3; n++) await entries.writeText(key(n), `entry ${n}`);
    const [pack] = packsUnder(dir);
    const records = recordsOf(pack);
    truncateSync(pack, records[2].start + 3);
    const cut = entryPacks(dir, 'pages');
    expect(await Promise.all([0, 1, 2].map((n) => cut.readText(key(n))))).toEqual(['entry 0', 'entry 1', undefined]);

    const bytes = readFileSync(pack);
    writeFileSync(pack, Buffer.concat([bytes.subarray(0, records[1].start - 2), Buffer.from('x'), bytes.subarray(records[1].start - 1)]));
    const damaged = entryPacks(dir, 'pages');
    expect(await Promise.all([0, 1, 2].map((n) => damaged.readText(key(n))))).toEqual(['entry 0', undefined, undefined]);

    // a newer pack whose record of a key is cut short leaves the older pack's record of it
    writeFileSync(
      join(dir, 'pages', 'zzzzzzzzzz-1-00000000.pack'),
      wellFormedRecord(key(0), Buffer.from('newer, cut short')).subarray(0, -2),
    );
    expect(await entryPacks(dir, 'pages').readText(key(0))).toBe('entry 0');
  });

  it('finds a pack another process made after it first looked', async () => {
    const reader = entryPacks(dir, 'pages');
    expect(await reader.readText(key(1))).toBeUndefined();
    await entryPacks(dir, 'pages').writeText(key(1), 'made elsewhere');
    expect(await reader.readText(key(1))).toBe('made elsewhere');
    // and one made right after it looked again, in the same step of the file system's clock: the folder's time did not move
    expect(await reader.readText(key(2))).toBeUndefined();
    // (a whole second, a moment ahead: a time the folder can be given back exactly)
    const step = Math.ceil(Date.now() / 1000);
    utimesSync(join(dir, 'pages'), step, step);
    expect(await reader.readText(key(2))).toBeUndefined();
    await entryPacks(dir, 'pages').writeText(key(2), 'made right after');
    utimesSync(join(dir, 'pages'), step, step);
    expect(await reader.readText(key(2))).toBe('made right after');
  });

  it('the newer of two packs holding a key counts, in whatever order the folder lists them', async () => {
    mkdirSync(join(dir, 'pages'));
    for (let n = 0; n < 16; n++) {
      const name = `000000000${n.toString(16)}-1-0000000${n.toString(16)}.pack`;
      writeFileSync(join(dir, 'pages', name), wellFormedRecord(key(1), Buffer.from(`older ${n}`)));
    }
    await entryPacks(dir, 'pages').writeText(key(1), 'newest');
    expect(await entryPacks(dir, 'pages').readText(key(1))).toBe('newest');
  });

  it('a pack removed while a process writes is made again for its next entry, which reads back', async () => {
    const entries = entryPacks(dir, 'pages');
    await entries.writeText(key(1), 'first');
    rmSync(join(dir, 'pages'), { recursive: true });
    await entries.writeText(key(2), 'second');
    expect(await entries.readText(key(2))).toBe('second');
    expect(await entries.readText(key(1))).toBeUndefined();
    expect(await entryPacks(dir, 'pages').readText(key(2))).toBe('second');
  });

  it('ignores what is not a pack in its folder, and a pack that ends in the middle of a line', async () => {
    await entryPacks(dir, 'pages').writeText(key(1), 'kept');
    writeFileSync(join(dir, 'pages', 'notes.txt'), wellFormedRecord(key(2), Buffer.from('not a pack')));
    const [pack] = packsUnder(dir);
    appendFileSync(pack, `${key(3)} 1f`);
    const next = entryPacks(dir, 'pages');
    expect([await next.readText(key(1)), await next.readText(key(2)), await next.readText(key(3))]).toEqual(['kept', undefined, undefined]);
  });
});
