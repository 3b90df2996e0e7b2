import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_PACKAGE_DIGEST, scopeKeys } from '../../../../src/node/cache/scope-keys';
// @ts-expect-error: a plain JavaScript module of the repository's scripts, without declarations
import { sourcesDigest } from '../../../../scripts/build-package.mjs';
import { resolveConfig, type UserConfig } from '../../../../src/shared/config';
import type { SiteConfig } from '../../../../src/shared/types';

let dir: string;
const root = () => join(dir, 'generator');
const contentDir = () => join(dir, 'content');
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const config = (over: Partial<UserConfig> = {}): SiteConfig => resolveConfig({ title: 'Docs', siteUrl: 'https://example.com', ...over });
const keys = (site: SiteConfig = config(), memoDir?: string) => scopeKeys({ root: root(), contentDir: contentDir(), site }, memoDir);
const remarkPlugin = () => () => {};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-scope-keys-'));
  write('generator/package.json', JSON.stringify({ version: '1.0.0', dependencies: { shiki: '4.0.0' } }));
  write('generator/package-lock.json', '{"lockfileVersion":3}');
  write('generator/src/node/markdown/compile.ts', 'export const compile = 1;');
  write(`generator/${BUILT_PACKAGE_DIGEST}`, 'a1');
  write('generator/node_modules/shiki/package.json', JSON.stringify({ version: '4.0.0' }));
  write('content/site.config.ts', 'export default {};');
  write('content/sidebars/guide.ts', 'export default [];');
  write('content/theme/site.css', 'a { color: red; }');
  write('content/theme/components.tsx', 'export function Chart() { return null; }');
  write('content/en/a.md', '# A');
  write('content/public/logo.svg', '<svg/>');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** Each change in turn, with whether it changed each key. */
function changesOf(site: () => SiteConfig, changes: [string, () => void][]): Record<string, { compile: boolean; site: boolean }> {
  let previous = keys(site());
  return Object.fromEntries(
    changes.map(([what, change]) => {
      change();
      const next = keys(site());
      const changed = { compile: next.compile !== previous.compile, site: next.site !== previous.site };
      previous = next;
      return [what, changed];
    }),
  );
}

describe('node/cache/scope-keys', () => {
  it('the compile key changes with the generator and its packages; the site key with them and with the site config and the files it imports', () => {
    let site = config();
    const changes = changesOf(
      () => site,
      [
        ['package built from other sources', () => write(`generator/${BUILT_PACKAGE_DIGEST}`, 'b2')],
        // lib/ runs as it was built: a source edited since is not what runs
        ['source edited, package not built again', () => write('generator/src/node/markdown/compile.ts', 'export const compile = 2;')],
        [
          'generator version',
          () => write('generator/package.json', JSON.stringify({ version: '1.0.1', dependencies: { shiki: '4.0.0' } })),
        ],
        ['lock file', () => write('generator/package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
        ['installed dependency', () => write('generator/node_modules/shiki/package.json', JSON.stringify({ version: '4.0.1' }))],
        ['config file', () => write('content/site.config.ts', 'export default { title: "x" };')],
        ['sidebar file', () => write('content/sidebars/guide.ts', 'export default [{}];')],
        ['theme CSS', () => write('content/theme/site.css', 'a { color: blue; }')],
        ['brand colours', () => (site = config({ themeConfig: { brand: { light: '#0a7d5a', dark: '#3fd6a0' } } }))],
        ['custom CSS', () => (site = config({ themeConfig: { customCss: './theme/site.css' } }))],
        ['footer', () => (site = config({ themeConfig: { footer: { message: 'Made here' } } }))],
      ],
    );
    const both = { compile: true, site: true };
    const siteOnly = { compile: false, site: true };
    expect(changes).toEqual({
      'package built from other sources': both,
      'source edited, package not built again': { compile: false, site: false },
      'generator version': both,
      'lock file': both,
      'installed dependency': both,
      'config file': siteOnly,
      'sidebar file': siteOnly,
      'theme CSS': siteOnly,
      'brand colours': siteOnly,
      'custom CSS': siteOnly,
      footer: siteOnly,
    });
  });

  it('reads the digest the package build writes into lib/, of the sources it was built from', () => {
    const repository = resolve(import.meta.dirname, '../../../..');
    expect(readFileSync(join(repository, BUILT_PACKAGE_DIGEST), 'utf8')).toBe((sourcesDigest as () => string)());
  });

  it('the compile key changes with the components module’s export names, not with the components’ code', () => {
    const site = { ...config(), markdown: { ...config().markdown, components: join(contentDir(), 'theme/components.tsx') } };
    const changes = changesOf(
      () => site,
      [
        ['a component’s code', () => write('content/theme/components.tsx', 'export function Chart() { return "chart"; }')],
        ['a component added', () => write('content/theme/components.tsx', 'export function Chart() {}\nexport function Table() {}')],
      ],
    );
    expect(changes).toEqual({ 'a component’s code': { compile: false, site: true }, 'a component added': { compile: true, site: true } });
  });

  it('with Markdown plugins of the site’s own, the compile key changes with every script of the content folder, not with its styles', () => {
    const site = config({ markdown: { remarkPlugins: [remarkPlugin] } });
    const changes = changesOf(
      () => site,
      [
        ['config file', () => write('content/site.config.ts', 'export default { title: "x" };')],
        ['sidebar file', () => write('content/sidebars/guide.ts', 'export default [{}];')],
        ['theme CSS', () => write('content/theme/site.css', 'a { color: blue; }')],
      ],
    );
    expect(changes).toEqual({
      'config file': { compile: true, site: true },
      'sidebar file': { compile: true, site: true },
      'theme CSS': { compile: false, site: true },
    });
  });

  it('stays the same when a page or a public file changes: a page is keyed by its own text', () => {
    const first = keys();
    write('content/en/a.md', '# A, edited');
    write('content/en/b.md', '# B');
    write('content/public/logo.svg', '<svg></svg>');
    expect(keys()).toEqual(first);
  });

  it('with a memo folder, is the same key, and still changes with an edit of the generator or of the config files', () => {
    const memoDir = join(dir, 'memos');
    const kept = () => keys(config(), memoDir);
    const first = keys();
    // the files settled: the memos are kept
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(kept()).toEqual(first);
    expect(kept()).toEqual(first);
    write(`generator/${BUILT_PACKAGE_DIGEST}`, 'c3c3');
    const edited = kept();
    expect(edited.compile).not.toBe(first.compile);
    expect(edited).toEqual(keys());
    write('content/theme/site.css', 'a { color: green; }');
    expect(kept().site).not.toBe(edited.site);
    expect(kept()).toEqual(keys());
  });
});
