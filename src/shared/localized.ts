import type { Localized } from './theme-options-schema';

/**
 * A language's entry of a table keyed by language tag: its own, else its base language's ('en' for
 * 'en-GB'), else undefined.
 * @example ofLanguage({ en: 'Tip', zh: '提示' }, 'en-GB') // 'Tip'
 */
export function ofLanguage<T>(table: Record<string, T>, lang: string): T | undefined {
  const base = lang.split('-')[0];
  if (Object.hasOwn(table, lang)) return table[lang];
  return Object.hasOwn(table, base) ? table[base] : undefined;
}

/**
 * A config text in the page's language: the text itself when it is one for all languages, else the
 * page language's, else the site language's, else the first given.
 * @example localizedText({ en: 'Bundler', zh: '打包工具' }, 'zh', 'en') // '打包工具'
 * @example localizedText({ en: 'Bundler' }, 'zh', 'en')                 // 'Bundler'
 * @example localizedText('Rstack', 'zh', 'en')                          // 'Rstack'
 */
export function localizedText(text: Localized | undefined, lang: string, siteLang: string): string {
  if (text === undefined || typeof text === 'string') return text ?? '';
  return text[lang] ?? text[siteLang] ?? Object.values(text)[0] ?? '';
}
