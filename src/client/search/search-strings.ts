/** The dialog's UI text per language (DocSearch's English defaults and the Rspress plugin's Chinese). */
import type { Lang } from '../../shared/types';
import { SEARCH_ERROR_STRINGS, type SearchErrorStrings } from './error-strings';

export interface SearchStrings extends SearchErrorStrings {
  /** the search index arrived but cannot be read */
  indexErrorTitle: string;
  indexErrorHelp: string;
  inputLabel: string;
  placeholder: string;
  clear: string;
  recentTitle: string;
  noRecent: string;
  saveRecent: string;
  removeRecent: string;
  favoriteTitle: string;
  removeFavorite: string;
  noResults: string;
  suggestionLead: string;
  reportText: string;
  reportLink: string;
  selectText: string;
  navigateText: string;
  closeText: string;
  enterKey: string;
  arrowDown: string;
  arrowUp: string;
  escapeKey: string;
  loading: string;
  resultsLabel: string;
}

export const SEARCH_STRINGS: Record<Lang, SearchStrings> = {
  en: {
    ...SEARCH_ERROR_STRINGS.en,
    indexErrorTitle: 'The search index could not be read',
    indexErrorHelp: 'The search data of this site is damaged or incomplete. Reloading the page may help.',
    inputLabel: 'Search',
    placeholder: 'Search docs',
    clear: 'Clear the query',
    recentTitle: 'Recent',
    noRecent: 'No recent searches',
    saveRecent: 'Save this search',
    removeRecent: 'Remove this search from history',
    favoriteTitle: 'Favorite',
    removeFavorite: 'Remove this search from favorites',
    noResults: 'No results for',
    suggestionLead: 'Try searching for',
    reportText: 'Believe this query should return results?',
    reportLink: 'Let us know.',
    selectText: 'Select',
    navigateText: 'Navigate',
    closeText: 'Close',
    enterKey: 'Enter key',
    arrowDown: 'Arrow down',
    arrowUp: 'Arrow up',
    escapeKey: 'Escape key',
    loading: 'Loading',
    resultsLabel: 'Search results',
  },
  zh: {
    ...SEARCH_ERROR_STRINGS.zh,
    indexErrorTitle: '无法读取搜索索引',
    indexErrorHelp: '本站的搜索数据已损坏或不完整，刷新页面或许可以解决。',
    inputLabel: '搜索',
    placeholder: '搜索文档',
    clear: '清除查询条件',
    recentTitle: '搜索历史',
    noRecent: '没有搜索历史',
    saveRecent: '保存至搜索历史',
    removeRecent: '从搜索历史中移除',
    favoriteTitle: '收藏',
    removeFavorite: '从收藏中移除',
    noResults: '无法找到相关结果',
    suggestionLead: '你可以尝试查询',
    reportText: '你认为该查询应该有结果？',
    reportLink: '点击反馈',
    selectText: '选择',
    navigateText: '切换',
    closeText: '关闭',
    enterKey: '回车键',
    arrowDown: '向下键',
    arrowUp: '向上键',
    escapeKey: 'Esc 键',
    loading: '加载中',
    resultsLabel: '搜索结果',
  },
};
