import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryFiles } from '../../../../src/node/cache/entry-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-cache-entry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'ab'.repeat(32);
const fileOf = () => join(dir, 'pages', 'ab', `${KEY}.json`);

describe('node/cache/entry-file', () => {
  it('reads back what it wrote, and nothing for a key never written', async () => {
    const entries = entryFiles(dir, 'pages');
    expect(await entries.read(KEY)).toBeUndefined();
    await entries.write(KEY, { title: 'Start', ids: ['a', 'b'] });
    expect(await entries.read(KEY)).toEqual({ title: 'Start', ids: ['a', 'b'] });
    // written under a temporary name and renamed: no temporary file is left
    expect(readdirSync(join(dir, 'pages', 'ab'))).toEqual([`${KEY}.json`]);
  });

  it("writes each entry for this user's eyes only (mode 600), in folders of its own alone (mode 700)", async () => {
    await entryFiles(dir, 'pages').writeText(KEY, 'an unpublished page');
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect([modeOf(join(dir, 'pages')), modeOf(join(dir, 'pages', 'ab')), modeOf(fileOf())]).toEqual([0o700, 0o700, 0o600]);
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
