import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { globToRegExp, scanContent } from '../../../../src/node/site/scan';
import { formatDiagnostic } from '../../../../src/node/diagnostics';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }, { lang: 'zh' }] });
/** The routes of files in their own language (no fallback routes). */
const scanOwn = (options: Parameters<typeof scanContent>[0]) => {
  const result = scanContent(options);
  return { ...result, routes: result.routes.filter((r) => r.fallbackOf === undefined) };
};

let project: string;
let content: string;
function touch(...files: string[]): void {
  for (const file of files) {
    const full = join(content, file);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '# x\n');
  }
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'scan-'));
  content = join(project, 'content');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('node/scan', () => {
  it('finds en and zh pages, sorted by route, with their entries', () => {
    touch('en/index.md', 'en/guide/start/index.md', 'en/guide/basic/cli.md', 'zh/index.md', 'zh/guide/basic/cli.md');
    const { routes, diagnostics } = scanOwn({ root: content, site });
    expect(diagnostics).toEqual([]);
    expect(routes.map((r) => r.path)).toEqual(['/', '/guide/basic/cli', '/guide/start/', '/zh/', '/zh/guide/basic/cli']);
    expect(routes[1]).toEqual({
      path: '/guide/basic/cli',
      filePath: join(content, 'en/guide/basic/cli.md'),
      lang: 'en',
      version: '',
      relativePath: 'en/guide/basic/cli.md',
    });
    expect(routes[4].lang).toBe('zh');
  });

  it('skips fragments, non-Markdown files, excluded globs and unknown languages', () => {
    touch(
      'en/guide/a.md',
      'en/shared/intro.md',
      'en/guide/shared/note.md',
      'en/_drafts/x.md',
      'en/guide/_partial.md',
      'en/.vitepress/y.md',
      'en/theme/z.md',
      'en/guide/image.png',
      'en/guide/b.markdown',
      'fr/guide/a.md',
      'public/readme.md',
    );
    const { routes } = scanOwn({ root: content, site });
    expect(routes.map((r) => r.relativePath)).toEqual(['en/guide/a.md']);
    const withExclude = { ...site, route: { ...site.route, exclude: ['guide/drafts/**'] } };
    touch('en/guide/drafts/wip.md');
    expect(scanOwn({ root: content, site: withExclude }).routes.map((r) => r.relativePath)).toEqual(['en/guide/a.md', 'en/theme/z.md']);
  });

  it('scans MDX pages as pages, and a Markdown and an MDX file of one name as a duplicate route naming both', () => {
    touch('en/guide/a.mdx', 'en/guide/b.md', 'en/guide/b.mdx');
    const { routes, diagnostics } = scanOwn({ root: content, site });
    expect(routes.map((r) => [r.path, r.relativePath])).toEqual([
      ['/guide/a', 'en/guide/a.mdx'],
      ['/guide/b', 'en/guide/b.md'],
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['error', 'duplicate-route', expect.stringMatching(/en\/guide\/b\.md and .*en\/guide\/b\.mdx both map to route \/guide\/b;/)],
    ]);
  });

  it('reports two files claiming one route as an error naming both, and keeps the first', () => {
    touch('en/foo.md', 'en/foo/index.md', 'en/bar.md');
    const { routes, diagnostics } = scanOwn({ root: content, site });
    expect(routes.map((r) => r.relativePath)).toEqual(['en/bar.md', 'en/foo.md']);
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d.severity).toBe('error');
    expect(d.code).toBe('duplicate-route');
    expect(d.file).toBe('content/en/foo/index.md');
    expect(d.message).toContain('content/en/foo.md');
    expect(d.message).toContain('content/en/foo/index.md');
  });

  it('refuses a page whose file or folder name holds a tab, a line break or another control character, naming it; a space is fine', () => {
    touch('en/index.md', 'en/my page.md', 'en/tab\there.md', 'en/line\nbreak.md', 'en/bell\u0007/a.md', 'en/_drafts/tab\tdraft.md');
    const { routes, diagnostics } = scanOwn({ root: content, site });
    expect(routes.map((r) => r.path)).toEqual(['/', '/my page']);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['error', 'file-name', 'content/en/bell\u0007/a.md'],
      ['error', 'file-name', 'content/en/line\nbreak.md'],
      ['error', 'file-name', 'content/en/tab\there.md'],
    ]);
    // printed on one line, each control character as its escape
    expect(formatDiagnostic(diagnostics[2])).toBe(
      'content/en/tab\\there.md error file-name a page file or folder name with a tab, a line break or another control character cannot be a URL: rename it',
    );
  });

  it('tolerates a missing language folder', () => {
    touch('en/index.md');
    expect(scanOwn({ root: content, site }).routes.map((r) => r.path)).toEqual(['/']);
  });

  it('adds a fallback route for each page a translation lacks, showing the source file', () => {
    touch('en/index.md', 'en/guide/a.md', 'en/guide/b.md', 'en/404.md', 'zh/index.md', 'zh/guide/a.md');
    const { routes, diagnostics } = scanContent({ root: content, site });
    expect(diagnostics).toEqual([]);
    const fallbacks = routes.filter((r) => r.fallbackOf !== undefined);
    // no fallback for the 404 page: every language renders its own
    expect(fallbacks).toEqual([
      {
        path: '/zh/guide/b',
        filePath: join(content, 'en/guide/b.md'),
        lang: 'zh',
        version: '',
        relativePath: 'en/guide/b.md',
        fallbackOf: '/guide/b',
      },
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/', '/404', '/guide/a', '/guide/b', '/zh/', '/zh/guide/a', '/zh/guide/b']);
  });

  it('a one-language site gets no fallback routes', () => {
    touch('en/index.md', 'en/guide/a.md');
    const single = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
    expect(scanContent({ root: content, site: single }).routes.map((r) => r.path)).toEqual(['/', '/guide/a']);
  });

  it('warns about a translation without a source page, naming its file, and builds no page for the source language', () => {
    touch('en/index.md', 'zh/index.md', 'zh/guide/only.md');
    const { routes, diagnostics } = scanContent({ root: content, site });
    expect(routes.map((r) => r.path)).toEqual(['/', '/zh/', '/zh/guide/only']);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'translation', file: 'content/zh/guide/only.md' })]);
    expect(diagnostics[0].message).toContain('/zh/guide/only has no en source page');
  });

  it('globToRegExp matches the default excludes', () => {
    expect(globToRegExp('**/shared/**').test('en/guide/shared/a.md')).toBe(true);
    expect(globToRegExp('**/shared/**').test('shared/a.md')).toBe(true);
    expect(globToRegExp('**/shared/**').test('en/guide/sharedx/a.md')).toBe(false);
    expect(globToRegExp('**/theme/**').test('en/theme/index.md')).toBe(true);
    expect(globToRegExp('guide/*.md').test('guide/a.md')).toBe(true);
    expect(globToRegExp('guide/*.md').test('guide/x/a.md')).toBe(false);
    expect(globToRegExp('a.md').test('abmd')).toBe(false);
  });
});
