/**
 * Dev: the URLs Vite serves the site's files and modules at, for the places that name a module
 * before the browser imports it (the route table, the server render's images). A test loads dev
 * pages and fails if a URL is fetched twice or an image differs from the one the server rendered.
 */
import { relative, sep } from 'node:path';
import { pageModuleId, type SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';

/** A file's URL: from Vite's root when inside it, else through /@fs/; after `base`. */
export function devFileUrl(file: string, root: string, base: string): string {
  const rel = relative(root, file).split(sep).join('/');
  const path = rel.startsWith('..') ? `/@fs${file}` : `/${rel}`;
  return base.replace(/\/$/, '') + path;
}

/** A page module's URL as an import names it. */
export function devPageModuleUrl(state: SiteState, route: RouteEntry, base: string): string {
  return pageModuleId(route, devFileUrl(route.filePath, state.root, base));
}

/**
 * The URL the browser fetches for an import of `url`: Vite marks a module that is not JavaScript
 * with an `import` query, put first.
 */
export function importedUrl(url: string): string {
  const [path, query] = url.split('?');
  return query ? `${path}?import&${query}` : `${path}?import`;
}
