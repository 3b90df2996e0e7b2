import type { Root } from 'hast';
import type { Lang, PageRecord, SidebarItem } from '../../shared/types';
import { createRouteMatcher, routeKey } from '../../shared/routes';
import { loadRenderer } from '../content/renderer';
import { loadTreeIslands } from '../islands/tree-islands';
import { localeFor } from '../locale-store';
import { settled, track, type TrackedPromise } from '../tracked-promise';

export type { TrackedPromise };

export interface PageModule {
  page: PageRecord;
  /** the content tree; null when the content is the prerendered HTML adopted on a first visit */
  tree: Root | null;
  html?: string;
  /** the sidebar of the page's section (a module shared by the section's page chunks) */
  sidebar: SidebarItem[];
}

export interface ClientRoute {
  path: string;
  lang: Lang;
  version: string;
  relativePath: string;
  load: () => Promise<PageModule>;
}

// The route table is its own chunk, fetched after hydration or on the first link intent: a
// first visit needs only its own page, so its JS does not grow with the number of pages.
let match: ((pathname: string) => ClientRoute | undefined) | null = null;
let routesPromise: TrackedPromise<ClientRoute[]> | null = null;

export function registerRoutes(routes: ClientRoute[]): void {
  match = createRouteMatcher(routes);
  routesPromise = settled(routes);
  pages.clear();
}

export function loadRoutes(): TrackedPromise<ClientRoute[]> {
  routesPromise ??= track(
    import('virtual:site-routes').then(({ routes }) => {
      match = createRouteMatcher(routes);
      return routes;
    }),
  );
  return routesPromise;
}

/** The route of a pathname once the table is loaded; undefined before that or when none matches. */
export function findRoute(pathname: string): ClientRoute | undefined {
  return match?.(pathname);
}

const pages = new Map<string, TrackedPromise<PageModule | null>>();

/** A page once what renders its tree has loaded: the renderer, and the components it uses. */
export function readyToRender(mod: PageModule): Promise<PageModule> {
  return Promise.all([loadTreeIslands(mod.tree), loadRenderer()]).then(() => mod);
}

function loadModule(route: ClientRoute): Promise<PageModule> {
  // the renderer and the texts of the page's language load alongside the page, and the components it
  // uses with it, so hover preloads them too
  return Promise.all([route.load().then(readyToRender), loadRenderer(), localeFor(route.lang)]).then(([mod]) => mod);
}

/**
 * The page of a pathname, null when no route matches. One cached promise per path: hover
 * preload, navigation and rendering share it. A failed load is forgotten so a retry can happen.
 */
export function pageFor(pathname: string): TrackedPromise<PageModule | null> {
  const key = routeKey(pathname);
  let entry = pages.get(key);
  if (!entry) {
    const created = track(
      loadRoutes().then(() => {
        const route = findRoute(pathname);
        return route ? loadModule(route) : null;
      }),
    );
    created.catch(() => {
      if (pages.get(key) === created) pages.delete(key);
    });
    pages.set(key, created);
    entry = created;
  }
  return entry;
}

/** Prerender: a rendered page is not kept (a build renders each of thousands of pages once). */
export function forgetPage(pathname: string): void {
  pages.delete(routeKey(pathname));
}

/** First visit (prerendered page data) and dev hot updates: the page of a path is known. */
export function seedPage(pathname: string, mod: PageModule | null): void {
  pages.set(routeKey(pathname), settled(mod));
}

const notFoundRecords = new Map<string, PageRecord>();

/**
 * First visit of a missing page: keep the 404 record the server rendered (its language is the
 * one of the 404.html the host served), so hydration renders exactly what is on screen.
 */
export function seedNotFound(pathname: string, page: PageRecord): void {
  notFoundRecords.set(routeKey(pathname), page);
  seedPage(pathname, null);
}

export function notFoundRecordFor(pathname: string): PageRecord | undefined {
  return notFoundRecords.get(routeKey(pathname));
}

/** After hydration: the 404 of this path is rendered from the path again, not from what the host served. */
export function forgetNotFoundRecord(pathname: string): void {
  notFoundRecords.delete(routeKey(pathname));
}
