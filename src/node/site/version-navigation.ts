/**
 * The nav and sidebars of a site with versions. Each version's are resolved as a one-version site's
 * against that version's own pages (its folder, its routes without the version's prefix): the
 * locale's own nav and sidebar, or the version's override in `locales[].versions`. Then every root
 * link and sidebar key gets the version's prefix, so a reader stays in the version. The resolved
 * locale keeps the default version's nav as `nav`, every version's sidebars under prefixed keys in
 * `sidebar`, and each other version's nav in `versions[name].nav`.
 */
import { hasSchemeOrHost, isPagePath, isRootPath, splitUrl } from '../../shared/routes';
import type { Diagnostic, Locale, NavItem, RouteEntry, Sidebar, SidebarItem } from '../../shared/types';
import { splitLinkVersion, versionLinksOf, versionPrefix, type VersionLinks } from '../../shared/versions';
import { resolveLocale, type NavigationInput } from './resolve-navigation';
import { versionFolder } from './scan';

/**
 * A root link to a page given the version it names, else `links.own`; a file of the public folder,
 * shared by every version, keeps its path.
 * @example linkInVersion('/guide/a', { own: '/v1', prefixes })    // '/v1/guide/a'
 * @example linkInVersion('/v2/guide/a', { own: '/v1', prefixes }) // '/guide/a' (v2 the default)
 * @example linkInVersion('/files/a.pdf', { own: '/v1', prefixes }) // '/files/a.pdf'
 */
export function linkInVersion(url: string, links: VersionLinks): string {
  if (!isRootPath(url) || hasSchemeOrHost(url)) return url;
  const { path, query, hash } = splitUrl(url);
  if (!isPagePath(path)) return url;
  const { prefix, rest } = splitLinkVersion(path, links);
  return `${prefix}${rest}${query}${hash}`;
}

function navInVersion(items: NavItem[], links: VersionLinks): NavItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.link === undefined ? {} : { link: linkInVersion(item.link, links) }),
    ...(item.items ? { items: navInVersion(item.items, links) } : {}),
  }));
}

function itemsInVersion(items: SidebarItem[], links: VersionLinks): SidebarItem[] {
  return items.map((item) => {
    if (!('text' in item)) return item;
    const moved = { ...item, ...(item.link === undefined ? {} : { link: linkInVersion(item.link, links) }) };
    if (moved.items) moved.items = itemsInVersion(moved.items, links);
    return moved;
  });
}

/** One version's routes as a one-version site has them: without the version's prefix. */
export function routesOfVersion<Route extends RouteEntry>(routes: readonly Route[], version: string, prefix: string): Route[] {
  return routes.filter((route) => route.version === version).map((route) => ({ ...route, path: route.path.slice(prefix.length) || '/' }));
}

/** A locale's nav and sidebars, every version's, as the client of a site with versions reads them. */
export function resolveVersionedLocale(locale: Locale, index: number, input: NavigationInput, warn: (d: Diagnostic) => void): Locale {
  const { site } = input;
  const mv = site.multiVersion;
  const sidebar: Sidebar = {};
  const versions: NonNullable<Locale['versions']> = {};
  let nav = locale.nav;
  for (const version of mv.versions) {
    const prefix = versionPrefix(version, mv.default);
    const override = locale.versions?.[version];
    const routes = routesOfVersion(input.scan.routes, version, prefix);
    const written: Locale = { ...locale, nav: override?.nav ?? locale.nav, sidebar: override?.sidebar ?? locale.sidebar };
    // a version that shares the locale's sidebar may lack some of its sections: warned of once, for the default version
    const warnHere = version === mv.default || override?.sidebar !== undefined ? warn : () => {};
    const resolved = resolveLocale(
      written,
      index,
      { ...input, scan: { ...input.scan, routes }, root: versionFolder(input.root, version) },
      warnHere,
    );
    const links = versionLinksOf(version, mv)!;
    for (const [key, items] of Object.entries(resolved.sidebar)) {
      sidebar[isRootPath(key) ? `${prefix}${key}` : key] = itemsInVersion(items, links);
    }
    const versionNav = navInVersion(resolved.nav, links);
    if (version === mv.default) nav = versionNav;
    else versions[version] = { nav: versionNav };
  }
  return { ...locale, nav, sidebar, versions };
}
