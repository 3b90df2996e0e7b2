import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_OUT_DIR } from '../../src/node/vite/vite-config';
import { buildFixture, headOf, readOut, removeOut, ROOT } from './helpers';

const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map(removeOut)));

/** Server bundle folders of builds of this process (others may be building at the same time). */
const serverFolders = () => {
  try {
    return readdirSync(join(ROOT, SERVER_OUT_DIR)).filter((name) => name.startsWith(`build-${process.pid}-`));
  } catch {
    return [];
  }
};

describe('build: several builds in one process', () => {
  it('each build prerenders its own site, not the server bundle of the previous one', async () => {
    const first = await buildFixture('basic');
    outDirs.push(first.outDir);
    expect(first.ok, first.output).toBe(true);
    const second = await buildFixture('base-path');
    outDirs.push(second.outDir);
    expect(second.ok, second.output).toBe(true);

    expect(headOf(readOut(first.outDir, 'index.html'))).toContain('<title>Fixture Site</title>');
    const home = readOut(second.outDir, 'index.html');
    expect(headOf(home)).toContain('<title>Base home - Base Site</title>');
    expect(home).toContain('<h1 id="base-home">Base home</h1>');
    expect(readOut(second.outDir, 'guide/second.html')).toContain('<h1 id="second-page">Second page</h1>');
    // the per-build server bundles are removed once prerendered
    expect(serverFolders()).toEqual([]);
  });
});
