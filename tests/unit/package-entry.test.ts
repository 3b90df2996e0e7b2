// The package's own entry (index.ts, built into lib/index.js) is what a site.config.ts outside this
// repository imports; the package ships built, with the theme's sources the site build compiles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineConfig as publicDefineConfig } from '../../index';
import { defineConfig } from '../../src/shared/config';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));

describe('the package entry', () => {
  it('defineConfig is the same typed identity as the one the generator uses, built as it is written', async () => {
    const config = { title: 'T', siteUrl: 'https://t.test', locales: [{ lang: 'en' as const }] };
    expect(publicDefineConfig(config)).toBe(config);
    expect(defineConfig(config)).toBe(config);
    const built = (await import(/* @vite-ignore */ resolve(ROOT, 'lib/index.js'))) as typeof import('../../index');
    expect(Object.keys(built)).toEqual(['defineConfig']);
    expect(built.defineConfig(config)).toBe(config);
  });

  it('is what the package name resolves to, with its types, and the bin is the command line', () => {
    expect(pkg.exports['.']).toEqual({ types: './lib/types/index.d.ts', default: './lib/index.js' });
    expect(pkg.bin).toEqual({ quire: 'bin/quire.mjs' });
    // the built package, and the sources the site build compiles; not the Node side's sources
    expect(pkg.files).toEqual([
      'bin',
      'lib',
      '!lib/**/*.map',
      'client-entry.tsx',
      'server-entry.tsx',
      'src/client',
      'src/shared',
      'tsconfig.json',
    ]);
    // npm ci and npm pack build it
    expect(pkg.scripts.prepare).toMatch(/^node scripts\/build-package\.mjs/);
    expect(pkg.scripts.prepack).toMatch(/^node scripts\/build-package\.mjs/);
  });

  it('declares the public API: defineConfig and the config types', () => {
    const types = readFileSync(resolve(ROOT, 'lib/types/index.d.ts'), 'utf8');
    expect(types).toContain('export declare function defineConfig(config: UserConfig): UserConfig;');
    for (const name of ['UserConfig', 'UserLocale', 'Frontmatter', 'SidebarItem', 'NavItem']) expect(types).toContain(name);
  });
});
