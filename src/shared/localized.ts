import type { Localized } from './theme-options-schema';

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
