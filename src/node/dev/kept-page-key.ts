/**
 * Dev: which requests ask for a page, and what a page's HTML is kept under (cache/kept-html.ts),
 * for the dev server's render (dev-ssr.ts) and for the front server that answers before it
 * (front-server.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import type { KeptHtmlKey } from '../cache/kept-html';
import type { SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';
import { matchRoute, stripBase } from '../../shared/routes';

const ASSET_RE = /\.(?:js|mjs|ts|tsx|css|json|svg|png|jpe?g|gif|webp|ico|woff2?|map|md|txt|xml)$/i;

/**
 * Whether a request may ask for a page: a GET of no file with an asset's extension, and of none of
 * Vite's own paths. `/guide/a` -> true, `/guide/a.html` -> true, `/guide/a.md` -> false, `/@vite/client` -> false.
 */
export function isPageRequest(method: string | undefined, pathname: string): boolean {
  return method === 'GET' && !(ASSET_RE.test(pathname) && !pathname.endsWith('.html')) && !pathname.startsWith('/@');
}

/** The route a page request asks for, when the site has one. */
export function requestedRoute(state: SiteState, pathname: string): RouteEntry | undefined {
  return matchRoute(stripBase(pathname, state.site.base), [...state.routes]);
}

/**
 * What the page's HTML is kept under, read before the render reads the file; none when the file
 * cannot be read. Read at once, not through the thread pool: while a read waits there, the server
 * goes on loading Vite's modules, and the first answer would wait for that.
 */
export async function keptKeyOf(state: SiteState, url: string, route: RouteEntry): Promise<KeptHtmlKey | undefined> {
  try {
    const source = readFileSync(route.filePath, 'utf8');
    return { url, source, mtimeMs: statSync(route.filePath).mtimeMs, routes: state.routes };
  } catch {
    return undefined;
  }
}
