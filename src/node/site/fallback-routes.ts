/**
 * Pages a language lacks. A default-language page without a translation is still built in every
 * other language, from the source file (a fallback route), so a reader who switches language or
 * follows a translated link never lands on a 404. A translation whose source is gone is only
 * reported: showing a translation to default-language readers would hide a page that was most
 * likely renamed or removed on purpose.
 */
import { relative, sep } from 'node:path';
import { routeKey, twinPath } from '../../shared/routes';
import type { Diagnostic, RouteEntry, SiteConfig } from '../../shared/types';

export function fallbackRoutes(
  routes: readonly RouteEntry[],
  site: Pick<SiteConfig, 'lang' | 'locales'>,
  projectRoot: string,
): { routes: RouteEntry[]; diagnostics: Diagnostic[] } {
  // each route's key made once: a site has thousands
  const keys = routes.map((route) => routeKey(route.path));
  const taken = new Set(keys);
  const fallbacks: RouteEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [i, route] of routes.entries()) {
    // a 404 page is its language's own
    if (keys[i].endsWith('/404')) continue;
    if (route.lang === site.lang) {
      for (const locale of site.locales) {
        if (locale.lang === site.lang) continue;
        const path = twinPath(route.path, route.lang, locale.lang, site.locales);
        if (taken.has(routeKey(path))) continue;
        fallbacks.push({ ...route, path, lang: locale.lang, fallbackOf: route.path });
      }
    } else if (!taken.has(routeKey(twinPath(route.path, route.lang, site.lang, site.locales)))) {
      const file = relative(projectRoot, route.filePath).split(sep).join('/');
      diagnostics.push({
        severity: 'warning',
        code: 'translation',
        message: `${route.path} has no ${site.lang} source page, so ${site.lang} readers have no page at ${twinPath(route.path, route.lang, site.lang, site.locales)}; add the source page, or remove this translation if its source was renamed or deleted`,
        file,
      });
    }
  }
  return { routes: fallbacks, diagnostics };
}
