/**
 * A page as its chunk and its render see it in a build: the record with its alternates (and an
 * overview page's groups), the tree as the chunk carries it, and its section's sidebar. Made from
 * what the compile kept (build/compile-pages.ts) and the tree in the page store, one page at a time.
 */
import type { Root } from 'hast';
import { withOverviewData } from '../site/overview-data';
import type { SiteState } from '../site/site-state';
import { withPageAlternates } from '../site/page-alternates';
import { routeSidebar } from '../site/route-sidebar';
import type { PageRecord, RouteEntry } from '../../shared/types';
import type { BuiltPage } from './compile-pages';
import type { PageStore } from './page-store';
import type { BuiltPageLoader } from '../../shared/render-result';

export interface PageData {
  page: PageRecord;
  tree: Root;
}

export interface PageDataSource {
  /** the page data of a built page, its tree read from the store */
  pageData(built: BuiltPage, tree: Root): Promise<PageData>;
  /** the record of a page whose data leaves its tree as stored; undefined for an overview page, whose record and tree read each other */
  plainRecord(built: BuiltPage): PageRecord | undefined;
}

/** Page data of a build's pages: alternates from the route table, overview groups from the kept records. */
export function createPageDataSource(state: SiteState, pages: BuiltPage[]): PageDataSource {
  const routes = new Map(state.routes.map((r) => [r.path, r]));
  const recordOf = new Map(pages.map((p) => [p.route.filePath, p.page]));
  // an overview reads the records of its section's pages, kept since the compile
  const overviewState = {
    site: state.site,
    routes: state.routes,
    compile: async (route: RouteEntry) => ({ page: recordOf.get(route.filePath)! }),
  };
  const withAlternates = (built: BuiltPage) => withPageAlternates(built.page, built.route, state.site, routes);
  return {
    plainRecord: (built) => (built.page.frontmatter.overview ? undefined : withAlternates(built)),
    async pageData(built, tree) {
      return withOverviewData(withAlternates(built), tree, overviewState);
    },
  };
}

/** The server render's page loader: a built page, its tree read from the store when its route renders. */
export function builtPageLoader(
  state: SiteState,
  pages: BuiltPage[],
  { store, data }: { store: PageStore; data: PageDataSource },
): BuiltPageLoader {
  const byPath = new Map(pages.map((p) => [p.route.path, p]));
  return async (routePath) => {
    const built = byPath.get(routePath);
    if (!built) throw new Error(`no page was built for ${routePath}`);
    const { page, tree } = await data.pageData(built, await store.read(built.key));
    return { page, tree, sidebar: routeSidebar(built.route, state.site)?.items ?? [] };
  };
}
