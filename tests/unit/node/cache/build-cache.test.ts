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
    await cache!.keptTexts('search-pages').write(['a page'], 'its records');
    await cache!.bytes('outputs')(['a page'], async () => Buffer.from('its tree'));
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

  it('looks nothing up in a new cache: the site key, which reads the whole site config and lists the content folder, waits for the first entry kept; the next run finds it', async () => {
    // every making of the site key reads the config through this property
    let keyed = 0;
    const site = resolveConfig({ title: 'Docs', siteUrl: 'https://example.com' });
    Object.defineProperty(site, 'probe', { enumerable: true, get: () => ++keyed });
    const openFor = () => openBuildCache(cacheDir, { root: dir, contentDir: dir, site }, () => {})!;
    const first = openFor();
    expect(await first.kept<string>('dev-html').read(['/guide/'])).toBeUndefined();
    expect(first.keptNow<string>('dev-html').read(['/guide/'])).toBeUndefined();
    expect(keyed).toBe(0);
    let made = 0;
    const searchIndex = async () => Buffer.from(`index ${++made}`);
    expect(await first.bytes('search')(['en'], searchIndex)).toEqual(Buffer.from('index 1'));
    expect(await first.bytes('documents')(['/guide/'], async () => Buffer.from('<html>'))).toEqual(Buffer.from('<html>'));
    // the two misses kept what they made: that made the key, once
    expect(keyed).toBe(1);
    const firstKeyed = keyed;
    await first.kept<string>('dev-html').write(['/guide/'], '<p>kept</p>');
    expect(await first.kept<string>('dev-html').read(['/guide/'])).toBe('<p>kept</p>');
    expect(await first.kept<string>('dev-html').read(['/other/'])).toBeUndefined();
    expect(keyed).toBe(firstKeyed);

    keyed = 0;
    const second = openFor();
    expect(await second.kept<string>('dev-html').read(['/guide/'])).toBe('<p>kept</p>');
    expect(second.keptNow<string>('dev-html').read(['/guide/'])).toBe('<p>kept</p>');
    expect(await second.bytes('search')(['en'], searchIndex)).toEqual(Buffer.from('index 1'));
    expect(await second.bytes('documents')(['/guide/'], async () => Buffer.from('other'))).toEqual(Buffer.from('<html>'));
    expect(keyed).toBe(1);
  });

  it('looks into a kind with no entry again once another cache kept one there', async () => {
    const first = open().cache!;
    const second = open().cache!;
    expect(await second.kept<string>('dev-html').read(['/a/'])).toBeUndefined();
    await first.kept<string>('dev-html').write(['/a/'], 'A');
    expect(await second.kept<string>('dev-html').read(['/a/'])).toBe('A');
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
