import type { Locale } from '../shared/types';

const byVersion = new WeakMap<Locale, Map<string, Locale>>();

/**
 * The locale as a page of a version shows it: a version other than the default has its own nav
 * (resolved at build into `versions[name].nav`); its sidebars are the locale's, under the version's
 * prefix. The same object for the same locale and version, so a page change within a version does
 * not re-render what reads only the locale.
 */
export function localeOfVersion(locale: Locale, version: string): Locale {
  const nav = version === '' ? undefined : locale.versions?.[version]?.nav;
  if (nav === undefined) return locale;
  let shown = byVersion.get(locale);
  if (!shown) byVersion.set(locale, (shown = new Map()));
  let found = shown.get(version);
  if (!found) shown.set(version, (found = { ...locale, nav }));
  return found;
}
