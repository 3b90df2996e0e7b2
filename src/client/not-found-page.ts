import { langOfPath, normalizePath } from '../shared/routes';
import type { ClientSiteConfig, Locale, PageRecord } from '../shared/types';

/**
 * The version and language a missing (base-less) path belongs to: a leading segment that names a
 * version, then a language segment.
 * @example notFoundOwner('/zh/gone', site)    // { lang: 'zh', version: '' }
 * @example notFoundOwner('/v1/zh/gone', site) // { lang: 'zh', version: 'v1' } (v1 one of multiVersion.versions)
 */
export function notFoundOwner(pathname: string, site: ClientSiteConfig): Pick<PageRecord, 'lang' | 'version'> {
  const segments = normalizePath(pathname).split('/');
  const version = site.multiVersion.versions.includes(segments[1]) ? segments[1] : '';
  const rest = version ? `/${segments.slice(2).join('/')}` : pathname;
  return {
    lang: langOfPath(
      rest,
      site.locales.map((l) => l.lang),
      site.lang,
    ),
    version,
  };
}

/**
 * The page record of the 404 screen; its language and version are guessed from the path, and
 * `locale` holds the texts of that language.
 */
export function notFoundPage(pathname: string, site: ClientSiteConfig, locale: Pick<Locale, 'pageNotFoundText'>): PageRecord {
  const { lang, version } = notFoundOwner(pathname, site);
  return {
    title: '404',
    routePath: '/404',
    lang,
    toc: [],
    frontmatter: {},
    version,
    _relativePath: '',
    headingTitle: '404',
    pageType: '404',
    description: locale.pageNotFoundText,
  };
}
