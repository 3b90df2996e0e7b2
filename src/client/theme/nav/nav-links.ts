/** Pure rules of the navbar links: active item, language and version switch targets. */
import { routeKey } from '../../../shared/routes';
import type { Lang, Locale, NavItem } from '../../../shared/types';

/**
 * Whether a nav item is the current section: `activeMatch` is a RegExp tested against the route path;
 * without it the item's link must equal the path or, for a folder link, be a prefix of it (a plain
 * '/' would otherwise match every page). A group is active when one of its items is.
 * @example isNavItemActive({ text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' }, '/guide/basic/cli') // true
 * @example isNavItemActive({ text: 'API', link: '/api/' }, '/api/test-api/expect') // true
 * @example isNavItemActive({ text: 'Home', link: '/' }, '/guide/') // false
 */
export function isNavItemActive(item: NavItem, path: string): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(path);
    } catch {
      return false;
    }
  }
  if (item.link) {
    const link = item.link.split(/[?#]/)[0];
    if (routeKey(link) === routeKey(path)) return true;
    if (link.length > 1 && link.endsWith('/') && path.startsWith(link)) return true;
  }
  return item.items?.some((child) => isNavItemActive(child, path)) ?? false;
}

/** Nested nav items as one list with their depth (dropdowns indent by depth). */
export function flattenNavItems(items: NavItem[], depth = 0): { item: NavItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...(item.items ? flattenNavItems(item.items, depth + 1) : [])]);
}

/**
 * Remove a non-default version's leading segment.
 * @example splitVersion('/v1/zh/guide/', 'v1', 'v2') // { prefix: '/v1', rest: '/zh/guide/' }
 * @example splitVersion('/zh/guide/', 'v2', 'v2')    // { prefix: '', rest: '/zh/guide/' }
 */
export function splitVersion(path: string, version: string, defaultVersion: string): { prefix: string; rest: string } {
  if (!version || version === defaultVersion) return { prefix: '', rest: path };
  const prefix = `/${version}`;
  if (path === prefix || path.startsWith(`${prefix}/`)) return { prefix, rest: path.slice(prefix.length) || '/' };
  return { prefix: '', rest: path };
}

/**
 * The same page in another version: the version segment is replaced (the default version has none).
 * @example versionPath('/guide/a', 'v2', 'v1', 'v2')    // '/v1/guide/a'
 * @example versionPath('/v1/zh/guide/', 'v1', 'v2', 'v2') // '/zh/guide/'
 * @example versionPath('/v1/guide/', 'v1', 'v3', 'v2') // '/v3/guide/'
 */
export function versionPath(path: string, current: string, target: string, defaultVersion: string): string {
  const { rest } = splitVersion(path, current, defaultVersion);
  return target === defaultVersion ? rest : `/${target}${rest}`;
}

export interface LanguageTarget {
  toLang: Lang;
  locales: Pick<Locale, 'lang' | 'langRoutePrefix'>[];
  /** the page in every language it exists in (PageRecord.alternates, computed at build) */
  alternates: { lang: Lang; path: string }[] | undefined;
  /** route path of the current page, for its version segment */
  routePath: string;
  version: string;
  defaultVersion: string;
}

/**
 * Where the language picker sends the reader: the page's twin in that language when it exists,
 * else that language's home (always the home from the 404 page, which has no alternates). A
 * non-default version segment stays in front.
 * @example languagePath({ toLang: 'zh', alternates: [{ lang: 'zh', path: '/zh/guide/a' }], ... }) // '/zh/guide/a'
 * @example languagePath({ toLang: 'zh', alternates: [{ lang: 'en', path: '/guide/only-en' }], ... }) // '/zh/'
 */
export function languagePath(t: LanguageTarget): string {
  const twin = t.alternates?.find((alt) => alt.lang === t.toLang);
  if (twin) return twin.path;
  const { prefix } = splitVersion(t.routePath, t.version, t.defaultVersion);
  return `${prefix}${t.locales.find((l) => l.lang === t.toLang)?.langRoutePrefix ?? `/${t.toLang}`}/`;
}

export interface VersionTarget {
  toVersion: string;
  /** the page in every version it exists in (PageRecord.versionAlternates, computed at build) */
  alternates: { version: string; path: string }[] | undefined;
  /** the page's language prefix: '' or '/zh' */
  langRoutePrefix: string;
  defaultVersion: string;
}

/**
 * Where the version picker sends the reader: the same page in that version when it exists there,
 * else that version's home in the page's language.
 * @example versionTarget({ toVersion: 'v1', alternates: [{ version: 'v1', path: '/v1/guide/a' }], ... }) // '/v1/guide/a'
 * @example versionTarget({ toVersion: 'v1', alternates: [], langRoutePrefix: '/zh', defaultVersion: 'v2' }) // '/v1/zh/'
 */
export function versionTarget(t: VersionTarget): string {
  const twin = t.alternates?.find((alt) => alt.version === t.toVersion);
  if (twin) return twin.path;
  const prefix = t.toVersion === t.defaultVersion ? '' : `/${t.toVersion}`;
  return `${prefix}${t.langRoutePrefix}/`;
}
