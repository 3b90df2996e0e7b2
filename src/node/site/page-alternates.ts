import { versionTwinPath } from '../../shared/versions';
import type { PageAlternate, PageRecord, PageVersionAlternate, RouteEntry, SiteConfig } from '../../shared/types';
import { isMultiVersion, versionPrefix } from '../../shared/versions';

/**
 * The page in every language it exists in (same path after the language prefix), untranslated ones
 * marked; `routes` is every route by path.
 */
export function alternatesOf(route: RouteEntry, site: SiteConfig, routes: ReadonlyMap<string, RouteEntry>): PageAlternate[] {
  return site.locales.flatMap((locale): PageAlternate[] => {
    const twin = routes.get(versionTwinPath(route, locale.lang, site));
    if (!twin) return [];
    return [twin.fallbackOf === undefined ? { lang: twin.lang, path: twin.path } : { lang: twin.lang, path: twin.path, fallback: true }];
  });
}

/**
 * The page in every version it exists in (same path after the version's prefix), this one included;
 * undefined for a site without versions.
 */
export function versionAlternatesOf(
  route: RouteEntry,
  site: SiteConfig,
  routes: ReadonlyMap<string, RouteEntry>,
): PageVersionAlternate[] | undefined {
  const mv = site.multiVersion;
  if (!isMultiVersion(mv)) return undefined;
  const own = versionPrefix(route.version, mv.default);
  const inVersion = own === '' ? route.path : route.path.slice(own.length) || '/';
  return mv.versions.flatMap((version) => {
    const twin = routes.get(`${versionPrefix(version, mv.default)}${inVersion}`);
    return twin && twin.version === version ? [{ version, path: twin.path }] : [];
  });
}

/** A page record with the page in its other languages and, on a site with versions, its other versions. */
export function withPageAlternates(
  page: PageRecord,
  route: RouteEntry,
  site: SiteConfig,
  routes: ReadonlyMap<string, RouteEntry>,
): PageRecord {
  const versionAlternates = versionAlternatesOf(route, site, routes);
  return { ...page, alternates: alternatesOf(route, site, routes), ...(versionAlternates ? { versionAlternates } : {}) };
}
