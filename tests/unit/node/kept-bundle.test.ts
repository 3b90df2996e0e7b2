import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptBundle } from '../../../src/node/kept-bundle';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-kept-bundle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('keptBundle', () => {
  it('makes a bundle once, again when a module changes or is gone, or when the format changes', async () => {
    const source = join(dir, 'a.ts');
    const other = join(dir, 'b.ts');
    writeFileSync(source, 'one');
    writeFileSync(other, 'two');
    let made = 0;
    const make = async (outDir: string) => {
      made++;
      writeFileSync(join(outDir, 'out.mjs'), `made ${made}`);
      return [source, other, source];
    };
    const home = join(dir, 'bundles');
    const first = await keptBundle(home, 'f1', make);
    expect(first.sources).toEqual([source, other]);
    expect((await keptBundle(home, 'f1', make)).dir).toBe(first.dir);
    expect(made).toBe(1);

    writeFileSync(source, 'edited');
    const edited = await keptBundle(home, 'f1', make);
    expect(edited.dir).not.toBe(first.dir);
    expect(made).toBe(2);

    expect((await keptBundle(home, 'f2', make)).dir).not.toBe(edited.dir);
    expect(made).toBe(3);

    rmSync(other);
    await expect(keptBundle(home, 'f2', make)).rejects.toThrow('went missing');
    expect(made).toBe(4);
  });
});
