/**
 * The texts of the site's languages, as pages need them: the first page's come inline with its HTML,
 * another language's load with its first page (its own small module), so a page's JS carries no
 * other language's strings.
 */
import { localeLoaders } from 'virtual:site';
import type { Lang, Locale } from '../shared/types';
import { settled, track, type TrackedPromise } from './tracked-promise';

const locales = new Map<Lang, TrackedPromise<Locale>>();
const siteLanguage = (lang: Lang): Lang => (lang in localeLoaders ? lang : Object.keys(localeLoaders)[0]);

/** First visit: the texts of the page's language, inline in the page. */
export function seedLocale(locale: Locale): void {
  locales.set(locale.lang, settled(locale));
}

/**
 * The texts of a language, loaded once (a failed load is forgotten so a retry can happen). A
 * language the site does not have gets its first language's, as every page of it would.
 */
export function localeFor(lang: Lang): TrackedPromise<Locale> {
  const known = siteLanguage(lang);
  let entry = locales.get(known);
  if (!entry) {
    const created = track(localeLoaders[known]());
    created.catch(() => {
      if (locales.get(known) === created) locales.delete(known);
    });
    locales.set(known, created);
    entry = created;
  }
  return entry;
}

/** The texts of a language if they have loaded. */
export function loadedLocale(lang: Lang): Locale | undefined {
  return locales.get(siteLanguage(lang))?.value;
}
