/**
 * Dev: the code of a page's Markdown module as the browser imports it: the page's data (dev-page-data.ts),
 * its section's sidebar from the sidebar module, and a hot update handler. A build's page chunks are
 * written by build/page-chunks.ts: only dev serves page modules.
 */
import { PAGE_RENDER_EVENT } from '../../shared/dev-events';
import type { RouteEntry } from '../../shared/types';
import { compactCodeBlocks } from '../markdown/compact-tree';
import { toModuleCode } from '../markdown/to-module';
import { routeSidebar } from '../site/route-sidebar';
import type { CompiledEntry, SiteState } from '../site/site-state';
import { devPageData } from './dev-page-data';

function pageHmrCode(): string {
  // A Markdown module accepts its own update and hands the new page to the app, which swaps it
  // in and re-renders in place: no reload, no lost scroll position.
  return `\nif (import.meta.hot) {\n  import.meta.hot.accept((next) => {\n    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_RENDER_EVENT)}, { detail: next }));\n  });\n}\n`;
}

/** The module of `route`'s page; `watch` hears of the files its data was read from (an overview's section). */
export async function devPageModuleCode(
  state: SiteState,
  route: RouteEntry,
  compiled: CompiledEntry,
  watch: (file: string) => void,
): Promise<string> {
  const { page, tree } = await devPageData(state, route, compiled, watch);
  const sidebarId = routeSidebar(route, state.site)?.id;
  const sidebar = sidebarId ? `export { sidebar } from ${JSON.stringify(sidebarId)};\n` : 'export const sidebar = [];\n';
  return toModuleCode({ ...compiled, page, tree: compactCodeBlocks(tree) }) + sidebar + pageHmrCode();
}
