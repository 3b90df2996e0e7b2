/**
 * Highlight and snippet plain text for the local provider, the way Algolia answers for hosted
 * search: matched words wrapped in the markers, long text cut to N words around the first match
 * with '…' at the cuts.
 */
import { UNSPACED_RE } from '../../shared/search-index-format';
import { escapeRegExp } from '../../shared/escape';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './markers';

export const SNIPPET_ELLIPSIS = '…';

/** Snippet units: one unspaced character such as Han (half a word), or a run of other non-space characters (one word). */
const UNIT_RE = new RegExp(`${UNSPACED_RE.source}|(?:(?!${UNSPACED_RE.source})\\S)+`, 'gu');

/**
 * A regexp finding the terms in text: Latin terms as whole words, with the endings the index folds
 * away ('test' lights up 'tests' and 'testing', 'shar' lights up 'share', not the inside of
 * 'rstest'), Han terms anywhere. Longest first, so 'snapshots' wins over 'snapshot'.
 */
export function termsPattern(terms: string[]): RegExp | null {
  const unique = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  const parts = unique.map((term) =>
    UNSPACED_RE.test(term)
      ? escapeRegExp(term)
      : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:\\p{L}?(?:ing|ed)s?|e?s|e|d)?(?![\\p{L}\\p{N}])`,
  );
  return new RegExp(parts.join('|'), 'giu');
}

/** 'a snapshot test', ['snapshot'] -> 'a \uE000snapshot\uE001 test'. */
export function highlight(text: string, pattern: RegExp | null): string {
  if (!pattern) return text;
  return text.replace(pattern, (match) => `${HIGHLIGHT_PRE}${match}${HIGHLIGHT_POST}`);
}

/**
 * At most `words` words of `text` (a Han character counts half), starting a little before the
 * first match, highlighted, with '…' where text was cut.
 */
export function snippet(text: string, pattern: RegExp | null, words: number): string {
  const units = [...text.matchAll(UNIT_RE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    weight: UNSPACED_RE.test(m[0]) ? 0.5 : 1,
  }));
  const total = units.reduce((sum, u) => sum + u.weight, 0);
  if (total <= words) return highlight(text, pattern);
  const matchAt = pattern ? text.search(pattern) : -1;
  let first = Math.max(
    0,
    units.findIndex((u) => u.end > matchAt),
  );
  // a little context before the match, as Algolia does
  let lead = words / 3;
  while (first > 0 && lead >= units[first - 1].weight) lead -= units[--first].weight;
  let last = first;
  let budget = words - units[first].weight;
  while (last + 1 < units.length && budget >= units[last + 1].weight) budget -= units[++last].weight;
  // the window hit the end: take the spare budget from before
  while (first > 0 && budget >= units[first - 1].weight) budget -= units[--first].weight;
  const body = highlight(text.slice(units[first].start, units[last].end), pattern);
  return `${first > 0 ? SNIPPET_ELLIPSIS : ''}${body}${last < units.length - 1 ? SNIPPET_ELLIPSIS : ''}`;
}
