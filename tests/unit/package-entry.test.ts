// The package's own entry (index.js) is what a site.config.ts outside this repository imports.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineConfig as publicDefineConfig } from '../../index.js';
import { defineConfig } from '../../src/shared/config';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));

describe('the package entry', () => {
  it('defineConfig is the same typed identity as the one the generator uses', () => {
    const config = { title: 'T', siteUrl: 'https://t.test', locales: [{ lang: 'en' as const }] };
    expect(publicDefineConfig(config)).toBe(config);
    expect(defineConfig(config)).toBe(config);
  });

  it('is what the package name resolves to, with its types, and the bin is the command line', () => {
    expect(pkg.exports['.']).toEqual({ types: './index.d.ts', default: './index.js' });
    expect(pkg.bin).toEqual({ quire: 'bin/quire.mjs' });
    // every file the published package needs to run is listed
    for (const file of [
      'bin',
      'cli.ts',
      'prerender.ts',
      'client-entry.tsx',
      'server-entry.tsx',
      'index.js',
      'index.d.ts',
      'scripts/run-bundled.mjs',
      'src',
    ]) {
      expect(pkg.files).toContain(file);
    }
  });
});
