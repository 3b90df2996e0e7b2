/**
 * The text of the search error screen when the network fails, per language. Apart from the dialog's
 * strings: the search button (first-visit bundle) shows it too, when the dialog's own chunk cannot
 * be loaded.
 */
import type { Lang } from '../../shared/types';

export interface SearchErrorStrings {
  errorTitle: string;
  errorHelp: string;
  retry: string;
  /** closes the dialog (the narrow-screen button next to the input, and the error modal's) */
  cancel: string;
}

export const SEARCH_ERROR_STRINGS: Record<Lang, SearchErrorStrings> = {
  en: { errorTitle: 'Unable to fetch results', errorHelp: 'You might want to check your network connection.', retry: 'Try again', cancel: 'Cancel' },
  zh: { errorTitle: '无法获取结果', errorHelp: '你可能需要检查你的网络连接', retry: '重试', cancel: '取消' },
};
