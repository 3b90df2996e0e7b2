/**
 * Version rules of a site whose `multiVersion.versions` names two or more versions: the default
 * version's pages sit at the site's root, every other version's under `/<version>/`. Pure.
 */
import type { Lang, SiteConfig } from './config-schema';
import { twinPath } from './routes';

type MultiVersion = Pick<SiteConfig['multiVersion'], 'default' | 'versions'>;

/** Whether the site is built as several versions (two or more named); one version builds as a plain site. */
export function isMultiVersion(mv: MultiVersion): boolean {
  return mv.versions.length >= 2;
}

/**
 * The route prefix of a version: '' for the default version (and a site without versions).
 * @example versionPrefix('v1', 'v2') // '/v1'
 * @example versionPrefix('v2', 'v2') // ''
 * @example versionPrefix('', '')     // ''
 */
export function versionPrefix(version: string, defaultVersion: string): string {
  return version && version !== defaultVersion ? `/${version}` : '';
}

/** How a page's root links name versions: its own version's prefix, and every version's by name. */
export interface VersionLinks {
  /** the prefix of the page's own version: '' or '/v1' */
  own: string;
  /** every version's prefix by name: { v1: '/v1', v2: '' } */
  prefixes: Readonly<Record<string, string>>;
}

/** The version rule of a page's links, or undefined for a site without versions. */
export function versionLinksOf(version: string, mv: MultiVersion): VersionLinks | undefined {
  if (!isMultiVersion(mv)) return undefined;
  const prefixes = Object.fromEntries(mv.versions.map((name) => [name, versionPrefix(name, mv.default)]));
  return { own: versionPrefix(version, mv.default), prefixes };
}

/**
 * A root link path split into the prefix of the version it names and the path inside that version:
 * a first segment naming a version picks that version, otherwise the page's own version is meant.
 * @example splitLinkVersion('/guide/a', { own: '/v1', prefixes }) // { prefix: '/v1', rest: '/guide/a' }
 * @example splitLinkVersion('/v2/guide/a', { own: '/v1', prefixes: { v1: '/v1', v2: '' } }) // { prefix: '', rest: '/guide/a' }
 * @example splitLinkVersion('/v1/', { own: '', prefixes: { v1: '/v1', v2: '' } }) // { prefix: '/v1', rest: '/' }
 */
export function splitLinkVersion(path: string, links: VersionLinks | undefined): { prefix: string; rest: string } {
  if (!links) return { prefix: '', rest: path };
  const first = path.split('/')[1] ?? '';
  if (Object.hasOwn(links.prefixes, first)) {
    return { prefix: links.prefixes[first], rest: path.slice(first.length + 1) || '/' };
  }
  return { prefix: links.own, rest: path };
}

/**
 * The same page of the same version in another language: the version's prefix stays in front.
 * @example versionTwinPath({ path: '/v1/guide/a', lang: 'en', version: 'v1' }, 'zh', site) // '/v1/zh/guide/a'
 * @example versionTwinPath({ path: '/zh/guide/a', lang: 'zh', version: 'v2' }, 'en', site) // '/guide/a' (v2 the default)
 */
export function versionTwinPath(
  page: { path: string; lang: Lang; version?: string },
  toLang: Lang,
  site: { locales: { lang: Lang; langRoutePrefix: string }[]; multiVersion: Pick<SiteConfig['multiVersion'], 'default'> },
): string {
  const prefix = versionPrefix(page.version ?? '', site.multiVersion.default);
  const inVersion = prefix !== '' && page.path.startsWith(`${prefix}/`) ? page.path.slice(prefix.length) : page.path;
  return `${prefix === '' || inVersion === page.path ? '' : prefix}${twinPath(inVersion, page.lang, toLang, site.locales)}`;
}

/** Whether a page belongs to a version other than the default (a site without versions has none). */
export function isNonDefaultVersion(version: string | undefined, mv: Pick<SiteConfig['multiVersion'], 'default'>): boolean {
  return versionPrefix(version ?? '', mv.default) !== '';
}

/**
 * The folders a 404 page is written for: each language's under each version (the default version's
 * at the root), most specific first, as a host's rules are matched in order.
 * @example notFoundPrefixes(site) // ['/v1/zh', '/v1', '/zh', ''] (v1 and v2, v2 the default; en and zh)
 */
export function notFoundPrefixes(site: Pick<SiteConfig, 'locales' | 'multiVersion'>): string[] {
  const mv = site.multiVersion;
  const versions = isMultiVersion(mv) ? [...mv.versions.filter((v) => v !== mv.default), mv.default] : [''];
  const langs = [...site.locales.filter((l) => l.langRoutePrefix !== ''), ...site.locales.filter((l) => l.langRoutePrefix === '')];
  return versions.flatMap((version) => langs.map((l) => `${versionPrefix(version, mv.default)}${l.langRoutePrefix}`));
}

/**
 * The name of a search index, one per language and version: the language for the default version
 * (and a site without versions), the language and the version otherwise.
 * @example searchIndexKey('zh', 'v1', { default: 'v2', versions: ['v1', 'v2'] }) // 'zh@v1'
 * @example searchIndexKey('zh', 'v2', { default: 'v2', versions: ['v1', 'v2'] }) // 'zh'
 */
export function searchIndexKey(lang: Lang, version: string, mv: Pick<SiteConfig['multiVersion'], 'default'>): string {
  return versionPrefix(version, mv.default) === '' ? lang : `${lang}@${version}`;
}

/**
 * The version a hosted search index records for a page, and the value the dialog filters on: the
 * page's version on a site with versions (its default version's name at the root), none otherwise.
 * @example searchVersionFacet('v1', { default: 'v2', versions: ['v1', 'v2'] }) // 'v1'
 * @example searchVersionFacet('', { default: 'v2', versions: ['v1', 'v2'] })   // 'v2'
 * @example searchVersionFacet('', { default: '', versions: [] })               // undefined
 */
export function searchVersionFacet(version: string | undefined, mv: MultiVersion): string | undefined {
  if (!isMultiVersion(mv)) return undefined;
  return version || mv.default;
}
