import { chownSync, lchownSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultCacheDir } from '../../../../src/node/cache/cache-dir';

/** Another user's id: root may give a folder away to it. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

let dir: string;
let project: string;
let nested: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-cache-dir-'));
  project = join(dir, 'project');
  nested = join(project, 'docs', 'content');
  mkdirSync(nested, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('node/cache/cache-dir', () => {
  it("is node_modules/.cache/quire of the nearest folder with a node_modules, else this user's quire-cache-<uid> in the temporary folder", () => {
    expect(defaultCacheDir(nested)).toBe(join(tmpdir(), `quire-cache-${process.getuid!()}`));
    mkdirSync(join(project, 'node_modules'));
    expect(defaultCacheDir(nested)).toBe(join(project, 'node_modules', '.cache', 'quire'));
  });

  it('takes a node_modules that is a link to a folder of this user', () => {
    mkdirSync(join(dir, 'modules'));
    symlinkSync(join(dir, 'modules'), join(project, 'node_modules'));
    expect(defaultCacheDir(nested)).toBe(join(project, 'node_modules', '.cache', 'quire'));
  });

  it.skipIf(!isRoot)('passes over a node_modules of another user: someone else made it above the project', () => {
    mkdirSync(join(project, 'node_modules'));
    chownSync(join(project, 'node_modules'), NOBODY, NOBODY);
    expect(defaultCacheDir(nested)).toBe(join(tmpdir(), `quire-cache-${process.getuid!()}`));
    // nor a link another user made, to a folder of this user
    rmSync(join(project, 'node_modules'), { recursive: true });
    mkdirSync(join(dir, 'modules'));
    symlinkSync(join(dir, 'modules'), join(project, 'node_modules'));
    lchownSync(join(project, 'node_modules'), NOBODY, NOBODY);
    expect(defaultCacheDir(nested)).toBe(join(tmpdir(), `quire-cache-${process.getuid!()}`));
  });
});
