/**
 * Prerender only: a build's server bundle holds no page (page content stays out of the bundle); the
 * route table of the server build loads each page through the loader the build sets here.
 */
import type { PageModule } from './route-table';

type Loader = (routePath: string) => Promise<PageModule>;

let loader: Loader | null = null;

export function setBuiltPageLoader(load: Loader): void {
  loader = load;
}

export function loadBuiltPage(routePath: string): Promise<PageModule> {
  if (!loader) return Promise.reject(new Error(`no page loader is set, so ${routePath} cannot be rendered`));
  return loader(routePath);
}
