/**
 * Postings of a term piece as text, and back. A posting is one record holding the term:
 * `<page gap>.<record>.<code>[.<span>]` in base 36, postings comma-separated, ordered by page
 * then record ('0.3.1c,2.0.42.9'). The page is a gap from the previous posting's page; the record
 * is its number in its page; the code packs the record's type, the field, whether the term is a
 * whole word there (not only an identifier's part) and a count (occurrences in the field, or for a
 * title its length in terms); `span`, for a heading or page record, is how many records after it
 * are under it. Pure: no DOM, no node: imports.
 */
import { RECORD_TYPES, SEARCH_FIELDS } from './search-index-format';

export interface Posting {
  page: number;
  /** the record's number in its page (0: the page record) */
  record: number;
  /** index in RECORD_TYPES */
  type: number;
  /** index in SEARCH_FIELDS */
  field: number;
  /** the term is a word of the field, not only a part of an identifier in it */
  whole: boolean;
  /** occurrences in the field; for the title field, the title's length in terms */
  count: number;
  /** heading and page records: the records after it that sit under it */
  span: number;
}

/** Counts are capped: past a few, more occurrences say little. */
export const COUNT_MAX = 15;
const TYPES = RECORD_TYPES.length;
const FIELDS = SEARCH_FIELDS.length;
const CONTENT_TYPE = TYPES - 1;

/**
 * One posting's text, its page given as the gap from the previous posting's page: the one spelling
 * of a posting, for postings as objects (encodePostings) and as the build's flat lists of numbers.
 */
export function postingText(gap: number, record: number, type: number, field: number, whole: boolean, count: number, span: number): string {
  const code = ((Math.min(count, COUNT_MAX) * 2 + (whole ? 1 : 0)) * FIELDS + field) * TYPES + type;
  const head = `${gap.toString(36)}.${record.toString(36)}.${code.toString(36)}`;
  return type === CONTENT_TYPE ? head : `${head}.${span.toString(36)}`;
}

/** The postings text of a term; `postings` ordered by page, record and field. */
export function encodePostings(postings: Posting[]): string {
  let previous = 0;
  return postings
    .map(({ page, record, type, field, whole, count, span }) => {
      const gap = page - previous;
      previous = page;
      return postingText(gap, record, type, field, whole, count, span);
    })
    .join(',');
}

/** The postings of a term piece's text; throws on text that is not postings. */
export function decodePostings(text: string): Posting[] {
  const postings: Posting[] = [];
  let page = 0;
  for (const entry of text ? text.split(',') : []) {
    const parts = entry.split('.').map((part) => parseInt(part, 36));
    if (parts.length < 3 || parts.some((part) => !(part >= 0))) throw new Error(`malformed postings '${entry}'`);
    page += parts[0];
    const code = parts[2];
    const type = code % TYPES;
    const field = Math.floor(code / TYPES) % FIELDS;
    const rest = Math.floor(code / (TYPES * FIELDS));
    postings.push({ page, record: parts[1], type, field, whole: rest % 2 === 1, count: rest >> 1, span: parts[3] ?? 0 });
  }
  return postings;
}
