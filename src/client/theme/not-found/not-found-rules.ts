import type { Lang, ClientSiteConfig } from '../../../shared/types';
import { stripBase } from '../../../shared/routes';

/**
 * The home link is the root, prefixed by the version segment when the page's version
 * is not the default one, and by the language segment when the page's language is not the site's.
 *   en page, no versions -> '/'; zh page -> '/zh/'; zh page of version v1 (default v2) -> '/v1/zh/'
 */
export function notFoundHomeLink({ site, lang, version }: { site: ClientSiteConfig; lang: Lang; version: string }): string {
  let link = '/';
  if (version && version !== site.multiVersion.default) link += `${version}/`;
  if (lang !== site.lang) link += `${lang}/`;
  return link;
}

/**
 * A path that starts with the site language segment ('/en/guide/x') is sent to the path
 * without it ('/guide/x'). Returns the target (with base) or null.
 */
export function defaultLangRedirect(pathname: string, site: ClientSiteConfig): string | null {
  const path = stripBase(pathname, site.base);
  const segment = `/${site.lang}`;
  if (path === segment || path.startsWith(segment + '/')) {
    const rest = path.slice(segment.length) || '/';
    return site.base.replace(/\/$/, '') + rest;
  }
  return null;
}
