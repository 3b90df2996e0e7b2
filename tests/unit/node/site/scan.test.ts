import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { globToRegExp, scanContent } from '../../../../src/node/site/scan';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }, { lang: 'zh' }] });

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
    const { routes, diagnostics } = scanContent({ root: content, site });
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
      'en/guide/b.mdx',
      'fr/guide/a.md',
      'public/readme.md',
    );
    const { routes } = scanContent({ root: content, site });
    expect(routes.map((r) => r.relativePath)).toEqual(['en/guide/a.md']);
    const withExclude = { ...site, route: { ...site.route, exclude: ['guide/drafts/**'] } };
    touch('en/guide/drafts/wip.md');
    expect(scanContent({ root: content, site: withExclude }).routes.map((r) => r.relativePath)).toEqual([
      'en/guide/a.md',
      'en/theme/z.md',
    ]);
  });

  it('reports two files claiming one route as an error naming both, and keeps the first', () => {
    touch('en/foo.md', 'en/foo/index.md', 'en/bar.md');
    const { routes, diagnostics } = scanContent({ root: content, site });
    expect(routes.map((r) => r.relativePath)).toEqual(['en/bar.md', 'en/foo.md']);
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d.severity).toBe('error');
    expect(d.code).toBe('duplicate-route');
    expect(d.file).toBe('content/en/foo/index.md');
    expect(d.message).toContain('content/en/foo.md');
    expect(d.message).toContain('content/en/foo/index.md');
  });

  it('tolerates a missing language folder', () => {
    touch('en/index.md');
    expect(scanContent({ root: content, site }).routes.map((r) => r.path)).toEqual(['/']);
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
