import { twinPath } from '../../shared/routes';
import type { PageAlternate, RouteEntry, SiteConfig } from '../../shared/types';

/**
 * The page in every language it exists in (same path after the language prefix), untranslated ones
 * marked; `routes` is every route by path.
 */
export function alternatesOf(route: RouteEntry, site: SiteConfig, routes: ReadonlyMap<string, RouteEntry>): PageAlternate[] {
  return site.locales.flatMap((locale): PageAlternate[] => {
    const twin = routes.get(twinPath(route.path, route.lang, locale.lang, site.locales));
    if (!twin) return [];
    return [twin.fallbackOf === undefined ? { lang: twin.lang, path: twin.path } : { lang: twin.lang, path: twin.path, fallback: true }];
  });
}
