import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFixtureCli, fixtureFile, readOut, removeOut, tempOutDir, escapeRegExp } from './helpers';

let outDir: string;
afterAll(() => removeOut(outDir));

describe('build: dead link (CLI)', () => {
  it('exits 1 naming file:line and the link as written, and leaves the out dir as it was', async () => {
    outDir = await tempOutDir('dead-link');
    // what a previous build left stays as it was: a failed build publishes nothing and removes nothing
    mkdirSync(join(outDir, 'guide'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>stale</title>');
    writeFileSync(join(outDir, 'guide/page.html'), '<!doctype html><title>stale</title>');

    const { status, stdout, stderr } = await buildFixtureCli('dead-link', outDir);

    expect(status).toBe(1);
    const lines = stderr.split('\n').filter((line) => line.startsWith('tests/fixtures/'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${escapeRegExp(fixtureFile('dead-link', 'en/guide/page.md'))}:7:\\d+ error dead-link `));
    expect(lines[0]).toContain("'./missing.md'");
    expect(lines[0]).toContain("markdown.deadLinks: 'warn'");
    expect(stderr).toMatch(/^Build failed: 1 error\b/m);
    expect(stdout).not.toContain('Built ');
    expect(readOut(outDir, 'index.html')).toBe('<!doctype html><title>stale</title>');
    expect(readOut(outDir, 'guide/page.html')).toBe('<!doctype html><title>stale</title>');
    expect(readdirSync(outDir).sort()).toEqual(['guide', 'index.html']);
  });
});
