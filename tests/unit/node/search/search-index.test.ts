import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import type { SiteConfig } from '../../../../src/shared/types';
import { renderPage } from '../../../../src/node/page/html';
import { emitSearchIndex, searchIndexMetaContent } from '../../../../src/node/search/search-index';
import { buildSearchRecords } from '../../../../src/node/search/search-records';
import { createLocalSearch } from '../../../../src/client/search/providers/local-search';
import { compile } from '../markdown/helpers';

const dirs: string[] = [];
async function outDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-search-index-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function siteWith(extra: Record<string, unknown> = {}): SiteConfig {
  return resolveConfig({
    siteUrl: 'https://docs.test',
    title: 'Docs',
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/' }] },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/' }] },
    ],
    ...extra,
  });
}

async function pages() {
  return [
    await compile('# Snapshots\n\nUpdate snapshot files with `-u`.', { path: '/guide/snapshots' }),
    await compile('# 快照\n\n运行时更新快照文件。', { path: '/zh/guide/snapshots', lang: 'zh' }),
  ];
}

describe('node/search-index', () => {
  it('writes one index file per language with a content hash in its name, and their URLs with the base', async () => {
    const dir = await outDir();
    const site = siteWith({ base: '/docs/' });
    const { files, urls } = await emitSearchIndex({ site, pages: await pages(), outDir: dir });
    expect(files).toEqual([
      expect.stringMatching(/^search\/en\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^search\/zh\.[0-9a-f]{10}\.json$/),
    ]);
    expect(await readdir(join(dir, 'search'))).toHaveLength(2);
    expect(urls).toEqual({ en: `/docs/${files[0]}`, zh: `/docs/${files[1]}` });

    const en = createLocalSearch(JSON.parse(await readFile(join(dir, files[0]), 'utf8')));
    expect(en.search('snapshot', 10)[0]).toMatchObject({ url: '/guide/snapshots', hierarchy: { lvl0: 'Guide', lvl1: 'Snapshots' } });
    const zh = createLocalSearch(JSON.parse(await readFile(join(dir, files[1]), 'utf8')));
    expect(zh.search('快照', 10)[0]).toMatchObject({ url: '/zh/guide/snapshots' });
  });

  it("gives local hits the objectIDs of the build's records", async () => {
    const dir = await outDir();
    const site = siteWith();
    const source = await pages();
    const { files } = await emitSearchIndex({ site, pages: source, outDir: dir });
    const records = buildSearchRecords({ site, pages: source }).get('en')!;
    const hit = createLocalSearch(JSON.parse(await readFile(join(dir, files[0]), 'utf8'))).search('files', 10)[0];
    expect(hit.objectID).toBe(records.find((r) => r.content?.includes('files'))!.objectID);
  });

  it('names a changed index differently and an unchanged one the same', async () => {
    const site = siteWith();
    const first = await emitSearchIndex({ site, pages: await pages(), outDir: await outDir() });
    const again = await emitSearchIndex({ site, pages: await pages(), outDir: await outDir() });
    expect(again.files).toEqual(first.files);
    const changed = [await compile('# Snapshots\n\nSomething else.', { path: '/guide/snapshots' })];
    const next = await emitSearchIndex({ site, pages: changed, outDir: await outDir() });
    expect(next.files[0]).not.toBe(first.files[0]);
  });

  it('writes nothing for Algolia (the index is hosted) or when search is off', async () => {
    const algolia = siteWith({ search: { provider: 'algolia', algolia: { appId: 'A', apiKey: 'k', indexName: 'docs' } } });
    expect(await emitSearchIndex({ site: algolia, pages: await pages(), outDir: await outDir() })).toEqual({ files: [], urls: {} });
    const off = siteWith({ themeConfig: { search: false } });
    expect(await emitSearchIndex({ site: off, pages: await pages(), outDir: await outDir() })).toEqual({ files: [], urls: {} });
  });

  it('tells every page the index URLs through a meta tag in its head', () => {
    const site = siteWith();
    const content = searchIndexMetaContent({ en: '/search/en.1.json', zh: '/search/zh.2.json' });
    expect(content).toBe('en=/search/en.1.json zh=/search/zh.2.json');
    const html = renderPage({
      site,
      locale: site.locales[0],
      page: { title: 'A', pageType: 'doc', frontmatter: {}, description: '' },
      routePath: '/guide/a',
      appHtml: '',
      assets: { entry: '/assets/e.js', preloads: [], css: [] },
      alternates: [],
      searchIndexMeta: content,
    });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<meta name="rp-search-index" content="en=/search/en.1.json zh=/search/zh.2.json">');
  });
});

describe('node/search-index packMiniSearch', () => {
  it('packs an index exactly as packIndex packs its JSON, whatever order terms first met their fields', async () => {
    const { default: MiniSearch } = await import('minisearch');
    const { MINI_SEARCH_OPTIONS } = await import('../../../../src/shared/search-index-format');
    const { packIndex } = await import('../../../../src/shared/search-index-codec');
    const { packMiniSearch } = await import('../../../../src/node/search/search-index');
    const search = new MiniSearch(MINI_SEARCH_OPTIONS);
    // 'snapshot' is met in the content of document 0 before the title of document 1
    search.addAll([
      { id: 0, title: 'Retry', content: 'update the snapshot', mentions: '' },
      { id: 1, title: 'Snapshot', content: 'snapshot snapshot files', mentions: 'snapshot testing' },
      { id: 2, title: '', content: 'retry flaky tests', mentions: '' },
    ]);
    expect(packMiniSearch(search)).toEqual(packIndex(search.toJSON()));
  });
});
