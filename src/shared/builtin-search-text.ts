/**
 * The search error screen's English text, the one the browser's first-visit code holds (a page in
 * another language carries its own in its locale's `searchText`), and how a table of built-in
 * strings combines with a locale's own.
 */
import { ofLanguage } from './localized';
import type { Lang, Locale, SearchText } from './types';

export type SearchErrorStrings = Pick<SearchText, 'errorTitle' | 'errorHelp' | 'retry' | 'cancel'>;

export const ENGLISH_SEARCH_ERRORS: SearchErrorStrings = {
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  retry: 'Try again',
  cancel: 'Cancel',
};

/**
 * The built-in strings of a language from `table` (its own, else its base language's, the Brazilian
 * ones for any Portuguese, else English's)
 * under the ones its locale sets in `searchText`.
 */
export function stringsFor<T extends object>(table: Record<string, T>, lang: Lang, locale: Pick<Locale, 'searchText'> | undefined): T {
  // any Portuguese reads the Brazilian text, as the rest of the UI does
  const builtin = ofLanguage(table, lang) ?? (lang.split('-')[0] === 'pt' ? table['pt-BR'] : undefined) ?? table.en;
  const own = Object.entries(locale?.searchText ?? {}).filter(([key, value]) => key in builtin && value !== undefined);
  return { ...builtin, ...Object.fromEntries(own) };
}
