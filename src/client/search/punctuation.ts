/**
 * The punctuation the dialog puts around its own words, as each language writes it: the quotes around
 * the query of "no results", and the colon after the suggestions' lead. Chinese and Japanese use
 * full-width forms, French a narrow no-break space before its colon and inside its guillemets.
 */
import type { Lang } from '../../shared/types';

const QUOTES: Record<string, [string, string]> = {
  zh: ['“', '”'],
  ja: ['「', '」'],
  fr: [' «\u202f', '\u202f»'],
  de: [' „', '“'],
  ru: [' «', '»'],
};
const COLONS: Record<string, string> = { zh: '：', ja: '：', fr: '\u202f:' };

const base = (lang: Lang) => lang.split('-')[0];

/** The quote marks of the language, the opening one with the space a language puts before it. */
export function quoteMarks(lang: Lang): [string, string] {
  return QUOTES[base(lang)] ?? [' "', '"'];
}

/** The text followed by the language's colon, unless it already ends with one (an author's own text may). */
export function withColon(text: string, lang: Lang): string {
  return /[:：]\s*$/.test(text) ? text : text + (COLONS[base(lang)] ?? ':');
}
