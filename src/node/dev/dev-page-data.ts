/**
 * Dev: a compiled page as the app gets it, the same whether the browser imports its module or the
 * server render reads it: the record with its alternates (and an overview's groups, from the
 * outlines of its section's pages, so opening it compiles none of them in full), and the tree.
 */
import type { Root } from 'hast';
import { withOverviewData } from '../site/overview-data';
import type { CompiledEntry, SiteState } from '../site/site-state';
import { withPageAlternates } from '../site/page-alternates';
import type { PageRecord, RouteEntry } from '../../shared/types';

export async function devPageData(
  state: SiteState,
  route: RouteEntry,
  compiled: CompiledEntry,
  watch: (file: string) => void = () => {},
): Promise<{ page: PageRecord; tree: Root }> {
  const page = withPageAlternates(compiled.page, route, state.site, new Map(state.routes.map((r) => [r.path, r])));
  const sources = { site: state.site, routes: state.routes, compile: (r: RouteEntry) => state.outline(r) };
  return withOverviewData(page, compiled.tree, sources, watch);
}
