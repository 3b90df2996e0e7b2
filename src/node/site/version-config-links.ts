/**
 * The nav and sidebar links of a site with versions, as its config writes them: each version's own
 * (`locales[].versions.<name>.nav` / `.sidebar`) or, where it has none, the locale's. Each link is
 * named by its key path in the config and carries the URL the built site gives it in that version,
 * read exactly as version-navigation.ts reads it: the language's prefix when that version has the
 * page in the language, then the version's prefix unless the link names a version.
 */
import { isRootPath, routeKey, splitUrl } from '../../shared/routes';
import type { NavItem, RouteEntry, SidebarItem, SiteConfig } from '../../shared/types';
import { splitLinkVersion, versionLinksOf, versionPrefix } from '../../shared/versions';
import { linkInLanguage } from './resolve-navigation';
import { linkInVersion, routesOfVersion } from './version-navigation';

export interface LocaleLink {
  /** the key path in the config: 'locales[1].versions.v1.sidebar["/guide/"][0].items[2].link' */
  key: string;
  /** the link as written */
  url: string;
  /** the link as the built site has it: '/v1/zh/guide/a' */
  target: string;
  /** the routes of the version the link leads into: a dead link's nearest route is one of them */
  nearby: readonly { path: string }[];
}

// a version named like '1.x' is no identifier: its key path is written with brackets
const IDENTIFIER_RE = /^[A-Za-z_$][\w$]*$/;
const versionKey = (version: string) => (IDENTIFIER_RE.test(version) ? `.${version}` : `[${JSON.stringify(version)}]`);

type Resolve = (url: string) => Omit<LocaleLink, 'key' | 'url'>;

function itemLinks(items: (NavItem | SidebarItem)[], key: string, resolve: Resolve): LocaleLink[] {
  return items.flatMap((item, i) => {
    const here = `${key}[${i}]`;
    const own = 'link' in item && item.link ? [{ key: `${here}.link`, url: item.link, ...resolve(item.link) }] : [];
    const children = 'items' in item && Array.isArray(item.items) ? itemLinks(item.items, `${here}.items`, resolve) : [];
    return [...own, ...children];
  });
}

/** Every nav and sidebar link of every version of every locale, each where the built site has it. */
export function versionedLocaleLinks(site: SiteConfig, routes: readonly RouteEntry[]): LocaleLink[] {
  const mv = site.multiVersion;
  const routesByPrefix = new Map(
    mv.versions.map((version) => [versionPrefix(version, mv.default), routes.filter((r) => r.version === version)]),
  );
  return site.locales.flatMap((locale, i) =>
    mv.versions.flatMap((version) => {
      const own = versionPrefix(version, mv.default);
      const known = new Set(routesOfVersion(routes, version, own).map((route) => routeKey(route.path)));
      const inLanguage = linkInLanguage(locale.langRoutePrefix, known);
      const links = versionLinksOf(version, mv)!;
      const resolve: Resolve = (url) => {
        const written = inLanguage(url);
        const into = isRootPath(written) ? splitLinkVersion(splitUrl(written).path, links).prefix : own;
        return { target: linkInVersion(written, links), nearby: routesByPrefix.get(into) ?? [] };
      };
      const override = locale.versions?.[version];
      const navKey = override?.nav ? `locales[${i}].versions${versionKey(version)}.nav` : `locales[${i}].nav`;
      const sidebarKey = override?.sidebar ? `locales[${i}].versions${versionKey(version)}.sidebar` : `locales[${i}].sidebar`;
      const sidebars = Object.entries(override?.sidebar ?? locale.sidebar);
      return [
        ...itemLinks(override?.nav ?? locale.nav, navKey, resolve),
        ...sidebars.flatMap(([prefix, items]) => itemLinks(items, `${sidebarKey}[${JSON.stringify(prefix)}]`, resolve)),
      ];
    }),
  );
}
