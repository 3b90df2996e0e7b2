/**
 * The code of the route table module (`virtual:site-routes`): every route with one lazy load of its
 * page. The client loads this module itself lazily.
 */
import { resolve } from 'node:path';
import type { RouteEntry } from '../../shared/types';

/** The chunk files a build wrote for a page (URLs with the base): its own and its section's sidebar. */
export interface PageChunkUrls {
  page: string;
  sidebar?: string;
}

/**
 * How a build's route table loads a page. The client imports the chunks the build wrote itself
 * (build/page-chunks.ts; the page and its sidebar in parallel); the server bundle holds no page and
 * asks the loader the prerender sets (src/client/router/built-pages.ts).
 */
export type BuildRoutes = { target: 'client'; chunks: Map<string, PageChunkUrls> } | { target: 'server' };

/** How dev's route table loads a page: it imports the page's Markdown module, at the URL Vite serves it at. */
export type DevRoutes = { target: 'dev'; moduleUrl: (route: RouteEntry) => string };

/** In the generator's folder (the client's sources ship with the package, for the build to compile). */
const BUILT_PAGES_MODULE = 'src/client/router/built-pages.ts';

function loadCode(route: RouteEntry, loads: BuildRoutes | DevRoutes): string {
  if (loads.target === 'server') return `() => loadBuiltPage(${JSON.stringify(route.path)})`;
  if (loads.target === 'client') {
    const urls = loads.chunks.get(route.path)!;
    const page = `import(${JSON.stringify(urls.page)})`;
    return urls.sidebar ? `() => withSidebar(${page}, import(${JSON.stringify(urls.sidebar)}))` : `() => ${page}`;
  }
  return `() => load(${JSON.stringify(loads.moduleUrl(route))})`;
}

/** The route table's code: each route's data and its lazy load (`root`: the generator's folder). */
export function routeTableCode(routes: readonly RouteEntry[], loads: BuildRoutes | DevRoutes, root: string): string {
  const entries = routes.map((r) => {
    const data = JSON.stringify({ path: r.path, lang: r.lang, version: r.version, relativePath: r.relativePath });
    return `  { ...${data}, load: ${loadCode(r, loads)} },`;
  });
  const head =
    loads.target === 'server'
      ? `import { loadBuiltPage } from ${JSON.stringify(resolve(root, BUILT_PAGES_MODULE))};\n`
      : loads.target === 'client'
        ? 'const withSidebar = (page, sidebar) => Promise.all([page, sidebar]).then(([mod]) => mod);\n'
        : // dev: each URL as Vite would resolve it, so Vite need not resolve one import per page
          // each time it serves this module (it still marks the import at run time)
          'const load = (url) => import(/* @vite-ignore */ url);\n';
  return `${head}export const routes = [\n${entries.join('\n')}\n];\n`;
}
