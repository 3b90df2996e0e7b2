/**
 * A page's compile, kept between builds: keyed by the build key (generator, packages, site config)
 * and everything the compile reads of the page (its text, path, route, language). An entry also
 * names the images the page embeds with a checksum of each, since the compile reads their sizes;
 * an entry whose images changed is a miss. A page whose compile reported a problem is not kept, so
 * its problem is found again, and reported, by the next build.
 *
 * A build's entry is the page's small record (links, ids, images, Markdown twin) without its tree:
 * what the build makes of the tree is kept by the build as its own entry (build/compile-pages.ts),
 * so a hit reads no tree. A hit's tree is empty, and `treeless` tells so. The dev server keeps the
 * tree too (`withTree`), in entries of its own: it shows a page from its tree.
 */
import { readFile } from 'node:fs/promises';
import type { Root } from 'hast';
import type { CompileInput, CompiledPage } from '../markdown/compile';
import type { CompileMemo } from '../site/site-state';
import { sha256, type EntryFiles } from './entry-file';

interface PageEntry {
  /** each image file the compile read, with the sha256 of its bytes */
  images: [string, string][];
  compiled: Omit<CompiledPage, 'tree'> & { tree?: Root };
}

export interface PageCacheStats {
  hits: number;
  misses: number;
}

const fileHash = async (file: string) => sha256(await readFile(file).catch(() => Buffer.alloc(0)));

/** A compile memo that also tells, for each route it compiled, the key of what its compile reads. */
export type KeyedCompileMemo = CompileMemo & {
  /** the key of a route's compile inputs (the same inputs compile to the same page), once compiled */
  keyOf(routePath: string): string | undefined;
  /** whether a route's compile came from the cache, with an empty tree */
  treeless(routePath: string): boolean;
};

/** A CompileMemo over `entries`, every key made with the build key `key`; `withTree` keeps each page's tree too. */
export function pageCompileCache(
  entries: EntryFiles,
  key: string,
  { withTree = false } = {},
): KeyedCompileMemo & { stats: PageCacheStats } {
  const stats: PageCacheStats = { hits: 0, misses: 0 };
  const keys = new Map<string, string>();
  const treeless = new Set<string>();
  const memo = async (input: CompileInput, compile: () => Promise<CompiledPage>) => {
    const { source, file, route, markdown, langPrefix, contentLang } = input;
    const entryKey = sha256(JSON.stringify([key, source, file, route, markdown, langPrefix, contentLang ?? null]));
    keys.set(route.path, entryKey);
    const hit = await entries.read<PageEntry>(entryKey);
    if (
      hit &&
      (!withTree || hit.compiled.tree) &&
      (await Promise.all(hit.images.map(async ([src, hash]) => (await fileHash(src)) === hash))).every(Boolean)
    ) {
      stats.hits++;
      if (withTree) return hit.compiled as CompiledPage;
      treeless.add(route.path);
      return { ...hit.compiled, tree: { type: 'root', children: [] } satisfies Root };
    }
    stats.misses++;
    treeless.delete(route.path);
    const compiled = await compile();
    if (compiled.diagnostics.length === 0) {
      const images = await Promise.all(compiled.images.map(async ({ src }): Promise<[string, string]> => [src, await fileHash(src)]));
      const { tree, ...record } = compiled;
      await entries.write(entryKey, { images, compiled: withTree ? { ...record, tree } : record } satisfies PageEntry);
    }
    return compiled;
  };
  return Object.assign(memo, {
    stats,
    keyOf: (routePath: string) => keys.get(routePath),
    treeless: (routePath: string) => treeless.has(routePath),
  });
}
