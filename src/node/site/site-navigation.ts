/**
 * The nav and sidebars of the whole site: each locale resolved (resolve-navigation.ts), per version
 * on a site with versions (version-navigation.ts).
 */
import type { Diagnostic, SiteConfig } from '../../shared/types';
import { isMultiVersion } from '../../shared/versions';
import { resolveLocale, type NavigationInput } from './resolve-navigation';
import { resolveVersionedLocale } from './version-navigation';

/** The site with every locale's nav and sidebars resolved, and the warnings about them. */
export function resolveNavigation(input: NavigationInput): { site: SiteConfig; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const warn = (d: Diagnostic) => diagnostics.push(d);
  const locales = isMultiVersion(input.site.multiVersion)
    ? input.site.locales.map((locale, i) => resolveVersionedLocale(locale, i, input, warn))
    : input.site.locales.map((locale, i) => resolveLocale(locale, i, input, warn));
  return { site: { ...input.site, locales }, diagnostics };
}
