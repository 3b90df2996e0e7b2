import { routes as virtualRoutes } from 'virtual:site';
import type { Root } from 'hast';
import type { PageRecord } from '../../shared/types';
import { matchRoute } from '../../shared/routes';
import { loadRenderer } from '../content/renderer';

export interface PageModule {
  page: PageRecord;
  /** the content tree; null when the content is the prerendered HTML adopted on a first visit */
  tree: Root | null;
  html?: string;
}

export type ClientRoute = (typeof virtualRoutes)[number];

/**
 * A promise that React's `use()` can read synchronously once settled: React looks at
 * `status`/`value`, so a page loaded before hydration renders without suspending.
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let routeList: ClientRoute[] = virtualRoutes;
const cache = new Map<string, TrackedPromise<PageModule>>();

export function getRoutes(): ClientRoute[] {
  return routeList;
}

/** Dev only: the route table changed (a page was added or removed). */
export function replaceRoutes(next: ClientRoute[]): void {
  routeList = next;
  cache.clear();
}

export function findRoute(pathname: string): ClientRoute | undefined {
  return matchRoute(pathname, routeList);
}

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** Load (or reuse) the page module of a route. Preload and navigation share this one promise per route. */
export function loadRoute(route: ClientRoute): TrackedPromise<PageModule> {
  let entry = cache.get(route.path);
  if (!entry) {
    entry = track(Promise.all([route.load(), loadRenderer()]).then(([mod]) => mod));
    cache.set(route.path, entry);
    // A failed load is forgotten so that a later attempt (or the full-load fallback) can retry.
    entry.catch(() => {
      if (cache.get(route.path) === entry) cache.delete(route.path);
    });
  }
  return entry;
}

/**
 * First visit: the page's record (small chunk) plus the content HTML that the prerender already
 * put in the document. The full chunk and the renderer are only fetched for client navigation.
 */
export function adoptPrerenderedPage(route: ClientRoute, html: string): TrackedPromise<PageModule> {
  const entry = track(route.loadMeta().then(({ page }) => ({ page, tree: null, html })));
  cache.set(route.path, entry);
  entry.catch(() => {
    if (cache.get(route.path) === entry) cache.delete(route.path);
  });
  return entry;
}

/** Dev only: a page module was edited; swap it in so the open page re-renders without a reload. */
export function updateLoadedPage(path: string, mod: PageModule): void {
  const settled = track(Promise.resolve(mod));
  settled.status = 'fulfilled';
  settled.value = mod;
  cache.set(path, settled);
}

export function isLoaded(route: ClientRoute): boolean {
  return cache.get(route.path)?.status === 'fulfilled';
}
