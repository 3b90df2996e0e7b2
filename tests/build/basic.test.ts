import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildFailure, buildSite } from '../../prerender';
import {
  attributeValues,
  type BuildRun,
  buildFixture,
  escapeRegExp,
  fixtureContent,
  headOf,
  metaContent,
  outExists,
  pageRecordOf,
  readOut,
  removeOut,
  ROOT,
  tempOutDir,
} from './helpers';

const SITE = 'https://fixture.test';

interface ExpectedPage {
  route: string;
  file: string;
  lang: 'en' | 'zh';
  title: string;
  description: string;
  h1?: string;
  bodyText: string;
  /** the twin route in the other language, when it exists */
  twin?: string;
}

const PAGES: ExpectedPage[] = [
  {
    route: '/',
    file: 'index.html',
    lang: 'en',
    title: 'Fixture Site',
    description: 'Welcome to the fixture home page.',
    bodyText: 'Home of the fixture',
    twin: '/zh/',
  },
  {
    route: '/a/b',
    file: 'a/b.html',
    lang: 'en',
    title: 'Page B heading - Fixture Site',
    description: 'Page B shows every feature of the Markdown dialect.',
    h1: 'Page B heading',
    bodyText: 'Default tip body.',
    twin: '/zh/a/b',
  },
  {
    route: '/folder/',
    file: 'folder/index.html',
    lang: 'en',
    title: 'Folder index - Fixture Site',
    description: 'Folder body text, linking back to page B and only English.',
    h1: 'Folder index',
    bodyText: 'Section text.',
    twin: '/zh/folder/',
  },
  {
    route: '/only-en',
    file: 'only-en.html',
    lang: 'en',
    title: 'Only English - Fixture Site',
    description: 'This page has no Chinese twin. See page B.',
    bodyText: 'This page has no Chinese twin.',
  },
  {
    route: '/zh/',
    file: 'zh/index.html',
    lang: 'zh',
    title: 'Fixture Site',
    description: '欢迎来到夹具首页。',
    bodyText: '夹具首页',
    twin: '/',
  },
  {
    route: '/zh/a/b',
    file: 'zh/a/b.html',
    lang: 'zh',
    title: '页面 B 标题 - Fixture Site',
    description: '页面 B 的正文。',
    h1: '页面 B 标题',
    bodyText: '警告正文。',
    twin: '/a/b',
  },
  {
    route: '/zh/folder/',
    file: 'zh/folder/index.html',
    lang: 'zh',
    title: '文件夹首页 - Fixture Site',
    description: '文件夹正文，链接到 页面 B。',
    h1: '文件夹首页',
    bodyText: '文件夹正文',
    twin: '/folder/',
  },
];
const DOC_PAGES = PAGES.filter((page) => page.h1);

let run: BuildRun;
/** holds the client manifest the build is asked to write */
let manifestDir: string;
const html = (file: string) => readOut(run.outDir, file);

beforeAll(async () => {
  manifestDir = await tempOutDir('basic-manifest');
  run = await buildFixture('basic', { manifestFile: join(manifestDir, 'manifest.json') });
  if (!run.ok) throw new Error(`the basic fixture failed to build:\n${run.output}`);
});
afterAll(() => Promise.all([removeOut(run?.outDir), removeOut(manifestDir)]));

