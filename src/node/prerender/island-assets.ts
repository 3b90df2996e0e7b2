/**
 * What a page with components loads besides the client entry: the island code and each of its
 * components' chunks with their CSS, preloaded from its HTML, so hydration waits for no chain of
 * imports and a component's styles are there before its first paint.
 */
import type { Manifest } from 'vite';
import { pageAssets, type PageAssets } from '../page/assets';

const HYDRATE_SOURCE = 'src/client/islands/hydrate-islands.ts';
const LOADERS_KEY = 'virtual:site-islands';
const ISLAND_KEY_PREFIX = 'virtual:site-island/';
const ISLAND_NAME_RE = /<rp-island data-name="([^"]+)"/g;

/** The component names a rendered page uses, in its HTML. */
export function islandNamesIn(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND_NAME_RE)].map((match) => match[1]))];
}

/** First-visit assets plus those of the named components; the same object when there are none. */
export function withIslandAssets(first: PageAssets, names: string[], manifest: Manifest, base: string): PageAssets {
  if (names.length === 0) return first;
  // the island code is a source file of the generator: its key is under node_modules when installed
  const hydrate = Object.keys(manifest).find((key) => key.endsWith(HYDRATE_SOURCE));
  const keys = [hydrate, LOADERS_KEY, ...names.map((name) => ISLAND_KEY_PREFIX + name)].filter((key) => key !== undefined && manifest[key]);
  const preloads = new Set(first.preloads);
  const css = new Set(first.css);
  for (const key of keys) {
    const assets = pageAssets(manifest, key!, base);
    for (const url of [assets.entry, ...assets.preloads]) if (url !== first.entry) preloads.add(url);
    assets.css.forEach((url) => css.add(url));
  }
  return { entry: first.entry, preloads: [...preloads], css: [...css] };
}
