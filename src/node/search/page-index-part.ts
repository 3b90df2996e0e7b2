/**
 * A page's share of its language's index, so that a build can keep each page's share and redo only
 * the pages that changed: its records as the fragment pieces hold them, and the postings of its
 * terms (tokenized and normalized once). Shares are put together in route order (index-pieces.ts).
 */
import {
  normalizeTerm,
  RECORD_TYPES,
  SEARCH_FIELDS,
  tokenizeForIndex,
  type FragmentDoc,
  type FragmentPiece,
  type SearchField,
} from '../../shared/search-index-format';
import { stripBase } from '../../shared/routes';
import type { SearchRecord } from '../../shared/types';

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A record's route path and anchor, from its absolute URL: 'https://x.dev/docs/a#b' -> ['/a', 'b']. */
export function pathAndAnchor(url: string, base: string): [string, string] {
  const parsed = new URL(url);
  const path = stripBase(parsed.pathname, base);
  return [path, decodeURIComponent(parsed.hash.slice(1))];
}

/** A record's page ([path, lvl0, lvl1]) and its entry in a fragment piece. */
export function pageAndDoc(record: SearchRecord, base: string): { path: string; page: FragmentPiece['page']; doc: FragmentDoc } {
  const [path, anchor] = pathAndAnchor(record.url, base);
  const levels = LEVELS.map((level) => record.hierarchy[level] ?? '');
  while (levels.length > 0 && levels.at(-1) === '') levels.pop();
  return {
    path,
    page: [path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? ''],
    doc: [anchor, record.type, levels, record.content ?? ''],
  };
}

/** What the index holds of a record: its own heading, its text, and (page records) how other pages describe it. */
export function indexedFields(record: SearchRecord): Record<SearchField, string> {
  const title = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  const section = record.type === 'lvl1' ? (record.hierarchy.lvl0 ?? '') : '';
  return { title, content: record.content ?? '', mentions: record.mentions?.join(' \n') ?? '', section };
}

/** Numbers per posting in a share's `postings`: record, type, field, whole, count, span. */
export const POSTING_WIDTH = 6;

/** One page's share of its language's index. */
export interface PageIndexPart {
  page: FragmentPiece['page'];
  docs: FragmentDoc[];
  /** its terms, in the order it first names them */
  terms: string[];
  /** per term, its postings (POSTING_WIDTH numbers each), by record, then field */
  postings: number[][];
}

/** Terms normalized so far: a site's pages repeat the same words, and normalizing one runs several regular expressions. */
const normalized = new Map<string, string>();
/** Distinct tokens remembered at most; past that the memo starts again. */
const NORMALIZED_MAX = 100_000;

function normalizedTerm(token: string): string {
  let term = normalized.get(token);
  if (term === undefined) {
    if (normalized.size >= NORMALIZED_MAX) normalized.clear();
    normalized.set(token, (term = normalizeTerm(token)));
  }
  return term;
}

const DEPTH: Record<SearchRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

/** For each record, how many records after it sit under it (0 for text records). */
export function spansOf(types: SearchRecord['type'][]): number[] {
  return types.map((type, i) => {
    if (type === 'content') return 0;
    let end = i + 1;
    while (end < types.length && DEPTH[types[end]] > DEPTH[type]) end++;
    return end - i - 1;
  });
}

/** A page's share of the index: its records (the page record first, with its mentions), in their order. */
export function pageIndexPart(records: SearchRecord[], base: string): PageIndexPart {
  const part: PageIndexPart = { page: ['', '', ''], docs: [], terms: [], postings: [] };
  const termNumbers = new Map<string, number>();
  const spans = spansOf(records.map((record) => record.type));
  records.forEach((record, n) => {
    const { page, doc } = pageAndDoc(record, base);
    if (n === 0) part.page = page;
    part.docs.push(doc);
    const type = RECORD_TYPES.indexOf(record.type);
    const values = indexedFields(record);
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const counts = new Map<string, { count: number; whole: boolean }>();
      for (const [token, isPart] of tokenizeForIndex(values[field])) {
        const term = normalizedTerm(token);
        if (!term) continue;
        const seen = counts.get(term) ?? { count: 0, whole: false };
        seen.count++;
        seen.whole ||= !isPart;
        counts.set(term, seen);
      }
      for (const [term, { count, whole }] of counts) {
        let number = termNumbers.get(term);
        if (number === undefined) {
          number = part.terms.push(term) - 1;
          part.postings.push([]);
          termNumbers.set(term, number);
        }
        // a title's count is its length: a title the query matches whole is an exact match
        part.postings[number].push(n, type, fieldId, whole ? 1 : 0, field === 'title' ? counts.size : count, spans[n]);
      }
    });
  });
  return part;
}