describe('build: basic fixture (en + zh, every dialect feature)', () => {
  it('succeeds without warnings and writes every route, the 404 page and the public files', () => {
    expect(run.ok).toBe(true);
    // and /zh/only-en, built from the English page (its translation is missing)
    expect(run.pages).toBe(PAGES.length + 1);
    expect(run.lines).toEqual([]);
    for (const page of PAGES) expect(outExists(run.outDir, page.file), page.file).toBe(true);
    expect(readOut(run.outDir, 'zh/only-en.html')).toContain('本页尚未翻译');
    expect(outExists(run.outDir, '404.html')).toBe(true);
    expect(readOut(run.outDir, 'fixture.txt')).toBe('fixture public file\n');
  });

  it.each(PAGES)('$route: <html lang>, title, description, canonical and og tags', (page) => {
    const doc = html(page.file);
    expect(doc).toContain(`<html lang="${page.lang}">`);
    expect(headOf(doc)).toContain(`<title>${page.title}</title>`);
    expect(metaContent(doc, 'description')).toBe(page.description);
    const url = SITE + page.route;
    expect(headOf(doc)).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(doc, 'og:title')).toBe(page.title);
    expect(metaContent(doc, 'og:description')).toBe(page.description);
    expect(metaContent(doc, 'og:url')).toBe(url);
    expect(metaContent(doc, 'og:locale')).toBe(page.lang === 'en' ? 'en_US' : 'zh_CN');
  });

  it.each(PAGES)('$route: hreflang en/zh/x-default only where a twin exists', (page) => {
    const alternates = [...headOf(html(page.file)).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    if (!page.twin) {
      expect(alternates).toEqual([]);
      return;
    }
    const [en, zh] = page.lang === 'en' ? [page.route, page.twin] : [page.twin, page.route];
    expect(alternates).toEqual([
      ['en', SITE + en],
      ['zh', SITE + zh],
      ['x-default', SITE + en],
    ]);
  });

  it.each(PAGES)('$route: theme script before any stylesheet, entry module script that exists', (page) => {
    const doc = html(page.file);
    const head = headOf(doc);
    const themeScript = head.indexOf('rp-theme-appearance');
    const firstStylesheet = head.indexOf('rel="stylesheet"');
    expect(themeScript).toBeGreaterThan(-1);
    expect(firstStylesheet).toBeGreaterThan(themeScript);
    const entry = /<script type="module" src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/.exec(doc)?.[1];
    expect(entry).toBeDefined();
    expect(outExists(run.outDir, entry!.slice(1))).toBe(true);
    for (const preload of [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])) {
      expect(outExists(run.outDir, preload.slice(1)), preload).toBe(true);
    }
  });

  it.each(DOC_PAGES)('$route: the h1 and body text are prerendered, not an empty root', (page) => {
    const doc = html(page.file);
    expect(doc).not.toContain('<div id="root"></div>');
    expect(doc).toMatch(new RegExp(`<h1 id="[^"]+">${page.h1}</h1>`));
    expect(doc).toContain(page.bodyText);
    expect(pageRecordOf(doc).title).toBe(page.h1);
  });

  it("ships React's production build although the test runner set NODE_ENV=test, and restores it", () => {
    expect(process.env.NODE_ENV).toBe('test');
    const entry = /<script type="module" src="\/(assets\/[^"]+\.js)"[^>]*><\/script>/.exec(html('a/b.html'))![1];
    const code = readOut(run.outDir, entry);
    expect(code).toContain('react.dev/errors/'); // production React names its errors by URL ...
    expect(code).not.toContain('react.dev/link/warning-keys'); // ... and drops the development warnings
    expect(code).not.toContain('jsxDEV');
  });

  it('home pages render their hero', () => {
    expect(html('index.html')).toContain('Home of the fixture');
    expect(html('zh/index.html')).toContain('夹具首页');
  });

  it('404.html has the 404 title, noindex and no canonical', () => {
    const doc = html('404.html');
    expect(headOf(doc)).toContain('<title>404 - Fixture Site</title>');
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(doc).not.toContain('rel="canonical"');
  });

  it('the inlined page record has the toc (depth 2-4, custom id) without the no-outline heading', () => {
    const record = pageRecordOf(html('a/b.html'));
    expect(record.toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: 'Containers', id: 'containers', depth: 2 },
      { text: 'Code', id: 'custom-code', depth: 2 },
      { text: 'Image', id: 'image', depth: 3 },
      { text: 'Table', id: 'table', depth: 4 },
      { text: 'Links', id: 'links', depth: 2 },
    ]);
    // kept out of the outline, but still on the page with its id
    expect(html('a/b.html')).toContain('<h2 id="hidden-from-outline">Hidden from outline</h2>');
    const zh = pageRecordOf(html('zh/a/b.html'));
    expect(zh.toc.map((entry) => entry.id)).toEqual(['容器', '监听模式']);
  });

  it('containers show default titles in the page language and custom titles as written', () => {
    const en = html('a/b.html');
    expect(en).toMatch(/rp-container-tip"><p class="rp-container-title">Tip<\/p>/);
    expect(en).toMatch(/rp-container-warning"><p class="rp-container-title">Custom warning title<\/p>/);
    expect(en).toMatch(/<details class="rp-container rp-container-details"><summary class="rp-container-title">Details<\/summary>/);
    const zh = html('zh/a/b.html');
    expect(zh).toMatch(/rp-container-tip"><p class="rp-container-title">提示<\/p>/);
    expect(zh).toMatch(/rp-container-warning"><p class="rp-container-title">自定义警告标题<\/p>/);
  });

  it('code blocks are highlighted at build time with title and highlighted line; tabs and pm tabs render', () => {
    const doc = html('a/b.html');
    expect(doc).toContain('<div class="rp-code-title">fixture.config.ts</div>');
    const lines = [...doc.matchAll(/<span class="line( highlighted)?">(.*?)<\/span><\/span>/g)].filter((m) => /first|second/.test(m[2]));
    expect(lines.map((m) => Boolean(m[1]))).toEqual([false, true]);
    expect(doc).toContain('--shiki-dark:');
    expect(doc).toMatch(/data-group-id="fixture">.*>First tab<\/button>.*>Second tab<\/button>/s);
    expect(doc).toContain('Tab two body.');
    const managers = [...doc.matchAll(/role="tab"[^>]*>(npm|yarn|pnpm|bun)<\/button>/g)].map((m) => m[1]);
    expect(managers).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(doc).toContain('data-group-id="package-manager"');
  });

  it('a table and a footnote render', () => {
    const doc = html('a/b.html');
    expect(doc).toContain('<table><thead><tr><th>option</th><th>default</th></tr></thead>');
    expect(doc).toMatch(/<li id="user-content-fn-1">\s*<p>The footnote text\./);
  });

  it('internal links are clean URLs without target; external ones open a new tab with rel', () => {
    const doc = html('a/b.html');
    const anchors = [...doc.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ href: m[1], rest: m[2], text: m[3] }));
    const byText = (text: string) => anchors.find((a) => a.text === text)!;
    expect(byText('Folder page').href).toBe('/folder/');
    expect(byText('absolute folder').href).toBe('/folder/');
    expect(byText('custom anchor').href).toBe('/folder/#folder-custom');
    expect(byText('same page').href).toBe('#containers');
    for (const text of ['Folder page', 'absolute folder', 'custom anchor', 'same page', 'mail']) {
      expect(byText(text).rest, text).not.toMatch(/target=|rel=/);
    }
    expect(byText('mail').href).toBe('mailto:team@fixture.test');
    expect(byText('external site')).toEqual({
      href: 'https://example.com/docs',
      rest: ' target="_blank" rel="noopener noreferrer"',
      text: 'external site',
    });
    // on a Chinese page an absolute route gets the /zh prefix
    expect(html('zh/a/b.html')).toContain('<a href="/zh/folder/">文件夹</a>');
  });

  it('the relative image is fingerprinted under assets/ and referenced from the page', () => {
    const assets = readdirSync(`${run.outDir}/assets`);
    const image = assets.find((name) => /^dot-[\w-]{6,}\.svg$/.test(name));
    expect(image, `assets: ${assets.join(', ')}`).toBeDefined();
    const doc = html('a/b.html');
    expect(doc).toMatch(new RegExp(`<img src="/assets/${escapeRegExp(image!)}" alt="Fixture dot" loading="lazy"`));
    expect(attributeValues(doc, 'src').filter((src) => src.startsWith('data:'))).toEqual([]);
  });

  it('each page has its Markdown twin next to it: no front matter, the title as h1, no {#id}', () => {
    const twins = {
      'a/b.md': '# Page B heading',
      'folder/index.md': '# Folder index',
      'only-en.md': '# Only English',
      'zh/a/b.md': '# 页面 B 标题',
      'zh/folder/index.md': '# 文件夹首页',
      'index.md': '# Fixture Site',
      'zh/index.md': '# 夹具站点',
    };
    for (const [file, h1] of Object.entries(twins)) {
      const twin = readOut(run.outDir, file);
      expect(twin.split('\n')[0], file).toBe(h1);
      expect(twin, file).not.toMatch(/^---$/m);
    }
    const b = readOut(run.outDir, 'a/b.md');
    expect(b).not.toContain('description:');
    expect(b).toContain('## Code\n');
    expect(b).toContain('```ts title="fixture.config.ts" {2}');
    expect(readOut(run.outDir, 'only-en.md')).toBe('# Only English\n\nThis page has no Chinese twin. See [page B](./a/b.md).\n');
  });

  it('sitemap.xml lists each route once (no 404) with xhtml:link alternates', () => {
    const sitemap = readOut(run.outDir, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(PAGES.map((p) => SITE + p.route).sort());
    expect(sitemap).not.toContain('404');
    const abEntry = /<url>\s*<loc>https:\/\/fixture\.test\/a\/b<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(abEntry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/a/b"/>`);
    expect(abEntry).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${SITE}/zh/a/b"/>`);
    expect(abEntry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/a/b"/>`);
    const onlyEn = /<url>\s*<loc>https:\/\/fixture\.test\/only-en<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1];
    expect(onlyEn).toBeDefined();
    expect(onlyEn).not.toContain('xhtml:link');
  });

  it('robots.txt points to the sitemap', () => {
    expect(readOut(run.outDir, 'robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('llms.txt of each language lists every doc page with its .md link; llms-full.txt holds their Markdown', () => {
    const en = readOut(run.outDir, 'llms.txt');
    expect(en.split('\n')[0]).toBe('# Fixture Site');
    for (const [title, md] of [
      ['Page B heading', '/a/b.md'],
      ['Folder index', '/folder/index.md'],
      ['Only English', '/only-en.md'],
    ]) {
      expect(en).toContain(`- [${title}](${SITE}${md})`);
    }
    expect(en).not.toContain('/zh/');
    const zh = readOut(run.outDir, 'zh/llms.txt');
    expect(zh).toContain(`- [页面 B 标题](${SITE}/zh/a/b.md)`);
    expect(zh).toContain(`- [文件夹首页](${SITE}/zh/folder/index.md)`);
    const full = readOut(run.outDir, 'llms-full.txt');
    expect(full).toContain(`url: ${SITE}/a/b.md`);
    expect(full).toContain(readOut(run.outDir, 'a/b.md').trim());
    expect(full).toContain(readOut(run.outDir, 'folder/index.md').trim());
    expect(readOut(run.outDir, 'zh/llms-full.txt')).toContain(readOut(run.outDir, 'zh/a/b.md').trim());
  });

  it('leaves no build metadata in the out dir, which hosts publish as it is: the client manifest goes where asked', () => {
    expect(outExists(run.outDir, '.vite')).toBe(false);
    const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(html('index.html')).toContain(`<script type="module" src="/${entry.file}"`);
    expect(outExists(run.outDir, entry.file)).toBe(true);
  });

  it('refuses to write the manifest inside the out dir, before building anything', async () => {
    const outDir = await tempOutDir('manifest-inside');
    try {
      const manifestFile = join(outDir, 'meta/manifest.json');
      const failure = await buildSite({ root: ROOT, contentDir: fixtureContent('basic'), outDir, manifestFile, log: () => {} }).catch(
        (error) => error,
      );
      expect(failure).toBeInstanceOf(BuildFailure);
      expect(failure.message).toBe(`Build failed: the manifest file ${manifestFile} is inside the out dir ${outDir}, which hosts publish`);
      expect(readdirSync(outDir)).toEqual([]);
    } finally {
      await removeOut(outDir);
    }
  });
});
