/**
 * A query as the words an answer must hold, each word as the index terms it is made of (the
 * index's own tokenizer and normalization): 'run tests in jsdom' -> [['run'], ['test'], ['jsdom']],
 * '测试的超时时间' -> [['测试'], ['超时', '时时', '时间']]. Words that carry no meaning ('in', 'the',
 * 的, 如何) are left out when the query holds anything else, so a question typed as a sentence still
 * finds the short heading that answers it.
 */
import { UNSPACED_RE, normalizeTerm, SCRIPT_RUN_RE, tokenize } from '../../shared/search-index-format';

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'to',
  'for',
  'and',
  'or',
  'is',
  'are',
  'be',
  'with',
  'by',
  'at',
  'from',
  'as',
  'into',
  'how',
  'what',
  'which',
  'when',
  'where',
  'why',
  'do',
  'does',
  'can',
  'i',
  'my',
  'me',
  'you',
  'your',
  'we',
]);
/** Han function words: a query is cut at them ('测试的超时时间' -> 测试, 超时时间). Longest first. */
const HAN_STOP_RE = /为什么|怎么|怎样|如何|什么|哪些|哪里|哪个|是否|可以|的|了|吗|呢|吧|和|与|或|是|在/gu;

/** A Han run is one word of character pairs; anything else gives a word per term. */
function wordsOf(query: string): string[][] {
  const words: string[][] = [];
  for (const run of query.replace(HAN_STOP_RE, ' ').match(SCRIPT_RUN_RE) ?? []) {
    const terms = tokenize(run);
    if (UNSPACED_RE.test(run)) words.push([...new Set(terms)]);
    else words.push(...terms.map((term) => [term]));
  }
  return words;
}

/** Single Han characters left between function words ('还是' -> 还) mean little on their own. */
const isMeaningful = (terms: string[]) =>
  !(terms.length === 1 && (STOP_WORDS.has(terms[0].toLowerCase()) || ([...terms[0]].length === 1 && UNSPACED_RE.test(terms[0]))));

export function queryWords(query: string): string[][] {
  const words = wordsOf(query);
  const meaningful = words.filter(isMeaningful);
  return (meaningful.length > 0 ? meaningful : words).map((terms) => [...new Set(terms.map(normalizeTerm))]);
}
