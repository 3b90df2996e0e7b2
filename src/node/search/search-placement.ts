/**
 * Where a page's search records stand in the site: the title of its section (the nav's), its own
 * title when it has none (the locale's or the site's), its URL (the site's origin and base), and
 * for a page shown untranslated the sidebar's labels of it. That is all the records read of the
 * site config: the build keeps each page's records without it (search-records.ts
 * unplacedSearchParts) and places them as it indexes them (placeSearchParts), so that a change to
 * the nav or the titles compiles no page again.
 */
import { absoluteUrl, routeKey } from '../../shared/routes';
import { flattenLinks, sidebarFor } from '../../shared/sidebar';
import type { Locale, NavItem, PageRecord, SiteConfig } from '../../shared/types';

/** What a page's search records read of its page record. */
export type SearchedPage = Pick<PageRecord, 'title' | 'routePath' | 'lang' | 'pageType' | 'frontmatter' | 'translation'>;

/** The top navigation item a route belongs to ('Guide', '配置'); longest activeMatch/link prefix wins. */
export function navSectionTitle(routePath: string, locale: Pick<Locale, 'nav' | 'title'>, siteTitle: string): string {
  let best: NavItem | undefined;
  let bestLength = 0;
  const visit = (items: NavItem[], top?: NavItem) => {
    for (const item of items) {
      const prefix = item.activeMatch ?? item.link;
      if (prefix && prefix !== '/' && routePath.startsWith(prefix) && prefix.length > bestLength) {
        best = top ?? item;
        bestLength = prefix.length;
      }
      if (item.items) visit(item.items, top ?? item);
    }
  };
  visit(locale.nav);
  return best?.text ?? (locale.title || siteTitle);
}

/**
 * A page shown untranslated is indexed once, in the reader's language, with the source's text. So
 * that a query in that language still finds it, its record also gets the sidebar's label for it in
 * that language (as it gets how that language's pages describe it in their lists of links).
 */
function untranslatedMentions(page: SearchedPage, site: SiteConfig): string[] {
  if (page.translation?.state !== 'missing') return [];
  const locale = site.locales.find((l) => l.lang === page.lang);
  if (!locale) return [];
  const key = routeKey(page.routePath);
  return flattenLinks(sidebarFor(page.routePath, locale.sidebar))
    .filter((link) => routeKey(link.link) === key && link.text !== page.title)
    .map((link) => link.text);
}

/** Where a page's records stand in the site (see above). */
export interface SearchPlacement {
  lvl0: string;
  lvl1: string;
  url: string;
  mentions: string[];
}

export function searchPlacement(page: SearchedPage, site: SiteConfig): SearchPlacement {
  const locale = site.locales.find((l) => l.lang === page.lang) ?? site.locales[0];
  const isHome = page.pageType === 'home';
  return {
    lvl0: isHome ? locale.title || site.title : navSectionTitle(page.routePath, locale, site.title),
    lvl1: page.title || (isHome ? page.frontmatter.hero?.name : '') || locale.title || site.title,
    url: absoluteUrl(site, page.routePath),
    mentions: untranslatedMentions(page, site),
  };
}
