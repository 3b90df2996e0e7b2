/**
 * A page's compile, kept between runs: keyed by the compile key (scope-keys.ts: the generator, its
 * packages, the site's own Markdown code) and everything the compile input holds (the page's text,
 * path, route and language, the `markdown` options, the UI text of its language), never by the
 * rest of the site config: a theme option changed compiles no page again. An entry also names the
 * images the page embeds, with a checksum of each (the compile reads their sizes), and those it
 * looked for and did not find: an entry whose images changed, or one of whose missing images
 * appeared, is a miss.
 *
 * A compile that reported warnings is kept with them, and a hit gives them again as they were (text,
 * place, order), so a warning never costs a compile. A compile that reported an error is not kept:
 * the error stops the build, so the next build follows a fix anyway, and some errors are the run's
 * rather than the page's (a compile stopped by `markdown.compileTimeout` on a busy machine).
 * Problems found later of a compiled page (its images' files, its links against the other pages)
 * are no part of the entry: the build finds them again each time.
 *
 * A build's entry is the page's small record (links, ids, images, Markdown twin, diagnostics)
 * without its tree: what the build makes of the tree is kept as its own entry
 * (build/compile-pages.ts), so a hit reads no tree. A hit's tree is empty, and `treeless` tells so.
 * The dev server keeps the tree too (`withTree`), in entries of its own: it shows a page from its tree.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Root } from 'hast';
import type { CompileInput, CompiledPage } from '../markdown/compile';
import { contentTextOf } from '../markdown/content-text';
import type { CompileMemo } from '../site/site-state';
import type { EntryStore } from './entry-packs';
import { entryKey, sha256 } from './entry-key';

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

/**
 * What a compile reads of its input: all of it but where its code blocks are highlighted (which
 * highlights the same) and where it is parsed (which parses the same), and of its UI text only what
 * the content shows.
 */
export function compileInputs({ highlight: _highlight, parsed: _parsed, text, ...read }: CompileInput): unknown {
  return { ...read, text: text && contentTextOf(text) };
}

/** Whether a kept compile still holds for the files it read: the same images, the missing ones still missing. */
async function stillHolds(entry: PageEntry): Promise<boolean> {
  if ((entry.compiled.missingImages ?? []).some((file) => existsSync(file))) return false;
  const hashes = await Promise.all(entry.images.map(async ([src, hash]) => (await fileHash(src)) === hash));
  return hashes.every(Boolean);
}

/** A compile as an entry keeps it, taken before the build adds its own findings to the page's diagnostics. */
function entryOf(compiled: CompiledPage, withTree: boolean): Omit<PageEntry, 'images'> {
  const { tree, diagnostics, ...record } = compiled;
  return { compiled: { ...record, diagnostics: [...diagnostics], ...(withTree ? { tree } : {}) } };
}

/** A CompileMemo over `entries`, every key made with the compile key `key`; `withTree` keeps each page's tree too. */
export function pageCompileCache(
  entries: EntryStore,
  key: string,
  { withTree = false } = {},
): KeyedCompileMemo & { stats: PageCacheStats } {
  const stats: PageCacheStats = { hits: 0, misses: 0 };
  const keys = new Map<string, string>();
  const treeless = new Set<string>();
  const memo = async (input: CompileInput, compile: () => Promise<CompiledPage>) => {
    const { route } = input;
    const pageKey = entryKey(key, compileInputs(input));
    keys.set(route.path, pageKey);
    const hit = await entries.read<PageEntry>(pageKey);
    if (hit && (!withTree || hit.compiled.tree) && (await stillHolds(hit))) {
      stats.hits++;
      if (withTree) return hit.compiled as CompiledPage;
      treeless.add(route.path);
      return { ...hit.compiled, tree: { type: 'root', children: [] } satisfies Root };
    }
    stats.misses++;
    treeless.delete(route.path);
    const compiled = await compile();
    if (compiled.diagnostics.every((d) => d.severity !== 'error')) {
      const kept = entryOf(compiled, withTree);
      // the files a code block imports count like images: the entry holds while their bytes do
      const read = [...compiled.images.map(({ src }) => src), ...(compiled.sources ?? [])];
      const images = await Promise.all(read.map(async (src): Promise<[string, string]> => [src, await fileHash(src)]));
      await entries.write(pageKey, { images, ...kept } satisfies PageEntry);
    }
    return compiled;
  };
  return Object.assign(memo, {
    stats,
    keyOf: (routePath: string) => keys.get(routePath),
    treeless: (routePath: string) => treeless.has(routePath),
  });
}
