import type { Root } from 'hast';
import { routeKey } from '../../shared/routes';
import { sidebarFor } from '../../shared/sidebar';
import { addListedHeadings, listedLinks, placeOverviewFilter, type OverviewHeading } from './overview-tree';
import type { OverviewGroup, PageRecord, RouteEntry, SidebarItem, SidebarLink, SiteConfig, TocEntry } from '../../shared/types';

/** What the overview needs to know about one page of its section. */
export interface OverviewSource {
  title: string;
  toc: TocEntry[];
  /** the page's front matter `overviewHeaders` */
  overviewHeaders?: number[];
}

interface GroupInput {
  /** the overview page's route, e.g. '/config/' */
  routePath: string;
  /** the sidebar of the overview's section */
  sidebar: SidebarItem[];
  /** compiled pages by route key (routeKey of the route path) */
  pages: Map<string, OverviewSource>;
  /** name of the group collecting top-level links that are in no group */
  othersText: string;
  /** route keys the overview page's own lists link to: those pages are listed there, not as cards */
  listed?: Set<string>;
}

const DEFAULT_DEPTHS = [2];

const isLink = (item: SidebarItem): item is SidebarLink => 'text' in item;

/** The folder of an overview route: '/config/' -> '/config/', '/api/overview' -> '/api/'. */
function folderOf(routePath: string): string {
  return routePath.endsWith('/') ? routePath : routePath.slice(0, routePath.lastIndexOf('/') + 1);
}

/** A page's headings whose depth is in `depths` (default: the page's own, else [2]). */
function headingsAt(page: OverviewSource, depths = page.overviewHeaders ?? DEFAULT_DEPTHS): OverviewHeading[] {
  return page.toc.filter((h) => depths.includes(h.depth)).map(({ text, id, depth }) => ({ text, id, depth }));
}

/** Links of a group, depth first: a nested group's own link, then its items. */
function linksOf(items: SidebarItem[], groupDepths: number[] | undefined): { item: SidebarLink; groupDepths?: number[] }[] {
  return items.filter(isLink).flatMap((item) => {
    const own = item.link ? [{ item, groupDepths }] : [];
    return item.items ? [...own, ...linksOf(item.items, item.overviewHeaders ?? groupDepths)] : own;
  });
}

/**
 * The overview's groups: every sidebar group holding pages under the overview's folder (the overview
 * itself excluded), each page with its headings whose depth is in overviewHeaders (sidebar item >
 * page front matter > group > [2]). Top-level links outside any group are collected in one more group.
 *   '/config/' with group 'Test' [root -> '## Example'] -> [{ name: 'Test', items: [{ text: 'root', headers: [Example] }] }]
 */
export function buildOverviewGroups({ routePath, sidebar, pages, othersText, listed = new Set() }: GroupInput): OverviewGroup[] {
  const folder = folderOf(routePath);
  const self = routeKey(routePath);
  const inSection = (link: string) =>
    link.startsWith(folder) && routeKey(link) !== self && pages.has(routeKey(link)) && !listed.has(routeKey(link));
  const toItem = ({ item, groupDepths }: { item: SidebarLink; groupDepths?: number[] }) => {
    const page = pages.get(routeKey(item.link!))!;
    const headers = headingsAt(page, item.overviewHeaders ?? page.overviewHeaders ?? groupDepths);
    return { text: item.text || page.title, link: item.link!, headers };
  };

  const groups: OverviewGroup[] = [];
  const singles: { item: SidebarLink }[] = [];
  for (const entry of sidebar.filter(isLink)) {
    if (!entry.items) {
      if (entry.link && inSection(entry.link)) singles.push({ item: entry });
      continue;
    }
    const links = linksOf(entry.items, entry.overviewHeaders);
    if (entry.link) links.unshift({ item: entry, groupDepths: entry.overviewHeaders });
    const items = links.filter(({ item }) => inSection(item.link!)).map(toItem);
    if (items.length > 0) groups.push({ name: entry.text, items });
  }
  if (singles.length > 0) groups.push({ name: othersText, items: singles.map(toItem) });
  return groups;
}

/**
 * Build hook, called for every page's data: an overview page gets its `overview` groups (so they are
 * in its prerendered HTML and its own page data, and no other page carries them), and its tree the
 * filter and, under each entry of the author's lists, the linked page's headings; other pages are
 * returned unchanged. `watch` is told every file the overview reads, so an edit there refreshes the
 * overview in dev.
 */
export async function withOverviewData<P extends Pick<PageRecord, 'routePath' | 'lang' | 'frontmatter'>>(
  page: P,
  tree: Root,
  state: {
    site: SiteConfig;
    routes: readonly RouteEntry[];
    compile: (route: RouteEntry) => Promise<{ page: Pick<PageRecord, 'title' | 'toc' | 'frontmatter'> }>;
  },
  watch: (file: string) => void = () => {},
): Promise<{ page: P & { overview?: OverviewGroup[] }; tree: Root }> {
  if (!page.frontmatter.overview) return { page, tree };
  const locale = state.site.locales.find((l) => l.lang === page.lang) ?? state.site.locales[0];
  const folder = folderOf(page.routePath);
  const pages = new Map<string, OverviewSource>();
  for (const route of state.routes) {
    if (!route.path.startsWith(folder) || routeKey(route.path) === routeKey(page.routePath)) continue;
    const compiled = await state.compile(route);
    watch(route.filePath);
    pages.set(routeKey(route.path), {
      title: compiled.page.title,
      toc: compiled.page.toc,
      overviewHeaders: compiled.page.frontmatter.overviewHeaders,
    });
  }
  const input = {
    routePath: page.routePath,
    sidebar: sidebarFor(page.routePath, locale.sidebar),
    pages,
    othersText: locale.overview.othersText,
  };
  // a listed page's headings are picked as its card's would be (the sidebar's depths first)
  const bySidebar = new Map(
    buildOverviewGroups(input).flatMap((group) => group.items.map((item) => [routeKey(item.link), item.headers] as const)),
  );
  const headingsOf = (key: string) => bySidebar.get(key) ?? (pages.has(key) ? headingsAt(pages.get(key)!) : undefined);
  return {
    page: { ...page, overview: buildOverviewGroups({ ...input, listed: listedLinks(tree) }) },
    tree: placeOverviewFilter(addListedHeadings(tree, headingsOf)),
  };
}
