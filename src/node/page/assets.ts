import type { Manifest } from 'vite';

export interface PageAssets {
  entry: string;
  preloads: string[];
  css: string[];
}

/** The files a chunk needs loaded with it: the chunk, its static imports and their CSS. */
export function pageAssets(manifest: Manifest, entryKey: string, base: string): PageAssets {
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
  const entry = base + manifest[entryKey].file;
  preloads.delete(entry);
  return { entry, preloads: [...preloads], css: [...css] };
}
