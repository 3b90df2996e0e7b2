/**
 * `quire init --from`: the nav and sidebar links of the imported site that lead into a part of it
 * that is not moved (a blog, a custom page under src/pages, a path with no page), left out of the
 * written config with the file and line they were written at, so that the first build does not
 * fail on them as dead links. Links to moved pages stay.
 */
import { readFileSync } from 'node:fs';
import type { NavItem, SidebarItem } from '../../shared/config-schema';
import { createRouteMatcher, hasSchemeOrHost, isRootPath, slugRoutePath, splitUrl, toCleanRoutePath } from '../../shared/routes';
import { listPages, pageLink, type ImportedSite, type LeftOutLink } from './from-site';

/** Every route the moved pages will have: each language's pages (under their slug too), and the home pages. */
function movedRoutes(site: ImportedSite): { path: string }[] {
  const routes: { path: string }[] = [];
  const [first] = site.locales;
  const firstPages = first ? listPages(first.pagesDir, first.otherLanguages) : [];
  site.locales.forEach((locale, i) => {
    const langPrefix = i === 0 ? '' : `/${locale.lang}`;
    const prefix = `${langPrefix}${locale.routeFolder ? `/${locale.routeFolder}` : ''}`;
    // the home page: written by the import, or the site's own index page
    if (site.home) routes.push({ path: `${langPrefix}/` });
    // a page not translated yet has its route in every language (shown untranslated)
    const pages = i === 0 ? firstPages : [...listPages(locale.pagesDir, locale.otherLanguages), ...firstPages];
    for (const page of pages) {
      routes.push({ path: pageLink(prefix, page.path) });
      const slug = page.frontmatter.slug;
      const slugged = typeof slug === 'string' ? slugRoutePath(slug, `${page.path}.md`, prefix) : undefined;
      if (slugged !== undefined) routes.push({ path: slugged });
    }
  });
  return routes;
}

/** Where a link was written: the first of the files read that holds it in quotes, at that line. */
function placeOf(site: ImportedSite, link: string): { file: string; line: number } {
  for (const file of site.read) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const at = ['"', "'", '`'].map((quote) => source.indexOf(quote + link)).find((index) => index !== -1);
    if (at !== undefined) return { file, line: source.slice(0, at).split('\n').length };
  }
  return { file: site.read[0], line: 1 };
}

type Item = NavItem | SidebarItem;

const textOf = (item: Item) => ('text' in item && typeof item.text === 'string' ? item.text : '');

/**
 * Leaves out of `site`'s nav and sidebars each link to a path of the site that no moved page has,
 * and returns them: an item that is only a link goes, a group keeps its items and loses its link, a
 * group left empty goes.
 */
export function leaveOutUnmovedLinks(site: ImportedSite): LeftOutLink[] {
  const matchRoute = createRouteMatcher(movedRoutes(site));
  const leftOut: LeftOutLink[] = [];
  const isMoved = (link: string) => {
    if (!isRootPath(link) || hasSchemeOrHost(link)) return true;
    return matchRoute(toCleanRoutePath(splitUrl(link).path)) !== undefined;
  };
  // each language repeats the nav written once: one entry per place and address
  const record = (item: Item, link: string) => {
    const entry = { ...placeOf(site, link), text: textOf(item), link };
    if (!leftOut.some((e) => e.file === entry.file && e.line === entry.line && e.link === link && e.text === entry.text))
      leftOut.push(entry);
  };
  const keep = <T extends Item>(items: T[]): T[] =>
    items.flatMap((item): T[] => {
      const link = 'link' in item && typeof item.link === 'string' ? item.link : undefined;
      const written = 'items' in item && Array.isArray(item.items) ? (item.items as T[]) : undefined;
      const inner = written === undefined ? undefined : keep(written);
      const withInner = (inner === undefined ? item : { ...item, items: inner }) as T;
      // a group whose every item went goes too
      if (inner !== undefined && inner.length === 0 && written!.length > 0 && (link === undefined || !isMoved(link))) {
        if (link !== undefined) record(item, link);
        return [];
      }
      if (link === undefined || isMoved(link)) return [withInner];
      record(item, link);
      if (inner === undefined) return [];
      const { link: _link, ...group } = withInner as T & { link?: string };
      return [group as T];
    });
  for (const locale of site.locales) {
    locale.nav = keep(locale.nav);
    locale.sidebar = Object.fromEntries(Object.entries(locale.sidebar).map(([key, items]) => [key, keep(items)]));
  }
  return leftOut;
}
