/**
 * The local search index, split into pieces (written by src/node/search, read by the search chunk):
 * per language a small manifest, term pieces (the index's terms in sorted ranges, each with its
 * postings) fetched for the words a reader types, and fragment pieces (a page's records: its titles,
 * anchors and text) fetched for the hits shown. Both sides must cut and spell terms alike, so that
 * lives here once. Pure: no DOM, no node: imports.
 */
import type { Lang, SearchRecord } from './types';

export const INDEX_FORMAT_VERSION = 3;

/**
 * A language's manifest, loaded when the dialog opens. Its pieces live under `dir`, a folder named
 * by a digest of every piece, so a manifest never reads pieces of another build.
 */
export interface IndexManifest {
  v: number;
  lang: Lang;
  /** the pieces' folder, relative to the manifest's own URL: 'en.1a2b3c4d5e' */
  dir: string;
  /** records in the index: the base of a term's rarity */
  docs: number;
  /** the first term of each term piece, ascending; piece i (file `t<i in base 36>.json`) holds the terms from `ranges[i]` up to `ranges[i + 1]` */
  ranges: string[];
  /** records per fragment piece: a hit's record `n` of page `p` is in file `f<p>-<n / size>.json` (base 36) */
  fragment: number;
}

/** A term piece: per term, how many records hold it and its postings (search-index-codec.ts). */
export interface TermPiece {
  v: number;
  terms: Record<string, [records: number, postings: string]>;
}

/** One record in a fragment piece: [anchor ('' for the page top), type, [lvl2..lvl6 texts], content]. */
export type FragmentDoc = [anchor: string, type: SearchRecord['type'], levels: string[], content: string];

/** A fragment piece: a page ([path, lvl0, lvl1]) and some of its records, from record `from` on. */
export interface FragmentPiece {
  v: number;
  page: [path: string, lvl0: string, lvl1: string];
  from: number;
  docs: FragmentDoc[];
}

/** The record types, numbered as postings spell them. */
export const RECORD_TYPES: SearchRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
/**
 * The indexed fields of a record, numbered as postings spell them: its own heading, its text, how
 * other pages describe it (page records), and its section's title (page records: it counts as said
 * of the page, and adds nothing to the score).
 */
export const SEARCH_FIELDS = ['title', 'content', 'mentions', 'section'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const termPieceFile = (piece: number) => `t${piece.toString(36)}.json`;
export const fragmentFile = (page: number, chunk: number) => `f${page.toString(36)}-${chunk.toString(36)}.json`;

/** The term piece holding `term` (or where it would be): the last range starting at or before it. */
export function pieceOf(ranges: string[], term: string): number {
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (ranges[mid] <= term) low = mid;
    else high = mid - 1;
  }
  return low;
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
/** Starts a Han term in the index; never part of another term (the tokenizer splits at punctuation). */
const HAN_TERM_MARK = '#';
/** A Han character in a term: its code point in four base-36 digits. */
const HAN_CODE_LENGTH = 4;
const HAN_CODE_RE = /[0-9a-z]{4}/g;

/**
 * Overlapping character pairs of a Han run: '更新快照' -> 更新, 新快, 快照. A query for any word of
 * the text shares its pairs, whatever a dictionary would make of it, and the build and every
 * browser cut text alike.
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
 * Terms of a query: words split at spaces and punctuation, Han text cut into character pairs.
 * 'rstest.fn 更新快照' -> ['rstest', 'fn', '更新', '新快', '快照'].
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(SPLIT_RE)) if (word) wordTerms(word, out);
  return out;
}

/** A term of indexed text, and whether it is an inner part of an identifier ('Timeout' of testTimeout). */
export type IndexToken = [term: string, part: boolean];

/**
 * Terms of indexed text: those of a query, plus the inner parts of identifiers, so 'hook timeout'
 * finds hookTimeout. The first part is left out: the identifier itself starts with it, and prefix
 * search finds it there. Parts are marked: a word inside an identifier counts less than the word.
 */
export function tokenizeForIndex(text: string): IndexToken[] {
  const out: IndexToken[] = [];
  for (const word of text.split(SPLIT_RE)) {
    if (!word) continue;
    const terms: string[] = [];
    wordTerms(word, terms);
    for (const term of terms) out.push([term, false]);
    if (CAMEL_RE.test(word)) for (const part of (word.match(CAMEL_PART_RE) ?? []).slice(1)) out.push([part, true]);
  }
  return out;
}

/** English endings folded away, longest first, each with the shortest stem it may leave. */
const ENDINGS: [ending: string, minStem: number][] = [
  ['ings', 4],
  ['ing', 4],
  ['ies', 3],
  ['ed', 4],
  ['es', 4],
  ['s', 3],
];
const DOUBLED_END_RE = /([b-df-hj-np-tv-z])\1$/;
const LOWER_WORD_RE = /^[a-z]+$/;

/**
 * A light English stem, so 'share', 'shares', 'shared' and 'sharing' are one term, and so are
 * 'mock', 'mocks', 'mocked' and 'mocking': an ending is cut when a long enough stem stays, a doubled
 * last consonant is made single ('running' -> 'run') and a final 'e' dropped. Only plain lowercase
 * words: an identifier ('toBe', 'v8') is matched as written.
 */
export function stemWord(word: string): string {
  if (!LOWER_WORD_RE.test(word) || word.length <= 3) return word;
  let stem = word;
  for (const [ending, minStem] of ENDINGS) {
    if (stem.endsWith(ending) && stem.length - ending.length >= minStem && !(ending === 's' && /(ss|us|is)$/.test(stem))) {
      stem = stem.slice(0, -ending.length) + (ending === 'ies' ? 'y' : '');
      if (ending !== 's' && ending !== 'ies') stem = stem.replace(DOUBLED_END_RE, '$1');
      break;
    }
  }
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/**
 * A term as the index holds it: lowercase, stemmed ('Sharing' -> 'shar'), and a Han term spelled in
 * ASCII ('快照' -> '#0iy30mef'), in which codes of equal length keep prefixes ('快' is a prefix of
 * '快照' in both spellings) and terms sort by code point.
 */
export function normalizeTerm(term: string): string {
  if (UNSPACED_RE.test(term))
    return HAN_TERM_MARK + [...term].map((char) => char.codePointAt(0)!.toString(36).padStart(HAN_CODE_LENGTH, '0')).join('');
  const camel = CAMEL_RE.test(term);
  const lower = term.toLowerCase();
  return camel ? lower : stemWord(lower);
}

/** Whether a term of the index is (a prefix of) Han text. */
export const isHanTerm = (term: string) => term.startsWith(HAN_TERM_MARK);

/** The text of a term of the index, for highlighting: '#0iy30mef' -> '快照'. */
export function termText(term: string): string {
  if (!isHanTerm(term)) return term;
  return (term.slice(HAN_TERM_MARK.length).match(HAN_CODE_RE) ?? []).map((code) => String.fromCodePoint(parseInt(code, 36))).join('');
}
