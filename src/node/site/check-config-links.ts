/**
 * Links and files the site config names (nav and sidebar links, the logo, the favicon, the ecosystem
 * menu's links and logos), checked like the links of a page: a page link against the routes and their
 * ids, a root path that names no page against the public folder. Each problem names the config key path.
 */
import { hasSchemeOrHost, isPagePath, isRootPath, routeKey, safeDecode, splitUrl, toCleanRoutePath } from '../../shared/routes';
import type { Diagnostic, NavItem, SidebarItem, SiteConfig } from '../../shared/types';
import { deadLinkHint, deadLinkReason } from './check-links';
import { nearestRoute } from './nearest-route';
import type { LocaleLink } from './version-config-links';

export interface ConfigLinkCheck {
  /** project-relative path of site.config.ts */
  configFile: string;
  routes: Set<string>;
  /** ids of each page, by route key */
  idsByRoute: Map<string, Set<string>>;
  hasPublicFile: (path: string) => boolean;
  severity: 'error' | 'warning';
  /** draft pages a build leaves out: route key -> file */
  drafts?: ReadonlyMap<string, string>;
  /**
   * a site with versions: the nav and sidebar links of every version as written, each with where
   * the built site has it (version-config-links.ts), checked in place of the site's own
   */
  localeLinks?: LocaleLink[];
}

interface NamedUrl {
  key: string;
  url: string;
  /** false for image keys: they name a file, never a page */
  page: boolean;
  /** the URL the built site has, when it is not the one written (a link moved into its version) */
  target?: string;
  /** the routes a dead link's nearest route is looked for among; default every route */
  nearby?: readonly { path: string }[];
}

function navUrls(items: NavItem[] | SidebarItem[], key: string): NamedUrl[] {
  return items.flatMap((item, i) => {
    const here = `${key}[${i}]`;
    const own = 'link' in item && item.link ? [{ key: `${here}.link`, url: item.link, page: true }] : [];
    const children = 'items' in item && Array.isArray(item.items) ? navUrls(item.items, `${here}.items`) : [];
    return [...own, ...children];
  });
}

function namedUrls(site: SiteConfig, localeLinks: LocaleLink[] | undefined): NamedUrl[] {
  const urls: NamedUrl[] = [];
  if (site.icon) urls.push({ key: 'icon', url: site.icon, page: false });
  if (typeof site.logo === 'string' && site.logo) urls.push({ key: 'logo', url: site.logo, page: false });
  if (typeof site.logo === 'object') {
    urls.push({ key: 'logo.light', url: site.logo.light, page: false }, { key: 'logo.dark', url: site.logo.dark, page: false });
  }
  const ecosystem = site.themeConfig.ecosystem;
  if (ecosystem) {
    if (ecosystem.link) urls.push({ key: 'themeConfig.ecosystem.link', url: ecosystem.link, page: true });
    if (ecosystem.logo) urls.push({ key: 'themeConfig.ecosystem.logo', url: ecosystem.logo, page: false });
    ecosystem.items.forEach((item, i) => {
      const key = `themeConfig.ecosystem.items[${i}]`;
      if (item.link) urls.push({ key: `${key}.link`, url: item.link, page: true });
      if (item.logo) urls.push({ key: `${key}.logo`, url: item.logo, page: false });
    });
  }
  if (localeLinks) {
    urls.push(
      ...localeLinks.map(({ key, url, target, nearby }) => ({ key, url, page: true, nearby, ...(target === url ? {} : { target }) })),
    );
    return urls;
  }
  site.locales.forEach((locale, i) => {
    urls.push(...navUrls(locale.nav, `locales[${i}].nav`));
    for (const [prefix, items] of Object.entries(locale.sidebar))
      urls.push(...navUrls(items, `locales[${i}].sidebar[${JSON.stringify(prefix)}]`));
  });
  return urls;
}

export function checkConfigLinks(site: SiteConfig, check: ConfigLinkCheck): Diagnostic[] {
  const known = new Set([...check.routes].map(routeKey));
  const problems: Diagnostic[] = [];
  const report = (key: string, code: string, message: string) =>
    problems.push({
      severity: check.severity,
      code,
      file: check.configFile,
      message: `${key}: ${message} ${deadLinkHint(check.severity === 'error' ? 'error' : 'warn')}`,
    });
  for (const { key, url, page, target, nearby } of namedUrls(site, check.localeLinks)) {
    const written = url.trim();
    if (!isRootPath(written) || hasSchemeOrHost(written)) continue;
    const raw = target === undefined ? written : `${target.trim()} (written '${written}')`;
    const { path, hash } = splitUrl((target ?? written).trim());
    if (page && isPagePath(path)) {
      const route = routeKey(toCleanRoutePath(safeDecode(path)));
      const anchor = safeDecode(hash.slice(1));
      if (!known.has(route)) {
        const nearest = check.drafts?.has(route) ? undefined : nearestRoute(route, nearby ?? [...check.routes].map((path) => ({ path })));
        const reason = deadLinkReason(route, check.drafts ?? new Map());
        report(key, 'dead-link', `dead link to ${raw}: ${reason}${nearest ? `; the nearest route is ${nearest}` : ''}`);
      } else if (anchor && check.idsByRoute.get(route)?.has(anchor) === false)
        report(key, 'dead-anchor', `dead anchor #${anchor} on ${raw}: the page has no such heading id`);
    } else if (!check.hasPublicFile(safeDecode(path))) {
      report(key, 'missing-file', `${raw} names no file of the public folder`);
    }
  }
  return problems;
}
