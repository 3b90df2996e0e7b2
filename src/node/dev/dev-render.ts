/**
 * Dev: the server render, run by Node itself from the theme's prebuilt server half (dev-theme.ts),
 * not through Vite's module runner: a first page then waits for one import instead of a module
 * graph transformed on the fly. What Vite's plugin serves the browser as modules is handed to it as
 * it is imported (createServerRender): the site data, the route table (each route compiling its
 * page on demand, like the browser's import of it) and the site's components, which do go through
 * Vite, being the site's own code with hot updates.
 */
import type { ViteDevServer } from 'vite';
import { chunkTree } from '../markdown/chunk-tree';
import type { CompiledEntry, SiteState } from '../site/site-state';
import { devFileUrl, importedUrl } from './dev-urls';
import { importServerHalf, serverRenderInput, serverRoutes } from '../page/server-half';
import { routeSidebar } from '../site/route-sidebar';
import { devPageData } from './dev-page-data';
import type { DevTheme } from './dev-theme';
import { formatDiagnostic } from '../diagnostics';
import { summarizeCodeOptions } from '../markdown/code-option-summary';
import type { BuiltPageModule, RenderResult, ServerEntry } from '../../shared/render-result';
import type { RouteEntry } from '../../shared/types';

/** A page that does not compile: its first error, as Vite's error overlay shows one (message, file and place). */
export class PageCompileError extends Error {
  readonly plugin = 'quire:page';
  readonly frame = '';
  constructor(
    message: string,
    readonly id: string,
    readonly loc: { file: string; line: number; column: number } | undefined,
  ) {
    super(message);
  }
}

function compileError(route: RouteEntry, compiled: CompiledEntry): PageCompileError | undefined {
  const first = compiled.diagnostics.find((d) => d.severity === 'error');
  if (!first) return undefined;
  const loc = first.line ? { file: route.filePath, line: first.line, column: (first.column ?? 1) - 1 } : undefined;
  return new PageCompileError(formatDiagnostic(first), route.filePath, loc);
}

/** A page that needs the dev server to render (an image's URL, the site's components) rendered before it exists. */
class NeedsDevServer extends Error {}

export interface DevRendererOptions {
  /** none before Vite has loaded: a page with an image, or on a site with components, then rejects with NeedsDevServer */
  server?: ViteDevServer;
  state: SiteState;
  theme: DevTheme;
  /** tells of a compiled page's dead links in the terminal, as the browser's import of its module does */
  reportLinks: (compiled: CompiledEntry) => void;
  /** how a page compiles; none: state.compile */
  compile?: (route: RouteEntry) => Promise<CompiledEntry>;
}

export interface DevRenderer {
  /** one URL rendered: the page compiled on demand, the theme as Node loaded it */
  render(url: string): Promise<RenderResult>;
  /**
   * A route's page as the app takes it (record, tree, sidebar), compiled now; rejects with a
   * PageCompileError. `report` hears of the compiled page (its dead links).
   */
  pageModule(route: RouteEntry, report: (compiled: CompiledEntry) => void): Promise<BuiltPageModule>;
}

export function createDevRenderer({
  server,
  state,
  theme,
  reportLinks,
  compile = (route) => state.compile(route),
}: DevRendererOptions): DevRenderer {
  const input = serverRenderInput(state.site);
  // one module instance per route table: a route added or removed means a fresh instance
  let loaded: { routes: readonly RouteEntry[]; entry: Promise<ServerEntry> } | undefined;

  // what the browser's import of an image yields: its URL, or its data (Vite inlines small files)
  const imageUrl = async (file: string): Promise<string> => {
    if (!server) throw new NeedsDevServer(`${state.shownPath(file)}: an image's URL comes from the dev server`);
    const module = await server.environments.client.transformRequest(importedUrl(devFileUrl(file, state.root, '/')));
    const url = module?.code.match(/^export default ("(?:[^"\\]|\\.)*")/m)?.[1];
    if (url === undefined) throw new Error(`${state.shownPath(file)}: the dev server gave no URL for this image`);
    return JSON.parse(url) as string;
  };

  const pageModule = async (route: RouteEntry, report = reportLinks): Promise<BuiltPageModule> => {
    const compiled = await compile(route);
    const error = compileError(route, compiled);
    if (error) throw error;
    // its code-option warnings; without a server (a page answered before Vite), the server's render that follows tells them
    if (server)
      for (const d of summarizeCodeOptions(compiled.diagnostics))
        if (d.severity !== 'error') server.config.logger.warn(formatDiagnostic(d));
    report(compiled);
    const { page, tree } = await devPageData(state, route, compiled);
    const imageUrls = new Map(await Promise.all(compiled.images.map(async ({ src }) => [src, await imageUrl(src)] as const)));
    return { page, tree: chunkTree(tree, imageUrls), sidebar: routeSidebar(route, state.site)?.items ?? [] };
  };

  const entryOf = async (): Promise<ServerEntry> => {
    const file = (await theme.files()).entries.server;
    if (loaded?.routes !== state.routes) {
      const routes = state.routes;
      input.routes = serverRoutes(routes, (route) => pageModule(route));
      const entry = importServerHalf(file, { ...input });
      loaded = { routes, entry };
    }
    return loaded.entry;
  };

  const components = state.site.markdown.components;
  const updateIslands = async () => {
    if (components === undefined) return;
    if (!server) throw new NeedsDevServer('the site’s components come from the dev server');
    const exports = (await server.ssrLoadModule(components)) as Record<string, unknown>;
    for (const name of Object.keys(input.eagerIslands)) delete input.eagerIslands[name];
    Object.assign(input.eagerIslands, exports);
  };

  return {
    async render(url) {
      const [entry] = await Promise.all([entryOf(), updateIslands()]);
      return entry.render(url);
    },
    pageModule,
  };
}
