/**
 * The UI text that ships built in, per language. To ship another language, add its table here (the
 * languages beyond English and Chinese each have a file in locale-texts/): a locale whose language
 * has none gets the English text for every key its config does not set.
 */
import type { Lang, LocaleText } from './config-schema';
import { ofLanguage } from './localized';
import { DE } from './locale-texts/de';
import { ES } from './locale-texts/es';
import { FR } from './locale-texts/fr';
import { JA } from './locale-texts/ja';
import { KO } from './locale-texts/ko';
import { PT_BR } from './locale-texts/pt-BR';
import { RU } from './locale-texts/ru';

export const LOCALE_TEXT: Record<string, LocaleText> = {
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
      othersText: 'Others',
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
    pageNotFoundText: 'Page not found',
    takeMeHomeText: 'Take me home',
    outdatedTranslationText: 'This translation may be out of date: the page it was translated from has changed since.',
    missingTranslationText: 'This page is not translated yet, so it is shown in its original language.',
    readSourceText: 'Read the source page',
    copyCodeText: 'Copy code',
    containerText: { tip: 'Tip', info: 'Info', note: 'Note', warning: 'Warning', danger: 'Danger', details: 'Details' },
    footnotesText: 'Footnotes',
    footnoteBackText: 'Back to reference',
    wrapCodeText: 'Wrap long lines',
    versionNoticeText: 'You are reading the docs for {{version}}; the current version is {{current}}.',
    currentVersionText: 'Read the current version',
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
      othersText: '其他',
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
    pageNotFoundText: '页面未找到',
    takeMeHomeText: '返回首页',
    outdatedTranslationText: '本页译文可能已过时：翻译之后，英文原文又有了更新。',
    missingTranslationText: '本页尚未翻译，下面显示的是英文原文。',
    readSourceText: '查看英文原文',
    copyCodeText: '复制代码',
    containerText: { tip: '提示', info: '信息', note: '注意', warning: '警告', danger: '危险', details: '详情' },
    footnotesText: '脚注',
    footnoteBackText: '返回引用',
    wrapCodeText: '长行自动换行',
    versionNoticeText: '你正在阅读 {{version}} 版本的文档；当前版本是 {{current}}。',
    currentVersionText: '查看当前版本',
  },
  ja: JA,
  ko: KO,
  de: DE,
  fr: FR,
  es: ES,
  'pt-BR': PT_BR,
  ru: RU,
};

/** Languages whose built-in text is another tag's: any Portuguese reads the Brazilian text. */
const TEXT_OF: Record<string, string> = { pt: 'pt-BR' };

/**
 * The built-in text of a language: its own table, else its base language's ('en' for 'en-GB', 'ja'
 * for 'ja-JP'), else the table its base language reads ('pt-BR' for 'pt' and 'pt-PT', then labelled
 * with the language's own name), else none.
 */
export function builtinLocaleText(lang: Lang): LocaleText | undefined {
  const own = ofLanguage(LOCALE_TEXT, lang);
  if (own) return own;
  const other = TEXT_OF[lang.split('-')[0]];
  return other === undefined ? undefined : { ...LOCALE_TEXT[other], label: nativeLanguageName(lang) };
}

/** The name of a language in itself, for the language picker: 'de' -> 'Deutsch', 'ja' -> '日本語'. */
export function nativeLanguageName(lang: Lang): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
