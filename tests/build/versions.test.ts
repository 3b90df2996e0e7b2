// Two versions (v1, and v2 the default) in two languages (en, zh): one folder per version under
// content/, v2 at the site's root and v1 under /v1/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, buildsCleanedAfterAll, headOf, outExists, pageRecordOf, readOut, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();

/** The hrefs of one part of a page (its sidebar, its version picker), up to the tag that ends it. */
function hrefsIn(html: string, className: string, endTag = '</nav>'): string[] {
  const start = html.search(new RegExp(`class="(?:[^"]* )?${className}[" ]`));
  expect(start, className).toBeGreaterThan(-1);
  const end = html.indexOf(endTag, start);
  return attributeValues(html.slice(start, end === -1 ? undefined : end), 'href');
}

describe('a site with two versions and two languages', () => {
  let run: BuildRun;
  const page = (file: string) => readOut(run.outDir, file);
  beforeAll(async () => {
    run = await build('versions');
  }, 240_000);

  it('builds every version at its routes: the default at the root, the other under its name', () => {
    expect(run.ok, run.output).toBe(true);
    for (const file of [
      'index.html',
      'guide/start.html',
      'guide/new.html',
      'api/index.html',
      'zh/guide/start.html',
      'v1/index.html',
      'v1/guide/start.html',
      'v1/guide/legacy.html',
      'v1/zh/guide/install.html',
      'v1/zh/guide/legacy.html',
      'icon.svg',
    ]) {
      expect(outExists(run.outDir, file), file).toBe(true);
    }
    // a page of one version only is not made up in the other
    expect(outExists(run.outDir, 'v1/guide/new.html')).toBe(false);
    expect(outExists(run.outDir, 'guide/legacy.html')).toBe(false);
    expect(outExists(run.outDir, 'v2/guide/start.html')).toBe(false);
    expect(page('v1/guide/start.html')).toContain('The old start page.');
    expect(page('guide/start.html')).toContain('The current start page.');
  });

  it('gives each page its version', () => {
    expect(pageRecordOf(page('v1/zh/guide/start.html')).version).toBe('v1');
    expect(pageRecordOf(page('zh/guide/start.html')).version).toBe('v2');
  });

  it("links a page's root and relative links inside its own version, and a link naming a version into that one", () => {
    const v1 = attributeValues(page('v1/guide/install.html'), 'href');
    expect(v1).toContain('/v1/guide/start#setup-old');
    expect(v1).toContain('/guide/install'); // written /v2/guide/install: v2 is the default, at the root
    expect(attributeValues(page('v1/guide/start.html'), 'href')).toEqual(expect.arrayContaining(['/v1/guide/install', '/v1/guide/legacy']));
    expect(attributeValues(page('v1/zh/guide/start.html'), 'href')).toContain('/v1/zh/guide/install');
    expect(attributeValues(page('guide/install.html'), 'href')).toEqual(
      expect.arrayContaining(['/guide/start#setup', '/v1/guide/install']),
    );
    // a home page's hero links too
    expect(hrefsIn(page('v1/index.html'), 'rp-hero-actions', '</div>')).toEqual(['/v1/guide/start']);
    expect(hrefsIn(page('v1/zh/index.html'), 'rp-hero-actions', '</div>')).toEqual(['/v1/zh/guide/start']);
    expect(hrefsIn(page('zh/index.html'), 'rp-hero-actions', '</div>')).toEqual(['/zh/guide/start']);
  });

  it("shows each version's own nav and sidebar, in the page's language", () => {
    // what the page shows, without its data (the language's texts, every version's nav among them)
    const shown = (file: string) => page(file).replace(/<script id="__RP_PAGE__"[\s\S]*?<\/script>/, '');
    const v1 = shown('v1/guide/start.html');
    expect(v1).toContain('Guide v1');
    expect(hrefsIn(v1, 'rp-sidebar')).toEqual(expect.arrayContaining(['/v1/guide/start', '/v1/guide/install', '/v1/guide/legacy']));
    expect(hrefsIn(v1, 'rp-sidebar').filter((href) => !href.startsWith('/v1/') && !href.startsWith('#'))).toEqual([]);
    const v1zh = shown('v1/zh/guide/start.html');
    expect(v1zh).toContain('指南 v1');
    expect(hrefsIn(v1zh, 'rp-sidebar')).toEqual(expect.arrayContaining(['/v1/zh/guide/start', '/v1/zh/guide/legacy']));
    const v2 = shown('guide/start.html');
    expect(v2).not.toContain('Guide v1');
    expect(hrefsIn(v2, 'rp-sidebar')).toEqual(expect.arrayContaining(['/guide/start', '/guide/new']));
    expect(hrefsIn(v2, 'rp-sidebar')).not.toContain('/v1/guide/legacy');
  });

  it("shows in a page's `<<< @/` code import its own version's copy of the file", () => {
    expect(page('v1/guide/install.html')).toContain('hello from the v1 snippet');
    expect(page('v1/guide/install.html')).not.toContain('hello from the v2 snippet');
    expect(page('guide/install.html')).toContain('hello from the v2 snippet');
    expect(page('guide/install.html')).not.toContain('hello from the v1 snippet');
  });

  it('keeps prev/next inside the version', () => {
    const pager = (html: string) => attributeValues(html.slice(html.indexOf('rp-doc-footer')), 'href');
    expect(pager(page('v1/guide/install.html'))).toEqual(expect.arrayContaining(['/v1/guide/start', '/v1/guide/legacy']));
    expect(pager(page('guide/install.html'))).toEqual(expect.arrayContaining(['/guide/start', '/guide/new']));
  });

  it("links the version picker to the same page in each version where it exists, else that version's home", () => {
    const record = (file: string) => pageRecordOf(page(file)) as { versionAlternates?: { version: string; path: string }[] };
    expect(record('v1/zh/guide/start.html').versionAlternates).toEqual([
      { version: 'v1', path: '/v1/zh/guide/start' },
      { version: 'v2', path: '/zh/guide/start' },
    ]);
    expect(record('guide/new.html').versionAlternates).toEqual([{ version: 'v2', path: '/guide/new' }]);
    const picker = (file: string) => hrefsIn(page(file), 'rp-nav-version', '</ul>');
    expect(picker('guide/new.html')).toEqual(['/v1/']);
    expect(picker('zh/guide/new.html')).toEqual(['/v1/zh/']);
    expect(picker('v1/zh/guide/start.html')).toEqual(['/zh/guide/start']);
    expect(picker('guide/install.html')).toEqual(['/v1/guide/install']);
  });

  it('keeps the version in the language picker and the title link', () => {
    const hrefs = attributeValues(page('v1/guide/install.html'), 'href');
    expect(hrefs).toContain('/v1/zh/guide/install');
    expect(hrefs).toContain('/v1/');
    expect(attributeValues(page('v1/zh/guide/install.html'), 'href')).toContain('/v1/guide/install');
  });

  it('writes a 404 page per version and language, its home link in that version and language', () => {
    for (const [file, home] of [
      ['404.html', '/'],
      ['zh/404.html', '/zh/'],
      ['v1/404.html', '/v1/'],
      ['v1/zh/404.html', '/v1/zh/'],
    ]) {
      expect(hrefsIn(page(file), 'rp-not-found', '</main>'), file).toEqual([home]);
    }
    expect(page('_redirects').split('\n').filter(Boolean)).toEqual([
      '/v1/zh/*  /v1/zh/404.html  404',
      '/v1/*  /v1/404.html  404',
      '/zh/*  /zh/404.html  404',
    ]);
  });

  it('points the canonical of a page of v1 to the same page of v2 when there is one, and leaves v1 out of the sitemap', () => {
    const canonical = (file: string) => headOf(page(file)).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical('v1/guide/install.html')).toBe('https://fixture.test/guide/install');
    expect(canonical('v1/zh/guide/start.html')).toBe('https://fixture.test/zh/guide/start');
    expect(canonical('v1/guide/legacy.html')).toBe('https://fixture.test/v1/guide/legacy');
    expect(canonical('guide/install.html')).toBe('https://fixture.test/guide/install');
    const sitemap = page('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.test/guide/install</loc>');
    expect(sitemap).not.toContain('https://fixture.test/v1/');
  });

  it('tells the reader of a v1 page which version is current, linking to the same page there, in their language', () => {
    const notice = (file: string) => {
      const html = page(file);
      const start = html.indexOf('rp-version-notice');
      return start === -1 ? undefined : html.slice(start, html.indexOf('</div>', start));
    };
    expect(notice('v1/guide/install.html')).toContain('You are reading the docs for v1; the current version is v2.');
    expect(attributeValues(notice('v1/guide/install.html')!, 'href')).toEqual(['/guide/install']);
    expect(notice('v1/zh/guide/install.html')).toContain('你正在阅读 v1 版本的文档；当前版本是 v2。');
    expect(attributeValues(notice('v1/zh/guide/install.html')!, 'href')).toEqual(['/zh/guide/install']);
    // a page v2 does not have: the notice leads to v2's home
    expect(attributeValues(notice('v1/guide/legacy.html')!, 'href')).toEqual(['/']);
    expect(notice('guide/install.html')).toBeUndefined();
  });

  it('writes one search index per version and language, each holding that version and language only', () => {
    const meta = headOf(page('v1/guide/start.html')).match(/<meta name="rp-search-index" content="([^"]+)"/)?.[1] ?? '';
    const urls = Object.fromEntries(meta.split(' ').map((pair) => pair.split('=')));
    expect(Object.keys(urls).sort()).toEqual(['en', 'en@v1', 'zh', 'zh@v1']);
    const pagesOf = (key: string) => {
      const manifest = JSON.parse(page(urls[key].slice(1))) as { dir: string };
      const dir = join(run.outDir, 'search', manifest.dir);
      const pieces = readdirSync(dir).filter((file) => file.startsWith('f'));
      return [...new Set(pieces.map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { page: string[] }).page[0]))].sort();
    };
    expect(pagesOf('en@v1')).toEqual(['/v1/', '/v1/guide/install', '/v1/guide/legacy', '/v1/guide/start']);
    expect(pagesOf('zh@v1').every((path) => path.startsWith('/v1/zh/'))).toBe(true);
    expect(pagesOf('en')).toEqual(['/', '/api/', '/guide/install', '/guide/new', '/guide/start']);
    expect(pagesOf('zh').every((path) => path.startsWith('/zh/'))).toBe(true);
  });

  it('writes the llms files of the default version only, and a Markdown twin of every page of every version', () => {
    expect(page('llms.txt')).toContain('https://fixture.test/guide/install.md');
    expect(page('llms.txt')).not.toContain('/v1/');
    expect(page('zh/llms-full.txt')).not.toContain('旧功能');
    expect(page('v1/zh/guide/legacy.md')).toContain('只在 v1 中。');
    expect(page('v1/guide/install.md')).toContain('Install the old version.');
  });
});
