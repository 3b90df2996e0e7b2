/**
 * The text of the search error screen when the network fails, per language. Apart from the dialog's
 * strings: the search button (first-visit bundle) shows it too, when the dialog's own chunk cannot
 * be loaded.
 */
import { ofLanguage } from '../../shared/localized';
import type { Lang, Locale, SearchText } from '../../shared/types';

export type SearchErrorStrings = Pick<SearchText, 'errorTitle' | 'errorHelp' | 'retry' | 'cancel'>;

export const SEARCH_ERROR_STRINGS: Record<string, SearchErrorStrings> = {
  en: {
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    retry: 'Try again',
    cancel: 'Cancel',
  },
  zh: { errorTitle: '无法获取结果', errorHelp: '你可能需要检查你的网络连接', retry: '重试', cancel: '取消' },
};

/**
 * The built-in strings of a language from `table` (its own, else its base language's, else English's)
 * under the ones its locale sets in `searchText`.
 */
export function stringsFor<T extends object>(table: Record<string, T>, lang: Lang, locale: Pick<Locale, 'searchText'> | undefined): T {
  const builtin = ofLanguage(table, lang) ?? table.en;
  const own = Object.entries(locale?.searchText ?? {}).filter(([key, value]) => key in builtin && value !== undefined);
  return { ...builtin, ...Object.fromEntries(own) };
}
