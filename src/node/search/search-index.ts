/**
 * The local search index: per language one JSON file with a content hash in its name
 * (dist/search/<lang>.<hash>.json), written at build time. Pages learn the names from the
 * `<meta name="rp-search-index">` tag html.ts writes, so no first-visit JS carries them.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { packIndex } from '../../shared/search-index-codec';
import { stripBase, withBase } from '../../shared/routes';
import type { Lang, SearchRecord, SiteConfig } from '../../shared/types';
import {
  INDEX_FORMAT_VERSION,
  MINI_SEARCH_OPTIONS,
  type IndexDoc,
  type IndexedFields,
  type IndexPage,
  type SearchIndexFile,
} from '../../shared/search-index-format';
import { buildSearchRecords, type RecordSource } from './search-records';

export const SEARCH_DIR = 'search';
const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A record's route path and anchor, from its absolute URL: 'https://x.dev/docs/a#b' -> ['/a', 'b']. */
function pathAndAnchor(url: string, base: string): [string, string] {
  const parsed = new URL(url);
  const path = stripBase(parsed.pathname, base);
  return [path, decodeURIComponent(parsed.hash.slice(1))];
}

/**
 * The index file of one language, a record at a time: pages once, records by page number, and the
 * MiniSearch index. Nothing keeps the records themselves, so a build can feed thousands of pages'
 * records without holding them all.
 */
export class IndexFileBuilder {
  private readonly pages: IndexPage[] = [];
  private readonly pageNumbers = new Map<string, number>();
  private readonly docs: IndexDoc[] = [];
  private search: MiniSearch<IndexedFields> | null = new MiniSearch<IndexedFields>(MINI_SEARCH_OPTIONS);

  constructor(
    private readonly lang: Lang,
    private readonly base: string,
  ) {}

  add(record: SearchRecord): void {
    const [path, anchor] = pathAndAnchor(record.url, this.base);
    let page = this.pageNumbers.get(path);
    if (page === undefined) {
      page = this.pages.push([path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '']) - 1;
      this.pageNumbers.set(path, page);
    }
    const levels = LEVELS.map((level) => record.hierarchy[level] ?? '');
    while (levels.length > 0 && levels.at(-1) === '') levels.pop();
    const title = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
    this.docs.push([page, anchor, record.type, levels, record.content ?? '']);
    this.search!.add({ id: this.docs.length - 1, title, content: record.content ?? '', mentions: record.mentions?.join(' \n') ?? '' });
  }

  /** The file; the builder is spent (its index is let go before packing, which copies it). */
  finish(): SearchIndexFile {
    const json = this.search!.toJSON();
    this.search = null;
    return { v: INDEX_FORMAT_VERSION, lang: this.lang, pages: this.pages, docs: this.docs, index: packIndex(json) };
  }
}

/** The index file of one language: pages once, records by page number, and the MiniSearch index. */
export function buildIndexFile(records: SearchRecord[], lang: Lang, base: string): SearchIndexFile {
  const builder = new IndexFileBuilder(lang, base);
  for (const record of records) builder.add(record);
  return builder.finish();
}

export interface EmitSearchIndexOptions {
  site: SiteConfig;
  pages: RecordSource[];
  outDir: string;
}

export interface EmittedSearchIndex {
  /** written files, relative to outDir */
  files: string[];
  /** per language, the URL of its index file (base included), for the page's meta tag */
  urls: Partial<Record<Lang, string>>;
}

/** One language's index file as it is written: its name (content hash included) and its JSON text. */
export interface IndexFileOutput {
  lang: Lang;
  /** relative to outDir: 'search/en.1a2b3c4d5e.json' */
  file: string;
  json: string;
}

/** One language's index file as written: JSON, named by its content hash. */
export function indexFileOutput(lang: Lang, file: SearchIndexFile): IndexFileOutput {
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { lang, file: `${SEARCH_DIR}/${lang}.${hash}.json`, json };
}

/** The index files of every language. */
export function buildIndexFiles(recordsByLang: Iterable<[Lang, SearchRecord[]]>, base: string): IndexFileOutput[] {
  return [...recordsByLang].map(([lang, records]) => indexFileOutput(lang, buildIndexFile(records, lang, base)));
}

/** Whether the site builds a local index (Algolia hosts its own; search can be switched off). */
export function usesLocalIndex(site: SiteConfig): boolean {
  return Boolean(site.themeConfig.search) && site.search.provider === 'local';
}

/** Write built index files into outDir; returns their names and URLs. */
export async function writeIndexFiles(outDir: string, files: IndexFileOutput[], base: string): Promise<EmittedSearchIndex> {
  const emitted: EmittedSearchIndex = { files: [], urls: {} };
  if (files.length === 0) return emitted;
  await mkdir(join(outDir, SEARCH_DIR), { recursive: true });
  for (const { lang, file, json } of files) {
    await writeFile(join(outDir, file), json);
    emitted.files.push(file);
    emitted.urls[lang] = withBase('/' + file, base);
  }
  return emitted;
}

/** Build and write one hashed index file per language (local provider only). */
export async function emitSearchIndex({ site, pages, outDir }: EmitSearchIndexOptions): Promise<EmittedSearchIndex> {
  if (!usesLocalIndex(site)) return { files: [], urls: {} };
  return writeIndexFiles(outDir, buildIndexFiles(buildSearchRecords({ site, pages }), site.base), site.base);
}

/** The content of the `rp-search-index` meta tag: 'en=/search/en.1a2b.json zh=/search/zh.3c4d.json'. */
export function searchIndexMetaContent(urls: Partial<Record<Lang, string>>): string {
  return Object.entries(urls)
    .map(([lang, url]) => `${lang}=${url}`)
    .join(' ');
}
