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
import { loadIndexPieces } from '../../../../src/client/search/providers/index-pieces';
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

/** The search of a written index, its pieces read from `dir` as the browser fetches them. */
async function searchIn(dir: string, manifestUrl: string) {
  const fetchFn = (async (url: string) =>
    new Response(await readFile(join(dir, url.replace(/^\/(docs\/)?/, ''))))) as unknown as typeof fetch;
  return createLocalSearch(await loadIndexPieces(manifestUrl, fetchFn));
}

const manifests = (files: string[]) => files.filter((file) => /^search\/[a-z]+\.[0-9a-f]+\.json$/.test(file));

describe('node/search-index', () => {
  it('writes per language a manifest with a content hash in its name, its pieces in a folder named by their digest, and the URLs with the base', async () => {
    const dir = await outDir();
    const site = siteWith({ base: '/docs/' });
    const { files, urls } = await emitSearchIndex({ site, pages: await pages(), outDir: dir });
    const [enManifest, zhManifest] = manifests(files);
    expect(enManifest).toMatch(/^search\/en\.[0-9a-f]{10}\.json$/);
    expect(zhManifest).toMatch(/^search\/zh\.[0-9a-f]{10}\.json$/);
    const { dir: pieces } = JSON.parse(await readFile(join(dir, enManifest), 'utf8')) as { dir: string };
    expect(pieces).toMatch(/^en\.[0-9a-f]{10}$/);
    expect(
      files.filter((file) => file.startsWith('search/en.') && file !== enManifest).every((file) => file.startsWith(`search/${pieces}/`)),
    ).toBe(true);
    expect(await readdir(join(dir, 'search'))).toHaveLength(4);
    expect(urls).toEqual({ en: `/docs/${enManifest}`, zh: `/docs/${zhManifest}` });

    const en = await searchIn(dir, urls.en!);
    expect((await en.search('snapshot', 10))[0]).toMatchObject({
      url: '/guide/snapshots',
      hierarchy: { lvl0: 'Guide', lvl1: 'Snapshots' },
    });
    const zh = await searchIn(dir, urls.zh!);
    expect((await zh.search('快照', 10))[0]).toMatchObject({ url: '/zh/guide/snapshots' });
  });

  it("gives local hits the objectIDs of the build's records", async () => {
    const dir = await outDir();
    const site = siteWith();
    const source = await pages();
    const { urls } = await emitSearchIndex({ site, pages: source, outDir: dir });
    const records = buildSearchRecords({ site, pages: source }).get('en')!;
    const [hit] = await (await searchIn(dir, urls.en!)).search('files', 10);
    expect(hit.objectID).toBe(records.find((r) => r.content?.includes('files'))!.objectID);
  });

  it('names a changed index (its manifest and its pieces folder) differently and an unchanged one the same', async () => {
    const site = siteWith();
    const first = await emitSearchIndex({ site, pages: await pages(), outDir: await outDir() });
    const again = await emitSearchIndex({ site, pages: await pages(), outDir: await outDir() });
    expect(again.files).toEqual(first.files);
    const changed = [await compile('# Snapshots\n\nSomething else.', { path: '/guide/snapshots' })];
    const next = await emitSearchIndex({ site, pages: changed, outDir: await outDir() });
    expect(next.files[0]).not.toBe(first.files[0]);
    const folders = (files: string[]) => new Set(files.filter((f) => f.split('/').length === 3).map((f) => f.split('/')[1]));
    expect([...folders(next.files)].filter((folder) => folders(first.files).has(folder) && folder.startsWith('en.'))).toEqual([]);
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
