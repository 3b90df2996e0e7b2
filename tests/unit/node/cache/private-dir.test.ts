import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPrivateDir } from '../../../../src/node/cache/private-dir';

/** Another user's id: root may give a folder away to it. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

let dir: string;
let cache: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-private-dir-'));
  cache = join(dir, 'cache');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

function open(path = cache) {
  const warnings: string[] = [];
  const opened = openPrivateDir(path, { warn: (line) => warnings.push(line), without: 'this build goes on without a cache' });
  return { opened, warnings };
}

/** The one warning of a refused folder: its path relative to the current folder, and why. */
const refusal = (reason: string, path = cache) => [
  `warning cache ${relative(process.cwd(), path)} is not used: ${reason}; this build goes on without a cache`,
];

describe('node/cache/private-dir', () => {
  it('makes a missing folder (and the folders above it) with mode 700, and opens it quietly', () => {
    const deep = join(dir, 'project', 'node_modules', '.cache', 'quire');
    const { opened, warnings } = open(deep);
    expect(opened).toBe(deep);
    expect(warnings).toEqual([]);
    expect(modeOf(deep)).toBe(0o700);
    // opened again as it is
    expect(open(deep)).toEqual({ opened: deep, warnings: [] });
  });

  it('refuses a symbolic link, even to a private folder of this user, and leaves it and its target alone', () => {
    const target = join(dir, 'elsewhere');
    mkdirSync(target, { mode: 0o700 });
    writeFileSync(join(target, 'entry'), 'planted');
    symlinkSync(target, cache);
    const { opened, warnings } = open();
    expect(opened).toBeUndefined();
    expect(warnings).toEqual(refusal('it is a symbolic link'));
    expect(lstatSync(cache).isSymbolicLink()).toBe(true);
    expect(readdirSync(target)).toEqual(['entry']);
  });

  it('refuses a folder that every user may write to (mode 777), and one that its group may write to', () => {
    mkdirSync(cache);
    chmodSync(cache, 0o777);
    expect(open()).toEqual({ opened: undefined, warnings: refusal('other users may write to it (mode 777)') });
    // refused, not repaired: what it holds may have been written by anyone
    expect(modeOf(cache)).toBe(0o777);
    chmodSync(cache, 0o770);
    expect(open()).toEqual({ opened: undefined, warnings: refusal('other users may write to it (mode 770)') });
  });

  it.skipIf(!isRoot)('refuses a folder of another user', () => {
    mkdirSync(cache, { mode: 0o700 });
    chownSync(cache, NOBODY, NOBODY);
    expect(open()).toEqual({ opened: undefined, warnings: refusal(`it belongs to another user (uid ${NOBODY})`) });
    expect(statSync(cache).uid).toBe(NOBODY);
  });

  it('refuses a file in place of the folder', () => {
    writeFileSync(cache, 'not a folder');
    expect(open()).toEqual({ opened: undefined, warnings: refusal('it is not a folder') });
  });

  it('makes private a folder of this user that others may read but not write (an earlier version made it 755)', () => {
    mkdirSync(cache);
    chmodSync(cache, 0o755);
    expect(open()).toEqual({ opened: cache, warnings: [] });
    expect(modeOf(cache)).toBe(0o700);
  });
});
