/**
 * The local search index file: its JSON shape and the MiniSearch options that build it (node, at
 * build time) and load it (browser, in the search chunk). Both sides must tokenize alike, so the
 * options live here once. Pure: no DOM, no node: imports.
 */
import type { AsPlainObject, Options } from 'minisearch';
import type { Lang, SearchRecord } from '../../shared/types';

export const INDEX_FORMAT_VERSION = 1;

/** One page: [route path, lvl0 (section), lvl1 (page title)]. */
export type IndexPage = [path: string, lvl0: string, lvl1: string];
/** One record: [page index, anchor ('' for the page top), type, [lvl2..lvl6 texts], content]. */
export type IndexDoc = [page: number, anchor: string, type: SearchRecord['type'], levels: string[], content: string];

export interface SearchIndexFile {
  v: number;
  lang: Lang;
  pages: IndexPage[];
  docs: IndexDoc[];
  /** MiniSearch.toJSON() of the docs; document ids are positions in `docs` */
  index: AsPlainObject;
}

/** What MiniSearch indexes per record (ids are positions in `docs`). */
export interface IndexedFields {
  id: number;
  /** the record's own heading text (lvl1 for the page record, lvlN for a heading), '' for content */
  title: string;
  /** the headings above the record, so 'expect toBe' finds toBe under the Expect page */
  parents: string;
  content: string;
}

const SPLIT_RE = /[\n\r\p{Z}\p{P}]+/u;
const HAN_RE = /\p{Script=Han}/u;

/** Intl.Segmenter where the runtime has it; without it Chinese runs stay whole words (prefix search still works). */
const segmenters = new Map<string, Intl.Segmenter | null>();
function segmenterFor(lang: Lang): Intl.Segmenter | null {
  if (!segmenters.has(lang)) {
    segmenters.set(lang, typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(lang, { granularity: 'word' }) : null);
  }
  return segmenters.get(lang)!;
}

/**
 * Words of a text for index and query. English: split at spaces and punctuation (MiniSearch's rule).
 * Chinese: dictionary word segmentation, so '快照' is a term of '更新快照';
 * 'rstest.fn 更新快照' -> ['rstest', 'fn', '更新', '快照'].
 */
export function tokenize(text: string, lang: Lang): string[] {
  const words = text.split(SPLIT_RE).filter(Boolean);
  const segmenter = lang === 'zh' ? segmenterFor(lang) : null;
  if (!segmenter) return words;
  const out: string[] = [];
  for (const word of words) {
    if (!HAN_RE.test(word)) out.push(word);
    else out.push(...segmentHan(word, segmenter));
  }
  return out;
}

// The same Chinese runs come back again and again (every record repeats its page's headings in
// `parents`): segmenting each distinct run once made the zh index build ~4x faster.
const MAX_MEMO_RUNS = 20_000;
const hanRuns = new Map<string, string[]>();
function segmentHan(run: string, segmenter: Intl.Segmenter): string[] {
  let words = hanRuns.get(run);
  if (!words) {
    words = [];
    for (const s of segmenter.segment(run)) if (s.isWordLike) words.push(s.segment);
    if (hanRuns.size >= MAX_MEMO_RUNS) hanRuns.clear();
    hanRuns.set(run, words);
  }
  return words;
}

/** The index as MiniSearch.loadJS wants it: the build leaves out documentIds when they are 0..n-1. */
export function restoreIdentityIds(file: SearchIndexFile): AsPlainObject {
  const { index } = file;
  if (Object.keys(index.documentIds).length > 0) return index;
  return { ...index, documentIds: Object.fromEntries(file.docs.map((_, i) => [i, i])) };
}

export const SEARCH_FIELDS = ['title', 'parents', 'content'] as const;

/** Options shared by `new MiniSearch` (build) and `MiniSearch.loadJSON` (browser). */
export function miniSearchOptions(lang: Lang): Options<IndexedFields> {
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: (text) => tokenize(text, lang),
    processTerm: (term) => term.toLowerCase(),
  };
}
