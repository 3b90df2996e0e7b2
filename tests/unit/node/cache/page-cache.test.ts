import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryPacks } from '../../../../src/node/cache/entry-packs';
import { pageCompileCache } from '../../../../src/node/cache/page-cache';
import type { CompiledPage, CompileInput } from '../../../../src/node/markdown/compile';
import { resolveConfig } from '../../../../src/shared/config';
import type { Diagnostic } from '../../../../src/shared/types';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-page-cache-'));
  mkdirSync(join(dir, 'content/en'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const site = resolveConfig({ title: 'Docs', siteUrl: 'https://example.com' });
const locale = site.locales[0];

/** A compile input with every field set: a field added to CompileInput must be added here too. */
const input = (): Required<CompileInput> => ({
  source: '# A\n\n```ts foo\nconst a = 1;\n```\n',
  file: 'content/en/a.md',
  route: { path: '/a', filePath: join(dir, 'content/en/a.md'), lang: 'en', version: '', relativePath: 'en/a.md' },
  markdown: site.markdown,
  langPrefix: '',
  versionLinks: { own: '', prefixes: { v1: '/v1', v2: '' } },
  contentLang: 'en',
  text: locale,
  highlight: async () => ({ unknownLanguage: false }),
  parsed: async () => undefined,
});

const warning = (message: string, line: number): Diagnostic => ({
  severity: 'warning',
  code: 'markdown',
  message,
  file: 'content/en/a.md',
  line,
  column: 1,
});

/** A compile that counts its runs and reports `diagnostics`. */
function compiler(diagnostics: Diagnostic[] = [], { images = [] as string[], missingImages = [] as string[] } = {}) {
  const runs = { count: 0 };
  const compile = async (): Promise<CompiledPage> => {
    runs.count++;
    return {
      page: {
        title: 'A',
        routePath: '/a',
        lang: 'en',
        toc: [],
        frontmatter: {},
        _relativePath: 'en/a.md',
        headingTitle: 'A',
        pageType: 'doc',
        description: '',
      },
      tree: { type: 'root', children: [] },
      links: [],
      files: [],
      ids: ['a'],
      images: images.map((src) => ({ src })),
      missingImages,
      diagnostics: diagnostics.map((d) => ({ ...d })),
      markdown: '# A\n',
    };
  };
  return { runs, compile };
}

const open = () => pageCompileCache(entryPacks(join(dir, 'cache'), 'pages'), 'compile key');

describe('node/cache/page-cache', () => {
  it('keeps a compile that warned, and a hit gives its warnings again as they were, in their order', async () => {
    const diagnostics = [warning("unknown code block option 'foo'", 3), warning("unknown code language 'x'", 7)];
    const first = compiler(diagnostics);
    const fresh = await open()(input(), first.compile);
    const again = compiler();
    const cache = open();
    const hit = await cache(input(), again.compile);
    expect(again.runs.count).toBe(0);
    expect(cache.stats).toEqual({ hits: 1, misses: 0 });
    expect(hit.diagnostics).toEqual(fresh.diagnostics);
    expect(hit.diagnostics).toEqual(diagnostics);
  });

  it('keeps no compile that reported an error: the next run compiles the page again and reports it', async () => {
    const failed = [warning('a warning', 2), { ...warning('compiling this page took too long', 1), severity: 'error' as const }];
    await open()(input(), compiler(failed).compile);
    const again = compiler(failed);
    const cache = open();
    expect((await cache(input(), again.compile)).diagnostics).toEqual(failed);
    expect(again.runs.count).toBe(1);
    expect(cache.stats).toEqual({ hits: 0, misses: 1 });
  });

  it('keeps only the compile’s own problems: those the build adds to the page afterwards (its images’ files) are not replayed', async () => {
    const fresh = await open()(input(), compiler([warning('own', 1)]).compile);
    // what the build's images step does to the compile it was given
    fresh.diagnostics.push({ severity: 'error', code: 'image', message: 'image cannot be read: x.png', file: 'content/en/a.md' });
    const hit = await open()(input(), compiler().compile);
    expect(hit.diagnostics).toEqual([warning('own', 1)]);
  });

  it('is a miss when any field the compile reads changes, and a hit when only the locale’s other options do', async () => {
    await open()(input(), compiler().compile);
    const changes: Record<Exclude<keyof CompileInput, 'highlight' | 'parsed'>, (i: Required<CompileInput>) => Partial<CompileInput>> = {
      source: (i) => ({ source: `${i.source}\nMore.\n` }),
      file: () => ({ file: 'content/en/b.md' }),
      route: (i) => ({ route: { ...i.route, version: 'v2' } }),
      markdown: (i) => ({ markdown: { ...i.markdown, showLineNumbers: true } }),
      langPrefix: () => ({ langPrefix: '/zh' }),
      versionLinks: () => ({ versionLinks: { own: '/v1', prefixes: { v1: '/v1', v2: '' } } }),
      contentLang: () => ({ contentLang: 'zh' }),
      text: (i) => ({ text: { ...i.text, containerText: { ...i.text.containerText, tip: 'Hint' } } }),
    };
    const missed: string[] = [];
    for (const [field, change] of Object.entries(changes)) {
      const counted = compiler();
      await open()({ ...input(), ...change(input()) }, counted.compile);
      if (counted.runs.count === 1) missed.push(field);
    }
    expect(missed).toEqual(Object.keys(changes));
    const markdownChanges = {
      defaultWrapCode: true,
      deadLinks: 'warn' as const,
      shikiThemes: { light: 'github-light', dark: 'github-dark' },
      compileTimeout: 5,
      html: { allowElements: ['kbd'] },
      remarkPlugins: [() => () => {}],
    };
    for (const [option, value] of Object.entries(markdownChanges)) {
      const counted = compiler();
      await open()({ ...input(), markdown: { ...site.markdown, [option]: value } }, counted.compile);
      expect(counted.runs.count, `markdown.${option}`).toBe(1);
    }
    // the locale's nav, sidebar, title and the theme's UI text are no part of a page's compile
    const unread = compiler();
    const themeOnly = { ...locale, nav: [{ text: 'Guide', link: '/guide/' }], title: 'Other', outlineTitle: 'Contents' };
    await open()({ ...input(), text: themeOnly }, unread.compile);
    expect(unread.runs.count).toBe(0);
    // where the page is parsed and highlighted gives the same page
    const elsewhere = compiler();
    const tree = { type: 'root' as const, children: [] };
    await open()({ ...input(), parsed: async () => tree, highlight: async () => ({ unknownLanguage: true }) }, elsewhere.compile);
    expect(elsewhere.runs.count).toBe(0);
  });

  it('is a miss once an image the page embeds changes, or one it did not find appears', async () => {
    const image = join(dir, 'content/en/dot.svg');
    const missing = join(dir, 'content/en/gone.svg');
    writeFileSync(image, '<svg width="1"/>');
    const page = () => compiler([warning('image not found: ./gone.svg', 4)], { images: [image], missingImages: [missing] });
    await open()(input(), page().compile);
    const unchanged = page();
    await open()(input(), unchanged.compile);
    expect(unchanged.runs.count).toBe(0);
    writeFileSync(missing, '<svg/>');
    const appeared = page();
    await open()(input(), appeared.compile);
    expect(appeared.runs.count).toBe(1);
    rmSync(missing);
    writeFileSync(image, '<svg width="2"/>');
    const changed = page();
    await open()(input(), changed.compile);
    expect(changed.runs.count).toBe(1);
  });
});
