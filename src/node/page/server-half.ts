/**
 * The theme's prebuilt server half (scripts/build-package.mjs, lib/theme): server-entry.tsx and the
 * theme compiled to one plain JavaScript file, which Node imports as it is. What the browser's half
 * imports as `virtual:` modules (the site data, the route table, the site's components) is handed to
 * it as it is imported. The dev server renders with its development build; a build renders with its
 * production build, unless the site has components of its own, which the build bundles with Vite.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientLocale, clientSiteData, siteParts } from '../site/client-site-data';
import type { BuiltPageModule, ServerEntry } from '../../shared/render-result';
import type { RouteEntry, SiteConfig } from '../../shared/types';

/** What the server half reads where the browser's half imports `virtual:site`, `virtual:site-routes` and `virtual:site-islands-eager`. */
export interface ServerRenderInput {
  siteData: unknown;
  /** each language's texts, as the browser's `virtual:site` loads them */
  localeLoaders: Record<string, () => Promise<unknown>>;
  /** what the browser's `virtual:site-part/<name>` modules export, by name */
  siteParts: Record<string, unknown>;
  routes: { path: string; lang: string; version: string; relativePath: string; load: () => Promise<BuiltPageModule> }[];
  /** the site's components by name; a dev server keeps one object and replaces its entries when the components module changes */
  eagerIslands: Record<string, unknown>;
}

/** The prebuilt server half: it keeps the input, then initialises the server entry, which reads it. */
interface ServerRenderModule {
  createServerRender(input: ServerRenderInput): Promise<ServerEntry>;
}

/** In the generator's folder `root`: the development half (dev) and the production half (a build). */
export const serverHalfFile = (root: string, mode: 'development' | 'production') =>
  join(root, mode === 'development' ? 'lib/theme/server/server-entry.js' : 'lib/theme/server-production/server-entry.js');

/** The input for `site`, as copies of the values the browser's modules give; no route and no component yet. */
export function serverRenderInput(site: SiteConfig): ServerRenderInput {
  return {
    siteData: JSON.parse(JSON.stringify(clientSiteData(site))),
    localeLoaders: Object.fromEntries(site.locales.map((locale) => [locale.lang, () => Promise.resolve(clientLocale(locale))])),
    siteParts: JSON.parse(JSON.stringify(siteParts(site))),
    routes: [],
    eagerIslands: {},
  };
}

/** The route table of `routes`, each route's page loaded by `load`. */
export function serverRoutes(
  routes: readonly RouteEntry[],
  load: (route: RouteEntry) => Promise<BuiltPageModule>,
): ServerRenderInput['routes'] {
  return routes.map((route) => ({
    path: route.path,
    lang: route.lang,
    version: route.version,
    relativePath: route.relativePath,
    load: () => load(route),
  }));
}

/** Instances of a server half imported in this process, by every dev server and build in it. */
let instances = 0;

/** A fresh instance of the server half in `file` (a module of its own, whatever was imported before), reading `input`. */
export async function importServerHalf(file: string, input: ServerRenderInput): Promise<ServerEntry> {
  const module = (await import(`${pathToFileURL(file).href}?instance=${++instances}`)) as ServerRenderModule;
  return module.createServerRender(input);
}
