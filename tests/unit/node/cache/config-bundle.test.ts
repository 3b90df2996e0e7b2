import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepConfigBundle } from '../../../../src/node/cache/config-bundle';
import { loadSiteConfig, siteConfigDiagnostics } from '../../../../src/node/site/site-config-file';
import { ConfigLoadFailure } from '../../../../src/node/site/config-load-failure';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** How many times Vite's config loader ran in this test. */
let viteLoads = 0;
vi.mock('vite', async (actual) => {
  const vite = await actual<typeof import('vite')>();
  return {
    ...vite,
    loadConfigFromFile: (...args: Parameters<typeof vite.loadConfigFromFile>) => {
      viteLoads++;
      return vite.loadConfigFromFile(...args);
    },
  };
});

let scratch: string;
let content: string;
/** where the bundles are kept (the cache's folder) */
let keepIn: string;
beforeEach(() => {
  viteLoads = 0;
  // inside the checkout, so the config's package imports resolve
  mkdirSync(join(ROOT, '.vite'), { recursive: true });
  scratch = mkdtempSync(join(ROOT, '.vite/kept-config-test-'));
  content = join(scratch, 'content');
  // outside it: the kept bundle's package imports must not resolve from where it lies
  keepIn = mkdtempSync(join(tmpdir(), 'kept-config-'));
  mkdirSync(join(content, 'parts'), { recursive: true });
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(keepIn, { recursive: true, force: true });
});

const write = (name: string, text: string) => writeFileSync(join(content, name), text);

function writeSite(partValue: string) {
  write('parts/part.ts', `export const part: string = ${JSON.stringify(partValue)};\nexport const partDir = import.meta.dirname;\n`);
  write(
    'site.config.ts',
    [
      "import { parse } from 'yaml';",
      "import { part, partDir } from './parts/part';",
      'export default {',
      "  title: parse('title: From YAML').title as string,",
      '  part,',
      '  partDir,',
      '  url: import.meta.url,',
      '  file: import.meta.filename,',
      '  transform: (text: string) => text.toUpperCase(),',
      '};',
    ].join('\n'),
  );
}

describe('node/cache/config-bundle', () => {
  it('bundles the config once, keeps it and loads it from there, now and on the next run, with the values Vite’s loader gives', async () => {
    writeSite('one');
    // without a folder to keep it in, the config loads through Vite's loader
    const viaVite = await loadSiteConfig(content);
    const first = await loadSiteConfig(content, keepIn);
    expect(first.kept).toBe(false);
    expect(viteLoads).toBe(1);
    const kept = readdirSync(keepIn, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mjs'));
    expect(kept).toHaveLength(1);

    const again = await loadSiteConfig(content, keepIn);
    expect(again.kept).toBe(true);
    expect(viteLoads).toBe(1);
    const { transform: keptTransform, ...keptValues } = again.config as { transform: (text: string) => string };
    const { transform: firstTransform, ...firstValues } = first.config as { transform: (text: string) => string };
    const { transform: viteTransform, ...viteValues } = viaVite.config as { transform: (text: string) => string };
    expect(keptValues).toEqual(viteValues);
    expect(firstValues).toEqual(viteValues);
    expect(firstTransform('a')).toBe(viteTransform('a'));
    expect(keptValues).toEqual({
      title: 'From YAML',
      part: 'one',
      partDir: join(content, 'parts'),
      url: pathToFileURL(join(content, 'site.config.ts')).href,
      file: join(content, 'site.config.ts'),
    });
    expect(keptTransform('a')).toBe(viteTransform('a'));
    // the package is imported from where it is installed, as Vite's bundle imports it, not copied in
    const bundle = readdirSync(keepIn, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.mjs'))!;
    expect(readFileSync(join(keepIn, bundle), 'utf8')).toMatch(/^import .* from "file:\/\/[^"]*\/node_modules\/yaml\/[^"]+";$/m);
  });

  it('bundles the config again once a module of it changes', async () => {
    writeSite('one');
    await loadSiteConfig(content, keepIn);
    writeSite('two');
    const edited = await loadSiteConfig(content, keepIn);
    expect(edited.kept).toBe(false);
    expect((edited.config as { part: string }).part).toBe('two');
    expect((await loadSiteConfig(content, keepIn)).config).toMatchObject({ part: 'two' });
  });

  it('reports a config that does not bundle as Vite’s loader reports it', async () => {
    write('site.config.ts', 'export default {\n  title: "x",\n  oops oops\n};\n');
    const withCache = await loadSiteConfig(content, keepIn).catch((error: unknown) => error);
    const withoutCache = await loadSiteConfig(content).catch((error: unknown) => error);
    expect(viteLoads).toBe(2);
    const shown = (error: unknown) => siteConfigDiagnostics(error, scratch, content);
    expect(shown(withCache)).toEqual(shown(withoutCache));
    expect(shown(withCache)[0]).toMatchObject({ file: 'content/site.config.ts', line: 3 });
    expect(readdirSync(keepIn, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mjs'))).toEqual([]);
  });

  it('imports no kept bundle whose bytes changed since it was kept: the config is bundled again', async () => {
    writeSite('one');
    await loadSiteConfig(content, keepIn);
    const bundle = readdirSync(keepIn, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.mjs'))!;
    writeFileSync(join(keepIn, bundle), readFileSync(join(keepIn, bundle), 'utf8').replace('From YAML', 'Planted'));
    const again = await loadSiteConfig(content, keepIn);
    expect(again.kept).toBe(false);
    expect((again.config as { title: string }).title).toBe('From YAML');
  });

  it('neither keeps nor imports a bundle in a folder other users may write to', async () => {
    writeSite('one');
    chmodSync(keepIn, 0o777);
    await loadSiteConfig(content, keepIn);
    await keepConfigBundle(keepIn, join(content, 'site.config.ts'));
    expect(readdirSync(keepIn)).toEqual([]);
    // a bundle kept while the folder was private is not imported once others may write there
    chmodSync(keepIn, 0o700);
    await keepConfigBundle(keepIn, join(content, 'site.config.ts'));
    expect((await loadSiteConfig(content, keepIn)).kept).toBe(true);
    chmodSync(keepIn, 0o777);
    expect((await loadSiteConfig(content, keepIn)).kept).toBe(false);
  });

  it('keeps nothing without a folder to keep it in', async () => {
    writeSite('one');
    await loadSiteConfig(content);
    expect((await loadSiteConfig(content)).kept).toBe(false);
  });

  it('reports a config that fails when its kept bundle runs as Vite’s loader reports it', async () => {
    write(
      'site.config.ts',
      "if (process.env.QUIRE_TEST_BREAK_CONFIG) throw new Error('the config broke');\nexport default { title: 'x' };\n",
    );
    // kept without being imported: a module imported once stays imported in this process
    await keepConfigBundle(keepIn, join(content, 'site.config.ts'));
    process.env.QUIRE_TEST_BREAK_CONFIG = '1';
    try {
      const failure = await loadSiteConfig(content, keepIn).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ConfigLoadFailure);
      // the bundle kept, then the one made again, both fail as they run: Vite's loader words it
      expect(viteLoads).toBe(1);
      expect((failure as ConfigLoadFailure).message).toContain('the config broke');
      expect((failure as ConfigLoadFailure).location).toMatchObject({ file: join(content, 'site.config.ts'), line: 1 });
    } finally {
      delete process.env.QUIRE_TEST_BREAK_CONFIG;
    }
  });
});
