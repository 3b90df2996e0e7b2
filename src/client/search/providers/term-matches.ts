/**
 * Which terms of the index a query term stands for, and the term pieces that hold them: the term
 * itself (a whole word), the same word with an ending the stemmer leaves ('rewritten' for
 * 'rewrite'), the longer terms it starts (the reader is still typing, or a word inside a longer
 * identifier), and for a word of five letters or more the terms one typo away. Pieces are
 * ranges of sorted terms, so a term and the terms it starts sit in one piece or a few neighbours;
 * a typo is looked for in the term's own piece.
 */
import { isHanTerm, pieceOf, type TermPiece } from '../../../shared/search-index-format';
import type { IndexPieces } from './index-pieces';

export type MatchKind = 'exact' | 'form' | 'prefix' | 'typo';

export interface TermMatch {
  /** the index's term */
  term: string;
  kind: MatchKind;
  /** how many records hold it, and its postings (undecoded) */
  entry: [records: number, postings: string];
}

const FUZZY_MIN_LENGTH = 5;
/** A word of at least this many letters with one of FORM_ENDING_RE's endings is the same word ('rewritten' of 'rewrit'). */
const FORM_MIN_LENGTH = 4;
/** English endings the stemmer does not fold: rewritten, broken, runner, reporter. */
const FORM_ENDING_RE = /^(?:t?en|er|or)$/;

/** Whether `longer`, which `term` starts, is the word `term` with an ending: not another word or an identifier. */
const isFormOf = (term: string, longer: string) => term.length >= FORM_MIN_LENGTH && FORM_ENDING_RE.test(longer.slice(term.length));
/** A short prefix starts too many terms to fetch them all: the pieces after the term's own are capped. */
const PREFIX_PIECES_MAX = 3;
/** Longer terms a prefix stands for, the shortest first. */
const PREFIX_TERMS_MAX = 24;
/** Past every term that starts with any prefix: the end of the range a prefix starts. */
const AFTER_ALL = '\uffff';

/** The term pieces a query term needs: its own, and those of the longer terms it starts. */
export function piecesFor(ranges: string[], term: string): number[] {
  const first = pieceOf(ranges, term);
  const last = Math.min(pieceOf(ranges, term + AFTER_ALL), first + PREFIX_PIECES_MAX);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Whether `a` and `b` are one typo apart: a letter changed, added or removed. */
export function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const sortedTerms = new WeakMap<TermPiece, string[]>();
/** A piece's terms in the index's order (an object's integer-like keys would come first). */
function termsOf(piece: TermPiece): string[] {
  let terms = sortedTerms.get(piece);
  if (!terms) sortedTerms.set(piece, (terms = Object.keys(piece.terms).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))));
  return terms;
}

/** The matches of a query term in the loaded `pieces` (those of piecesFor). */
export function matchTerm(term: string, pieces: TermPiece[]): TermMatch[] {
  const matches: TermMatch[] = [];
  const prefixed: TermMatch[] = [];
  for (const piece of pieces) {
    const exact = Object.hasOwn(piece.terms, term) ? piece.terms[term] : undefined;
    if (exact) matches.push({ term, kind: 'exact', entry: exact });
    for (const other of termsOf(piece))
      if (other.length > term.length && other.startsWith(term))
        prefixed.push({ term: other, kind: isFormOf(term, other) ? 'form' : 'prefix', entry: piece.terms[other] });
  }
  prefixed.sort((a, b) => a.term.length - b.term.length || b.entry[0] - a.entry[0]);
  matches.push(...prefixed.slice(0, PREFIX_TERMS_MAX));
  if (term.length >= FUZZY_MIN_LENGTH && !isHanTerm(term) && pieces[0]) {
    const own = pieces[0];
    for (const other of termsOf(own))
      if (oneTypoApart(term, other) && !other.startsWith(term)) matches.push({ term: other, kind: 'typo', entry: own.terms[other] });
  }
  return matches;
}

/** Matches the query terms not in `matchesOf` yet, after loading the term pieces they need; adds them to `matchesOf`. */
export async function matchTerms(pieces: IndexPieces, matchesOf: Map<string, TermMatch[]>, terms: string[]): Promise<void> {
  const needed = new Map(terms.filter((term) => !matchesOf.has(term)).map((term) => [term, piecesFor(pieces.manifest.ranges, term)]));
  const numbers = [...new Set([...needed.values()].flat())];
  const loaded = new Map(await Promise.all(numbers.map(async (n) => [n, await pieces.termPiece(n)] as const)));
  for (const [term, own] of needed)
    matchesOf.set(
      term,
      matchTerm(
        term,
        own.map((n) => loaded.get(n)!),
      ),
    );
}
