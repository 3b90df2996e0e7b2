import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { scanContent } from '../../../../src/node/site/scan';

const twoLanguages = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }, { lang: 'ja' }] });
const oneLanguage = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'de' }] });

let project: string;
let content: string;
function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    const full = join(content, file);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}
const own = (result: ReturnType<typeof scanContent>) => result.routes.filter((r) => r.fallbackOf === undefined).map((r) => r.path);

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'scan-pages-'));
  content = join(project, 'content');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('node/scan: front matter slug and draft, pages at the root', () => {
  it('routes a page by its slug: from the language root, or from its folder', () => {
    write({
      'en/docs/setup.md': '---\nslug: /install\n---\n# Setup\n',
      'en/docs/guide/a.md': '---\nslug: start\n---\n# A\n',
      'ja/docs/setup.md': '---\nslug: /install\n---\n# セットアップ\n',
    });
    const result = scanContent({ root: content, site: twoLanguages, projectRoot: project });
    expect(result.diagnostics).toEqual([]);
    expect(own(result)).toEqual(['/docs/guide/start', '/install', '/ja/install']);
    expect(result.routes.find((r) => r.path === '/ja/docs/guide/start')?.fallbackOf).toBe('/docs/guide/start');
  });

  it('reports two pages on one route through a slug, naming both files', () => {
    write({ 'en/a.md': '# A\n', 'en/b.md': '---\nslug: /a\n---\n# B\n' });
    const { diagnostics } = scanContent({ root: content, site: twoLanguages, projectRoot: project });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'duplicate-route',
        message: 'content/en/a.md and content/en/b.md both map to route /a; rename or remove one of them',
      }),
    ]);
  });

  it('refuses a slug that cannot be a route, naming the file, and keeps the file route', () => {
    write({ 'en/a.md': '---\nslug: ../up\n---\n# A\n' });
    const result = scanContent({ root: content, site: twoLanguages, projectRoot: project });
    expect(own(result)).toEqual(['/a']);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'content/en/a.md' })]);
    expect(result.diagnostics[0].message).toMatch(/^slug: "\.\.\/up" cannot be a route/);
  });

  it('leaves a draft page out of a build, with no fallback, and keeps it in dev', () => {
    write({ 'en/a.md': '# A\n', 'en/wip.md': '---\ndraft: true\n---\n# WIP\n' });
    const build = scanContent({ root: content, site: twoLanguages, projectRoot: project });
    expect(build.routes.map((r) => r.path)).toEqual(['/a', '/ja/a']);
    expect(build.drafts.map((r) => r.path)).toEqual(['/wip']);
    const dev = scanContent({ root: content, site: twoLanguages, projectRoot: project, drafts: true });
    expect(dev.routes.map((r) => r.path)).toEqual(['/a', '/ja/a', '/ja/wip', '/wip']);
    expect(dev.drafts).toEqual([]);
  });

  it('reads each page title and sidebar keys before any compile', () => {
    write({ 'en/a.md': '---\nsidebar_label: Short\nsidebar_position: 2\n---\n# The `a` page\n' });
    const { pages } = scanContent({ root: content, site: twoLanguages, projectRoot: project });
    expect(pages.get(join(content, 'en/a.md'))).toEqual({
      title: 'The a page',
      sidebarLabel: 'Short',
      sidebarPosition: 2,
      slug: undefined,
      draft: false,
      inLang: 'a.md',
    });
  });

  it('takes the pages of a one-language site from the content root when it has no language folder', () => {
    write({ 'index.md': '# Start\n', 'guide/a.md': '# A\n', 'public/notes.md': '# not a page\n', 'theme/x.md': '# not a page\n' });
    const result = scanContent({ root: content, site: oneLanguage, projectRoot: project });
    expect(result.diagnostics).toEqual([]);
    expect(result.routes.map((r) => [r.path, r.lang, r.relativePath])).toEqual([
      ['/', 'de', 'index.md'],
      ['/guide/a', 'de', 'guide/a.md'],
    ]);
  });

  it('uses the language folder of a one-language site when there is one', () => {
    write({ 'de/index.md': '# Start\n', 'stray.md': '# not a page\n' });
    const result = scanContent({ root: content, site: oneLanguage, projectRoot: project });
    expect(result.routes.map((r) => r.relativePath)).toEqual(['de/index.md']);
  });
});
