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
  | 'languagesText'
  | 'themeText'
  | 'versionsText'
  | 'navMenuText'
  | 'mainNavText'
  | 'skipToContentText'
  | 'switchToDarkText'
  | 'switchToLightText'
  | 'moreLinksText'
  | 'menuTitle'
  | 'sidebarText'
  | 'scrollToTopText'
  | 'copyMarkdownText'
  | 'copyMarkdownLinkText'
  | 'copiedText'
  | 'openText'
  | 'openInText'
  | 'notFoundText'
  | 'takeMeHomeText'
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
  route: { exclude: ['**/shared/**', '**/theme/**'] },
  multiVersion: { default: '', versions: [] },
  search: { provider: 'local', maxResultsPerGroup: 20 },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    deadLinks: 'error',
    // GitHub's high-contrast palettes: github-light's keywords, comments and variables and
    // github-dark's comments fall below WCAG AA 4.5:1 on the code block background (--rp-c-bg-soft)
    shikiThemes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    compileTimeout: 10_000,
  },
  themeConfig: {
    lastUpdated: false,
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
        titleText: 'Overview',
        filterNameText: 'Filter',
        filterPlaceholderText: 'Enter keyword',
        filterNoResultText: 'No matching API found',
      },
      languagesText: 'Languages',
      themeText: 'Theme',
      versionsText: 'Versions',
      navMenuText: 'Navigation menu',
      mainNavText: 'Main',
      skipToContentText: 'Skip to content',
      switchToDarkText: 'Switch to dark theme',
      switchToLightText: 'Switch to light theme',
      moreLinksText: 'More links',
      menuTitle: 'Menu',
      sidebarText: 'Sidebar',
      scrollToTopText: 'Back to top',
      copyMarkdownText: 'Copy Markdown',
      copyMarkdownLinkText: 'Copy Markdown link',
      copiedText: 'Copied',
      openText: 'Open',
      openInText: 'Open in {{name}}',
      notFoundText: 'PAGE NOT FOUND',
      takeMeHomeText: 'Take me home',
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
        titleText: '总览',
        filterNameText: '筛选',
        filterPlaceholderText: '输入关键词',
        filterNoResultText: '未找到匹配的 API',
      },
      languagesText: '语言',
      themeText: '主题',
      versionsText: '版本',
      navMenuText: '导航菜单',
      mainNavText: '主导航',
      skipToContentText: '跳到正文',
      switchToDarkText: '切换到深色主题',
      switchToLightText: '切换到浅色主题',
      moreLinksText: '更多链接',
      menuTitle: '菜单',
      sidebarText: '侧边栏',
      scrollToTopText: '回到顶部',
      copyMarkdownText: '复制 Markdown',
      copyMarkdownLinkText: '复制 Markdown 链接',
      copiedText: '已复制',
      openText: '打开',
      openInText: '在 {{name}} 中打开',
      notFoundText: '页面未找到',
      takeMeHomeText: '返回首页',
    },
  },
};
