/**
 * A run of Han (or kana) text in a query, cut into the words a reader put together: '列出所有测试'
 * is 列出, 所有 and 测试. The index holds such text as overlapping character pairs, so the run's
 * pairs include the ones that straddle two words (出所, 有测), which the docs rarely hold: counted
 * as part of the query, they made a page holding every word miss half of it, and one word's weight
 * decided for all. The index itself is the dictionary: a run is cut into words of two or three
 * characters whose pairs are the most common in the index, and a synonym of the site is kept whole.
 */
import { isHanTerm, termText } from '../../../shared/search-index-format';

/** A word's pairs chain when each pair starts with the character the previous one ends with. */
function chains(pairs: string[]): boolean {
  const texts = pairs.map(termText);
  return texts.every((text, i) => [...text].length === 2 && (i === 0 || [...texts[i - 1]][1] === [...text][0]));
}

/** How much a word of these pairs looks like a word: its rarest pair, by the records holding it. */
const wordStrength = (pairs: string[], recordsOf: (term: string) => number) =>
  Math.min(...pairs.map((pair) => Math.log(1 + recordsOf(pair))));

/** Past any word's strength: a synonym is a word the site named. */
const NAMED_STRENGTH = 100;

/**
 * The words of a query word made of Han character pairs (as queryWords gives it), each as its
 * pairs; any other word is returned as it is. `recordsOf` tells how many records hold a term,
 * `named` lists the synonyms' Han members as pairs.
 */
export function splitHanWord(terms: string[], recordsOf: (term: string) => number, named: string[][]): string[][] {
  if (terms.length < 3 || !terms.every(isHanTerm) || !chains(terms)) return [terms];
  const n = terms.length;
  const isNamed = (from: number, to: number) =>
    named.some((member) => member.length === to - from && member.every((term, i) => term === terms[from + i]));
  // best[i]: the strongest cut of the pairs from i on. A word of pairs [i, j) ends the run (j = n)
  // or is followed by a word starting at pair j + 1: pair j straddles the two.
  const best: { strength: number; next: number }[] = Array.from({ length: n }, () => ({ strength: -Infinity, next: n }));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = i + 1; j <= n; j++) {
      const named = isNamed(i, j);
      if ((j - i > 2 && !named) || j === n - 1) continue;
      const rest = j === n ? 0 : best[j + 1].strength;
      const strength = (named ? NAMED_STRENGTH : wordStrength(terms.slice(i, j), recordsOf)) + rest;
      if (strength > best[i].strength) best[i] = { strength, next: j };
    }
  }
  const words: string[][] = [];
  for (let i = 0; i < n; i = best[i].next + 1) words.push(terms.slice(i, best[i].next));
  return words;
}
