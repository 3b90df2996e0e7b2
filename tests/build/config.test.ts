import { describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, outExists } from './helpers';

const build = buildsCleanedAfterAll();

describe('build: site config validation', () => {
  it("themeConfig.localeRedirect: 'always' fails naming the key path and the accepted values", async () => {
    const run = await build('config-wrong-value');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-wrong-value', 'site.config.ts')} error config themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'`,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });

  it("a base naming another host ('//evil.test/') fails naming the key, and no page loads its assets from there", async () => {
    const run = await build('config-base-host');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-base-host', 'site.config.ts')} error config base: expected a path starting with one '/', got '//evil.test/'`,
      'Build failed: 1 error in the site config (see above)',
    ]);
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });

  it('an unknown top-level key fails naming the key and the accepted keys', async () => {
    const run = await build('config-unknown-key');
    expect(run.ok).toBe(false);
    expect(run.lines[0]).toBe(
      `${fixtureFile('config-unknown-key', 'site.config.ts')} error config sidebarPosition: unknown key (accepted: base, siteUrl, title, description, lang, icon, logo, logoText, route, multiVersion, search, markdown, themeConfig, head, cspMeta, locales)`,
    );
    expect(run.lines).toHaveLength(2);
  });

  it('every problem of one config is a line of its own naming the file, then the count', async () => {
    const run = await build('config-several-problems');
    expect(run.ok).toBe(false);
    const file = fixtureFile('config-several-problems', 'site.config.ts');
    expect(run.lines).toEqual([
      `${file} error config markdown.deadLinks: expected 'error' | 'warn', got 'ignore'`,
      `${file} error config themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'`,
      `${file} error config themeConfig.darkMode: expected boolean, got 'yes'`,
      'Build failed: 3 errors in the site config (see above)',
    ]);
  });

  it('a value holding a line break or an escape is shown escaped: each problem stays one line', async () => {
    const run = await build('config-control-characters');
    expect(run.ok).toBe(false);
    const file = fixtureFile('config-control-characters', 'site.config.ts');
    expect(run.lines).toEqual([
      `${file} error config head[0][1].src: the Content-Security-Policy allows scripts from the site ('/…') and https URLs only, got 'http://a.test/\\x1b[2J.js'`,
      `${file} error config locales[1].lang: expected a language tag such as 'en', 'zh' or 'pt-BR', got 'de\\nfake: line'`,
      'Build failed: 2 errors in the site config (see above)',
    ]);
  });

  it('a syntax error in site.config.ts names the file, line and column, without terminal colours', async () => {
    const run = await build('config-syntax-error');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-syntax-error', 'site.config.ts')}:8:3 error config Expected \`,\` or \`}\` but found \`Identifier\``,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });

  it("an Error thrown while the config runs names the file, line and column of the throw in the user's source", async () => {
    const run = await build('config-throw');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      // line 1 of a module: Vite's loader prefixes it with declarations, which do not shift the column reported
      `${fixtureFile('config-throw', 'settings.ts')}:1:66 error config DOCS_SITE_URL is not set`,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });

  it('a thrown value that is not an Error is shown as written, not as [object Object]', async () => {
    const run = await build('config-throw-value');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-throw-value', 'site.config.ts')} error config site.config.ts threw { reason: 'no site URL' }, which is not an Error and so carries no line (throw new Error('…') instead)`,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });

  it('a value read across an import cycle names the place it was read and the cycle', async () => {
    const run = await build('config-import-cycle');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-import-cycle', 'nav.ts')}:3:73 error config Cannot read properties of undefined (reading 'title'); import cycle site.config.ts -> nav.ts -> site.config.ts (while a cycle loads, a value imported across it is still undefined)`,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });

  it("an import of a name a module does not export names the line and column of that name in the user's file", async () => {
    const run = await build('config-missing-export');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('config-missing-export', 'site.config.ts')}:3:10 error config The requested module 'node:fs' does not provide an export named 'readFileSynk'`,
      'Build failed: 1 error in the site config (see above)',
    ]);
  });
});
