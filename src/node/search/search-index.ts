/**
 * The local search index: per language a manifest with a content hash in its name
 * (dist/search/<lang>.<hash>.json) and its pieces in a folder named by a digest of them
 * (index-pieces.ts), written at build time. Pages learn the manifests' names from the
 * `<meta name="rp-search-index">` tag html.ts writes, so no first-visit JS carries them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withBase } from '../../shared/routes';
import type { Lang, SearchRecord, SiteConfig } from '../../shared/types';
import { indexFromParts, type LanguageIndex } from './index-pieces';
import { pageIndexPart, pathAndAnchor } from './page-index-part';
import { buildSearchRecords, type RecordSource } from './search-records';

export { SEARCH_DIR } from './index-pieces';
/** Records of one language cut into pages: a page's records are contiguous. */
function* pagesOf(records: SearchRecord[], base: string): Generator<SearchRecord[]> {
  let page: SearchRecord[] = [];
  let path = '';
  for (const record of records) {
    const own = pathAndAnchor(record.url, base)[0];
    if (page.length > 0 && own !== path) {
      yield page;
      page = [];
    }
    path = own;
    page.push(record);
  }
  if (page.length > 0) yield page;
}

/** A language's index from its records (every page's, in route order). */
export function buildLanguageIndex(records: SearchRecord[], lang: Lang, base: string): LanguageIndex {
  return indexFromParts(
    lang,
    [...pagesOf(records, base)].map((page) => pageIndexPart(page, base)),
  );
}

/** The index of every language. */
export function buildIndexFiles(recordsByLang: Iterable<[Lang, SearchRecord[]]>, base: string): LanguageIndex[] {
  return [...recordsByLang].map(([lang, records]) => buildLanguageIndex(records, lang, base));
}

/** Whether the site builds a local index (Algolia hosts its own; search can be switched off). */
export function usesLocalIndex(site: SiteConfig): boolean {
  return Boolean(site.themeConfig.search) && site.search.provider === 'local';
}

export interface EmittedSearchIndex {
  /** written files, relative to outDir */
  files: string[];
  /** per language, the URL of its manifest (base included), for the page's meta tag */
  urls: Partial<Record<Lang, string>>;
}

/** Write built indexes into outDir; returns the files and the manifests' URLs. */
export async function writeIndexFiles(outDir: string, indexes: LanguageIndex[], base: string): Promise<EmittedSearchIndex> {
  const emitted: EmittedSearchIndex = { files: [], urls: {} };
  for (const { lang, manifest, files } of indexes) {
    for (const { file, bytes } of files) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), bytes);
      emitted.files.push(file);
    }
    emitted.urls[lang] = withBase('/' + manifest, base);
  }
  return emitted;
}

export interface EmitSearchIndexOptions {
  site: SiteConfig;
  pages: RecordSource[];
  outDir: string;
}

/** Build and write every language's index (local provider only). */
export async function emitSearchIndex({ site, pages, outDir }: EmitSearchIndexOptions): Promise<EmittedSearchIndex> {
  if (!usesLocalIndex(site)) return { files: [], urls: {} };
  return writeIndexFiles(outDir, buildIndexFiles(buildSearchRecords({ site, pages }), site.base), site.base);
}

/** The content of the `rp-search-index` meta tag: 'en=/search/en.1a2b.json zh=/search/zh.3c4d.json'. */
export function searchIndexMetaContent(urls: Partial<Record<string, string>>): string {
  return Object.entries(urls)
    .map(([lang, url]) => `${lang}=${url}`)
    .join(' ');
}
