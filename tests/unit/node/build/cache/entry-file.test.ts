import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryFiles } from '../../../../../src/node/build/cache/entry-file';
import { defaultCacheDir } from '../../../../../src/node/build/cache/cache-dir';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-cache-entry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'ab'.repeat(32);
const fileOf = () => join(dir, 'pages', 'ab', `${KEY}.json`);

describe('node/build/cache/entry-file', () => {
  it('reads back what it wrote, and nothing for a key never written', async () => {
    const entries = entryFiles(dir, 'pages');
    expect(await entries.read(KEY)).toBeUndefined();
    await entries.write(KEY, { title: 'Start', ids: ['a', 'b'] });
    expect(await entries.read(KEY)).toEqual({ title: 'Start', ids: ['a', 'b'] });
    // written under a temporary name and renamed: no temporary file is left
    expect(readdirSync(join(dir, 'pages', 'ab'))).toEqual([`${KEY}.json`]);
  });

  it('a cut short or altered entry reads as a miss', async () => {
    const entries = entryFiles(dir, 'pages');
    await entries.write(KEY, { title: 'Start' });
    const whole = readFileSync(fileOf(), 'utf8');
    writeFileSync(fileOf(), whole.slice(0, -3));
    expect(await entries.read(KEY)).toBeUndefined();
    writeFileSync(fileOf(), whole.replace('Start', 'Stop!'));
    expect(await entries.read(KEY)).toBeUndefined();
    writeFileSync(fileOf(), '');
    expect(await entries.read(KEY)).toBeUndefined();
  });
});

describe('node/build/cache/cache-dir', () => {
  it('is node_modules/.cache/quire of the nearest folder with a node_modules, else one in the temporary folder', () => {
    const project = join(dir, 'project');
    const nested = join(project, 'docs', 'content');
    mkdirSync(nested, { recursive: true });
    expect(defaultCacheDir(nested)).toBe(join(tmpdir(), 'quire-cache'));
    mkdirSync(join(project, 'node_modules'));
    expect(defaultCacheDir(nested)).toBe(join(project, 'node_modules', '.cache', 'quire'));
  });
});
