/**
 * The local search index file: its JSON shape and the MiniSearch options that build it (node, at
 * build time) and load it (browser, in the search chunk). Both sides must tokenize alike, so the
 * options live here once. Pure: no DOM, no node: imports.
 */
import type { Options } from 'minisearch';
import type { Lang, SearchRecord } from './types';
import type { PackedIndex } from './search-index-codec';

export const INDEX_FORMAT_VERSION = 2;

/** One page: [route path, lvl0 (section), lvl1 (page title)]. */
export type IndexPage = [path: string, lvl0: string, lvl1: string];
/** One record: [page index, anchor ('' for the page top), type, [lvl2..lvl6 texts], content]. */
export type IndexDoc = [page: number, anchor: string, type: SearchRecord['type'], levels: string[], content: string];

export interface SearchIndexFile {
  v: number;
  lang: Lang;
  pages: IndexPage[];
  docs: IndexDoc[];
  /** MiniSearch's index of the docs, packed (index-codec.ts); document ids are positions in `docs` */
  index: PackedIndex;
}

/**
 * What MiniSearch indexes per record (ids are positions in `docs`). The headings above a record
 * are not repeated in it: the search reads them from the records of those headings (local-search.ts).
 */
export interface IndexedFields {
  id: number;
  /** the record's own heading text (lvl1 for the page record, lvlN for a heading), '' for content */
  title: string;
  /** text: the page's lead for the page record */
  content: string;
  /** page records only: how other pages describe the page where they link to it */
  mentions: string;
}

/** Spaces, control characters (tabs, line ends) and punctuation. */
const SPLIT_RE = /[\p{Cc}\p{Z}\p{P}]+/u;
/**
 * The characters of text written without spaces between words: Han, and Japanese kana with the
 * marks that join kana words (ー, 々). Such text is indexed as character pairs.
 */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005';
/** Runs of unspaced characters, and runs of anything else: 'fn的用法' -> 'fn', '的用法'. */
export const SCRIPT_RUN_RE = new RegExp(`[${UNSPACED}]+|[^${UNSPACED}]+`, 'gu');
export const UNSPACED_RE = new RegExp(`[${UNSPACED}]`, 'u');
/** Parts of a camelCase or PascalCase identifier: 'useFakeTimers' -> use, Fake, Timers. */
const CAMEL_PART_RE = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;
const CAMEL_RE = /[a-z][A-Z]/;
/** English plural and third person: 'snapshots' and 'snapshot' are one term. */
const PLURAL_RE = /^([a-z]{3,}[a-rt-z])s$/;
/** Starts a Han term in the index; never part of another term (the tokenizer splits at punctuation). */
const HAN_TERM_MARK = '#';
/** A Han character in a term: its code point in four base-36 digits. */
const HAN_CODE_LENGTH = 4;
const HAN_CODE_RE = /[0-9a-z]{4}/g;

/**
 * Overlapping character pairs of a Han run: '更新快照' -> 更新, 新快, 快照. A query for any word of
 * the text shares its pairs, whatever a dictionary would make of it (ICU's cut '超时' into '超' and
 * '时', and '清空调用记录' into 清|空调|用|记录), and the build and every browser cut text alike.
 */
function hanPairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i] + chars[i + 1]);
  return pairs;
}

function wordTerms(word: string, out: string[]): void {
  if (!UNSPACED_RE.test(word)) {
    out.push(word);
    return;
  }
  for (const run of word.match(SCRIPT_RUN_RE) ?? []) {
    if (UNSPACED_RE.test(run)) out.push(...hanPairs(run));
    else out.push(run);
  }
}

/**
 * Terms of a query: words split at spaces and punctuation (MiniSearch's rule), Han text cut into
 * character pairs. 'rstest.fn 更新快照' -> ['rstest', 'fn', '更新', '新快', '快照'].
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(SPLIT_RE)) if (word) wordTerms(word, out);
  return out;
}

/**
 * Terms of indexed text: those of a query, plus the inner parts of identifiers, so 'hook timeout'
 * finds hookTimeout. The first part is left out: the identifier itself starts with it, and prefix
 * search finds it there ('test' is not a second word of testTimeout, which would rank it above Test).
 */
export function tokenizeForIndex(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(SPLIT_RE)) {
    if (!word) continue;
    wordTerms(word, out);
    if (CAMEL_RE.test(word)) out.push(...(word.match(CAMEL_PART_RE) ?? []).slice(1));
  }
  return out;
}

/**
 * A term as the index holds it: lowercase, plural folded ('Snapshots' -> 'snapshot'), and a Han
 * term spelled in ASCII ('快照' -> '#0iy30mef'). MiniSearch's term tree compares terms a character
 * at a time, and a Han character costs it a new string each time where an ASCII one costs nothing,
 * so the Chinese index loads much faster in this spelling. Codes of equal length keep prefixes:
 * '快' is a prefix of '快照' in both spellings.
 */
export function normalizeTerm(term: string): string {
  if (UNSPACED_RE.test(term))
    return HAN_TERM_MARK + [...term].map((char) => char.codePointAt(0)!.toString(36).padStart(HAN_CODE_LENGTH, '0')).join('');
  const lower = term.toLowerCase();
  return PLURAL_RE.exec(lower)?.[1] ?? lower;
}

/** Whether a term of the index is (a prefix of) Han text. */
export const isHanTerm = (term: string) => term.startsWith(HAN_TERM_MARK);

/** The text of a term of the index, for highlighting: '#0iy30mef' -> '快照'. */
export function termText(term: string): string {
  if (!isHanTerm(term)) return term;
  return (term.slice(HAN_TERM_MARK.length).match(HAN_CODE_RE) ?? []).map((code) => String.fromCodePoint(parseInt(code, 36))).join('');
}

export const SEARCH_FIELDS = ['title', 'content', 'mentions'] as const;

/** Options shared by `new MiniSearch` (build) and `MiniSearch.loadJS` (browser). */
export const MINI_SEARCH_OPTIONS: Options<IndexedFields> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: tokenizeForIndex,
  processTerm: normalizeTerm,
};
