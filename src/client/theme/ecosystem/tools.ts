import { siteData } from 'virtual:site';
import { localizedText } from '../../../shared/localized';
import type { Localized } from '../../../shared/theme-options-schema';
import type { Lang } from '../../../shared/types';

/** Host of a URL for display: 'https://rstest.rs/' -> 'rstest.rs'; a site path stays as written. */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** The `lang` setting, else Chinese when the path contains 'zh', else English. */
export function ecosystemLang(lang: Lang | undefined, pathname: string): Lang {
  return lang ?? (pathname.includes('zh') ? 'zh' : 'en');
}

/** An ecosystem text of the config in `lang` (see localizedText for the fallbacks). */
export const textIn = (text: Localized | undefined, lang: Lang) => localizedText(text, lang, siteData.config.lang);

/** A logo's `scale` style, for logos drawn with less margin than the others. */
export const logoStyle = (scale: number | undefined) => (scale ? { scale: String(scale) } : undefined);
