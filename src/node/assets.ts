import type { Manifest } from 'vite';

export interface PageAssets {
  entry: string;
  preloads: string[];
  css: string[];
}

/**
 * The files one page needs on first visit: the client entry, its static imports, the page's own
 * chunk and its static imports, and their CSS. Nothing of other pages.
 */
export function pageAssets(manifest: Manifest, entryKey: string, pageKey: string | undefined, base: string): PageAssets {
  const preloads = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preloads.add(base + chunk.file);
    chunk.css?.forEach((c) => css.add(base + c));
    chunk.imports?.forEach(walk);
  };
  walk(entryKey);
  if (pageKey) walk(pageKey);
  const entry = base + manifest[entryKey].file;
  preloads.delete(entry);
  return { entry, preloads: [...preloads], css: [...css] };
}
