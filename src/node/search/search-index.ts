/**
 * The local search index: per language one JSON file with a content hash in its name
 * (dist/search/<lang>.<hash>.json), written at build time. Pages learn the names from the
 * `<meta name="rp-search-index">` tag html.ts writes, so no first-visit JS carries them.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { packIndexSource, type IndexSource, type PackedIndex, type TermPostings } from '../../shared/search-index-codec';
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

/** A record's page ([path, lvl0, lvl1]) and the rest of its entry in the file's `docs`. */
export function pageAndDoc(
  record: SearchRecord,
  base: string,
): { path: string; page: IndexPage; doc: [anchor: string, type: SearchRecord['type'], levels: string[], content: string] } {
  const [path, anchor] = pathAndAnchor(record.url, base);
  const levels = LEVELS.map((level) => record.hierarchy[level] ?? '');
  while (levels.length > 0 && levels.at(-1) === '') levels.pop();
  return {
    path,
    page: [path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? ''],
    doc: [anchor, record.type, levels, record.content ?? ''],
  };
}

/** What MiniSearch indexes of a record, but its id. */
export function indexedFields(record: SearchRecord): Omit<IndexedFields, 'id'> {
  const title = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  return { title, content: record.content ?? '', mentions: record.mentions?.join(' \n') ?? '' };
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
    const { path, page: indexPage, doc } = pageAndDoc(record, this.base);
    let page = this.pageNumbers.get(path);
    if (page === undefined) {
      page = this.pages.push(indexPage) - 1;
      this.pageNumbers.set(path, page);
    }
    this.docs.push([page, ...doc]);
    this.search!.add({ id: this.docs.length - 1, ...indexedFields(record) });
  }

  /** The file; the builder is spent. */
  finish(): SearchIndexFile {
    const index = packMiniSearch(this.search!);
    this.search = null;
    return { v: INDEX_FORMAT_VERSION, lang: this.lang, pages: this.pages, docs: this.docs, index };
  }
}

/**
 * What MiniSearch's own toJSON reads (minisearch is pinned to an exact version). Packing from it
 * directly gives packIndex(search.toJSON()) without that plain-object copy of the whole index, which
 * is larger than the index itself.
 */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _fieldLength: Map<number, number[]>;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

const ascending = <T>(map: Map<number, T>): [number, T][] => [...map].sort((a, b) => a[0] - b[0]);

function* termsOf(index: MiniSearchState['_index']): Generator<[string, TermPostings]> {
  for (const [term, fields] of index) yield [term, ascending(fields).map(([field, docs]) => [String(field), ascending(docs)])];
}

/** The packed index of a MiniSearch instance: the same as packIndex(search.toJSON()). */
export function packMiniSearch(search: MiniSearch<IndexedFields>): PackedIndex {
  const state = search as unknown as MiniSearchState;
  const source: IndexSource = {
    documentCount: state._documentCount,
    nextId: state._nextId,
    fieldIds: state._fieldIds,
    averageFieldLength: state._avgFieldLength,
    fieldLengths: ascending(state._fieldLength),
    terms: termsOf(state._index),
  };
  return packIndexSource(source);
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

/** One language's index file as it is written: its name (content hash included) and its JSON in UTF-8. */
export interface IndexFileOutput {
  lang: Lang;
  /** relative to outDir: 'search/en.1a2b3c4d5e.json' */
  file: string;
  /** encoded once: a large site's index is hashed, kept in the cache and written as these bytes, never copied as text again */
  bytes: Buffer;
}

/** One language's index file as written: JSON, named by its content hash. */
export function indexFileOutput(lang: Lang, file: SearchIndexFile): IndexFileOutput {
  return namedIndexFile(lang, JSON.stringify(file));
}

/** One language's index file from its JSON text, named by its content hash. */
export function namedIndexFile(lang: Lang, json: string): IndexFileOutput {
  const bytes = Buffer.from(json);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { lang, file: `${SEARCH_DIR}/${lang}.${hash}.json`, bytes };
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
  for (const { lang, file, bytes } of files) {
    await writeFile(join(outDir, file), bytes);
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
