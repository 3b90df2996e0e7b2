/** Every default of the site config in one object (ARCHITECTURE style rule 4). */
import type { Lang, Locale, SiteConfig } from './types';

/** UI text a locale gets when the config does not set it. */
export type LocaleText = Pick<
  Locale,
  | 'label'
  | 'outlineTitle'
  | 'prevPageText'
  | 'nextPageText'
  | 'lastUpdatedText'
  | 'sourceCodeText'
  | 'searchPlaceholderText'
  | 'searchNoResultsText'
  | 'searchSuggestedQueryText'
  | 'overview'
>;

/**
 * Defaults for everything but `title` and `siteUrl` (required) and `locales` (built per language
 * from `locale` below: title and description default to the site's, langRoutePrefix to '' for the
 * site language and '/<lang>' otherwise, nav and sidebar to empty).
 */
export interface ConfigDefaults extends Omit<SiteConfig, 'title' | 'siteUrl' | 'locales'> {
  locale: Record<Lang, LocaleText>;
}

export const DEFAULTS: ConfigDefaults = {
  base: '/',
  description: '',
  lang: 'en',
  icon: '',
  logo: '',
  logoText: '',
  route: { cleanUrls: true, exclude: ['**/shared/**', '**/theme/**'] },
  multiVersion: { default: '', versions: [] },
  search: { provider: 'local', maxResultsPerGroup: 20 },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    deadLinks: 'error',
    shikiThemes: { light: 'github-light', dark: 'github-dark' },
  },
  themeConfig: {
    lastUpdated: false,
    enableContentAnimation: false,
    fallbackHeadingTitle: true,
    hideNavbar: 'never',
    enableScrollToTop: true,
    localeRedirect: 'auto',
    search: true,
    darkMode: true,
    socialLinks: [],
  },
  cspMeta: false,
  locale: {
    en: {
      label: 'English',
      outlineTitle: 'ON THIS PAGE',
      prevPageText: 'Previous page',
      nextPageText: 'Next page',
      lastUpdatedText: 'Last Updated',
      sourceCodeText: 'Source Code',
      searchPlaceholderText: 'Search',
      searchNoResultsText: 'No matching results',
      searchSuggestedQueryText: 'Try searching for different keywords',
      overview: {
        filterNameText: 'Filter',
        filterPlaceholderText: 'Enter keyword',
        filterNoResultText: 'No matching API found',
      },
    },
    zh: {
      label: '简体中文',
      outlineTitle: '目录',
      prevPageText: '上一页',
      nextPageText: '下一页',
      lastUpdatedText: '最后更新于',
      sourceCodeText: '源码',
      searchPlaceholderText: '搜索',
      searchNoResultsText: '未找到与之匹配的结果',
      searchSuggestedQueryText: '试试搜索不同关键词',
      overview: {
        filterNameText: '筛选',
        filterPlaceholderText: '输入关键词',
        filterNoResultText: '未找到匹配的 API',
      },
    },
  },
};
