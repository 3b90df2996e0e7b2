import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesDigest } from '../../../../src/node/cache/files-digest';

let dir: string;
let a: string;
let b: string;
let memo: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-files-digest-'));
  a = join(dir, 'tree/a.ts');
  b = join(dir, 'tree/b.ts');
  memo = join(dir, 'memo/digest.json');
  mkdirSync(join(dir, 'tree'));
  writeFileSync(a, 'one');
  writeFileSync(b, 'two');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** The clock moved past the time a digest waits for after a file's last change. */
const later = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
};

/** The memo's digest replaced: what filesDigest gives then tells whether it read the files. */
const forgeMemo = (digest: string) => writeFileSync(memo, JSON.stringify({ ...JSON.parse(readFileSync(memo, 'utf8')), digest }));

describe('filesDigest', () => {
  it('digests the paths and the text, and gives none when a file is missing', () => {
    const first = filesDigest([a, b]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(filesDigest([a, b])).toBe(first);
    expect(filesDigest([b, a])).not.toBe(first);
    writeFileSync(a, 'changed');
    expect(filesDigest([a, b])).not.toBe(first);
    expect(filesDigest([a, join(dir, 'tree/gone.ts')], { memo })).toBeUndefined();
    expect(existsSync(memo)).toBe(false);
  });

  it('reads the files again only when a stamp changed', () => {
    later();
    const digest = filesDigest([a, b], { memo });
    expect(digest).toBe(filesDigest([a, b]));
    forgeMemo('kept');
    expect(filesDigest([a, b], { memo })).toBe('kept');
    // another list of files is another signature
    expect(filesDigest([a], { memo })).toBe(filesDigest([a]));

    filesDigest([a, b], { memo });
    forgeMemo('kept');
    writeFileSync(b, 'two, edited');
    expect(filesDigest([a, b], { memo })).toBe(filesDigest([a, b]));
    expect(filesDigest([a, b], { memo })).not.toBe(digest);
  });

  it('keeps no digest while a file changed moments ago: a second write in the same clock tick could keep its stamp', () => {
    filesDigest([a, b], { memo });
    expect(existsSync(memo)).toBe(false);
    later();
    filesDigest([a, b], { memo });
    expect(existsSync(memo)).toBe(true);
  });

  it("keeps the memo for this user's eyes only (mode 600), in a folder it makes of this user's alone (mode 700)", () => {
    later();
    filesDigest([a, b], { memo });
    expect([statSync(join(dir, 'memo')).mode & 0o777, statSync(memo).mode & 0o777]).toEqual([0o700, 0o600]);
  });

  it('with relativeTo, gives the same digest for the same files in another folder', () => {
    const moved = join(dir, 'moved');
    cpSync(join(dir, 'tree'), moved, { recursive: true });
    const files = (folder: string) => [join(folder, 'a.ts'), join(folder, 'b.ts')];
    expect(filesDigest(files(moved), { relativeTo: moved })).toBe(filesDigest(files(join(dir, 'tree')), { relativeTo: join(dir, 'tree') }));
    expect(filesDigest(files(moved))).not.toBe(filesDigest(files(join(dir, 'tree'))));
  });

  it('takes a memo it cannot read for none, and goes on when it cannot write one', () => {
    later();
    mkdirSync(join(dir, 'memo'));
    writeFileSync(memo, '{ half');
    expect(filesDigest([a, b], { memo })).toBe(filesDigest([a, b]));
    // a folder where the memo's file should be: it can't be written
    const blocked = join(dir, 'blocked');
    mkdirSync(blocked);
    expect(filesDigest([a, b], { memo: blocked })).toBe(filesDigest([a, b]));
  });
});
