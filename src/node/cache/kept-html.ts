/**
 * Dev: the HTML of each page a dev server answered, kept for the next server in the cache's folder
 * (under the site key: generator, packages, site config and the content folder's config files), by
 * the page's URL, its file's text and time, and the route table. A server that has not rendered
 * yet answers a request for such a page from here (dev/kept-answers.ts), before its server render
 * has even loaded: that render would load the theme's server half and run code for the first time.
 */
import type { Kept } from './build-cache';
import { entryKey } from './entry-key';
import type { RouteEntry } from '../../shared/types';

export interface KeptHtmlKey {
  url: string;
  /** the text of the page's file, as the render read it or before */
  source: string;
  /** the file's modification time (the page shows it as its last update) */
  mtimeMs: number;
  routes: readonly RouteEntry[];
}

export interface KeptHtml {
  read(key: KeptHtmlKey): Promise<string | undefined>;
  write(key: KeptHtmlKey, html: string): Promise<void>;
}

/**
 * What of the route table a page's HTML shows (its language switch, sidebar and prev/next links),
 * made once per route table: each request reads and writes under it, and a table of thousands of
 * routes is too long to digest on every request.
 */
const routeTableDigests = new WeakMap<readonly RouteEntry[], string>();
function routeTableDigest(routes: readonly RouteEntry[]): string {
  let digest = routeTableDigests.get(routes);
  if (digest === undefined) {
    digest = entryKey(routes.map((r) => [r.path, r.lang, r.version, r.relativePath, r.fallbackOf ?? null]));
    routeTableDigests.set(routes, digest);
  }
  return digest;
}

export function keptHtml(entries: Kept<string>): KeptHtml {
  const inputs = ({ url, source, mtimeMs, routes }: KeptHtmlKey) => [url, source, mtimeMs, routeTableDigest(routes)];
  // what this server wrote last for a URL: a page rendered again the same (each request renders it) is
  // not written again, and a second write of it ends when the first has
  const written = new Map<string, { digest: string; done: Promise<void> }>();
  return {
    read: (key) => entries.read(inputs(key)),
    async write(key, html) {
      const keyed = inputs(key);
      const digest = entryKey(keyed, html);
      const last = written.get(key.url);
      if (last?.digest === digest) return last.done;
      const done = entries.write(keyed, html);
      written.set(key.url, { digest, done: done.catch(() => {}) });
      await done;
    },
  };
}
