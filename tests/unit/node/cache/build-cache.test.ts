import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../../src/node/cache/build-cache';
import { resolveConfig } from '../../../../src/shared/config';

let dir: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-build-cache-'));
  cacheDir = join(dir, 'cache');
  writeFileSync(join(dir, 'package.json'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open() {
  const warnings: string[] = [];
  const cache = openBuildCache(
    cacheDir,
    { root: dir, contentDir: dir, site: resolveConfig({ title: 'Docs', siteUrl: 'https://example.com' }) },
    (line) => warnings.push(line),
  );
  return { cache, warnings };
}

describe('node/cache/build-cache', () => {
  it("keeps its entries for this user's eyes only: the folder and every folder in it 700, every file 600", async () => {
    const { cache, warnings } = open();
    await cache!.values<string>('search-pages')(['a page'], async () => 'its records');
    await cache!.texts('outputs')(['a page'], async () => 'its tree');
    await cache!.kept<string>('dev-html').write(['/guide/'], '<p>unpublished</p>');
    expect(warnings).toEqual([]);
    const inside = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).map((entry) => join(entry.parentPath, entry.name));
    const modes = (isDirectory: boolean) => [
      ...new Set(inside.filter((path) => lstatSync(path).isDirectory() === isDirectory).map((path) => lstatSync(path).mode & 0o777)),
    ];
    expect(lstatSync(cacheDir).mode & 0o777).toBe(0o700);
    expect(modes(true)).toEqual([0o700]);
    expect(modes(false)).toEqual([0o600]);
  });

  it('is not opened in a folder other users may write to: one warning, and no cache', async () => {
    mkdirSync(cacheDir);
    chmodSync(cacheDir, 0o777);
    const { cache, warnings } = open();
    expect(cache).toBeUndefined();
    expect(warnings).toEqual([
      `warning cache ${relative(process.cwd(), cacheDir)} is not used: other users may write to it (mode 777); this build goes on without a cache (--no-cache: without one and without this warning)`,
    ]);
    // nothing written there, not even the build key's digests
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
