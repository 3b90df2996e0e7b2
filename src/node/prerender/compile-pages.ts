import type { Log } from '../diagnostics';
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';
import { workerFallbackWarning } from '../workers/worker-requests';
import type { HighlightBlock } from '../markdown/highlight-block';
import { pageBlocks, type KeptBlocks } from '../cache/page-blocks';
import { checkedPage, type CompiledEntry, type SiteCheckPage, type SiteState } from '../site/site-state';
import type { Reuse } from '../cache/build-cache';
import { entryKey } from '../cache/entry-key';
import type { KeyedCompileMemo } from '../cache/page-cache';
import { hasSearchParts, recordForSearch, unplacedSearchParts, type PageSearchParts } from '../search/search-records';
import { searchPlacement, type SearchPlacement } from '../search/search-placement';
import type { PageSearchSource } from './search-step';
import type { Root } from 'hast';
import type { PageRecord, RouteEntry } from '../../shared/types';
import { plural, stopOnErrors } from './failure';
import { stopOnRemoved } from './stop-on-removed';
import { removedFileDiagnostic, removedPath, unlessRemoved } from '../site/removed-files';
import { createContentImages, type ContentImages } from './content-images';
import { chunkTree } from '../markdown/chunk-tree';
import { highlightAhead } from '../markdown/fence-languages';
import type { PageStore } from './page-store';
import type { ParsedAhead } from '../markdown/parse-ahead';
import { componentNames } from '../markdown/components-module';
import { parseClaims } from '../workers/parse-claims';

/** Pages compiled at the same time: enough to keep the highlight thread busy, few enough that their trees stay a small, fixed amount of memory. */
const COMPILE_WINDOW = 16;

/** Bytes kept in the build cache under `inputs`, or `make()`'s. */
type ReuseBytes = Reuse<Buffer>;

/**
 * A page's outputs in UTF-8 bytes: its search parts as JSON (nothing for none), a newline, its tree
 * as JSON; JSON has no raw newline. Encoded once: the cache and the page store keep these bytes, and
 * the page's chunk carries its tree's bytes as they are.
 */
const pageOutputs = (tree: Root, parts: PageSearchParts | undefined) =>
  Buffer.from(`${parts ? JSON.stringify(parts) : ''}\n${JSON.stringify(tree)}`);

const NEWLINE = 0x0a;

function splitOutputs(bytes: Buffer): { tree: Buffer; parts: Buffer } {
  const newline = bytes.indexOf(NEWLINE);
  return { parts: bytes.subarray(0, newline), tree: bytes.subarray(newline + 1) };
}

/** A page's outputs read from the cache when asked for, or made by `make` (a fresh compile) when they are gone there. */
const outputsLoader = (reuse: ReuseBytes, inputs: unknown[], make: () => Promise<Buffer>) => () => reuse(inputs, make);

/** A page's tree and search parts left in the cache, read from there when a step needs them (out of `keep`, so that what is kept for later holds no compiled page). */
async function keepInCache(store: PageStore, key: number, hasParts: boolean, outputs: () => Promise<Buffer>): Promise<void> {
  await Promise.all([
    store.writeLater(key, async () => splitOutputs(await outputs()).tree),
    hasParts && store.writeSearchPartsLater(key, async () => splitOutputs(await outputs()).parts),
  ]);
}

/**
 * A page as the search step reads it: its parts from the store as JSON, with where they stand in the
 * site (the store keeps them unplaced, as the cache does), under `key` (what they are made of, and
 * where they are placed).
 */
function searchSource(
  page: PageRecord,
  { key, placement }: { key: string | undefined; placement: SearchPlacement },
  store: PageStore,
  storeKey: number,
): PageSearchSource {
  return {
    lang: page.lang,
    routePath: page.routePath,
    key,
    parts: async () => ({ json: await store.readSearchParts(storeKey), placement }),
  };
}

/** What the build keeps of a compiled page in memory. */
export interface BuiltPage {
  route: RouteEntry;
  page: PageRecord;
  /** where its tree, Markdown twin and search records are in the page store */
  key: number;
  /** with a cache: a digest of what its stored tree is made of (its compile's inputs, its images' URLs) */
  treeKey?: string;
}

export interface CompiledSite {
  pages: BuiltPage[];
  /** the pages with search records, in route order */
  search: PageSearchSource[];
  images: ContentImages;
  warnings: number;
}

/** The highlight thread of a build; started early, it gets going while the site loads. */
export function buildHighlightThread(root: string, log: Log): HighlightThread {
  return startHighlightThread({
    root,
    onFallback: (reason, work) => log(workerFallbackWarning(reason, work)),
  });
}

/**
 * Compile every page and check every link, with code highlighted in a worker thread. Each page is
 * reduced to what later steps need as soon as it is compiled: its record stays in memory, its tree,
 * Markdown twin and search records go to `store`. With `memo`, a page compiled by an earlier build is
 * taken from it (cache/page-cache.ts), with `reuseOutputs` the stored tree and search
 * records of an unchanged page stay in the cache until a step reads them, and with `blocks` a page
 * compiled afresh takes its unchanged code blocks from its last compile (page-blocks.ts). Prints
 * the diagnostics and stops the build on an error. A `highlightThread` passed in is the caller's to
 * close (a build starts it while the site loads); one started here is closed here.
 */
export async function compileAndCheck(
  state: SiteState,
  {
    root,
    log,
    store,
    memo,
    reuseOutputs,
    highlightThread: given,
    blocks,
  }: {
    root: string;
    log: Log;
    store: PageStore;
    memo?: KeyedCompileMemo;
    reuseOutputs?: ReuseBytes;
    highlightThread?: HighlightThread;
    blocks?: KeptBlocks;
  },
): Promise<CompiledSite> {
  const highlightThread = given ?? buildHighlightThread(root, log);
  /** content files gone when the compile read them: pages (a page and its fallback routes read the same file), images */
  const removed = new Set<string>();
  const images = createContentImages(state.site.base, { contentDir: state.contentDir, removed, log });
  const pages: BuiltPage[] = [];
  const searched: PageSearchSource[] = [];
  const checked: SiteCheckPage[] = [];
  const outputsOf = async (full: CompiledEntry, urls: Map<string, string>) =>
    pageOutputs(chunkTree(full.tree, urls), unplacedSearchParts(full));
  // out of `keep`, so that a closure kept for later holds no compiled page
  const recompile = (route: RouteEntry, urls: Map<string, string>) => async () =>
    outputsOf(
      await state.compileUncached(route, highlightThread.highlight).catch((error) => stopIfRemoved(error, state.contentDir, log)),
      urls,
    );
  const keep = async (key: number, compiled: CompiledEntry) => {
    const route = state.routes[key];
    // images.add below adds its problems to compiled.diagnostics, which this keeps
    checked[key] = checkedPage(compiled);
    const urls = await images.add(compiled.images, compiled.file, compiled.diagnostics);
    const compileKey = memo?.keyOf(route.path);
    const treeKey = compileKey && entryKey(compileKey, [...urls]);
    // the outputs (tree, unplaced search parts) of the same compile and images differ only by what the search parts read of the record
    const inputs = [treeKey, recordForSearch(compiled.page)];
    const hasParts = hasSearchParts(compiled.page);
    const kept = treeKey && reuseOutputs ? { reuse: reuseOutputs, inputs } : undefined;
    if (kept && memo?.treeless(route.path)) {
      // a compile from the cache has no tree: its tree and search parts stay in the cache until a step reads them
      await keepInCache(store, key, hasParts, outputsLoader(kept.reuse, kept.inputs, recompile(route, urls)));
    } else {
      const made = () => outputsOf(compiled, urls);
      const { tree, parts } = splitOutputs(kept ? await kept.reuse(kept.inputs, made) : await made());
      await Promise.all([store.write(key, tree), parts.length > 0 && store.writeSearchParts(key, parts)]);
    }
    await store.writeTwin(key, compiled.markdown);
    pages[key] = { route, page: compiled.page, key, treeKey };
    if (hasParts) {
      const placement = searchPlacement(compiled.page, state.site);
      searched[key] = searchSource(compiled.page, { key: treeKey && entryKey(...inputs, placement), placement }, store, key);
    }
  };
  try {
    // with a cache, pages taken from it need no highlighting: they go ahead while the thread starts
    await Promise.all([state.loadGitTimes(), state.loadTranslationStatus(log), memo ? undefined : highlightThread.ready]);
    const offer = parseOffers(state, highlightThread);
    const compile = (key: number) =>
      unlessRemoved(
        () =>
          compileOne(state, state.routes[key], {
            highlight: highlightThread.highlight,
            memo,
            blocks,
            parse: offer && ((source) => offer(key, source)),
          }),
        state.contentDir,
        removed,
      );
    await compileInWindow(state, compile, keep);
  } finally {
    // the worker's teardown (its heap given back) goes on in its thread while this one goes on to
    // the link check: not waited for
    if (!given) void highlightThread.close();
  }
  // a removed page has no compile: links to it count as links to a page, and nothing is said about its anchors
  const diagnostics = [...state.siteDiagnostics(checked.filter(Boolean)), ...[...removed].map((file) => removedFileDiagnostic(file))];
  const warnings = stopOnErrors(diagnostics, { log, summary: (errors) => `Build failed: ${plural(errors, 'error')} (see above)` });
  return { pages, search: searched.filter(Boolean), images, warnings };
}

/**
 * A page compiled again by a later step (its tree left the cache meanwhile) whose file is gone: the
 * build stops on that error; any other failure is thrown as it is.
 */
function stopIfRemoved(error: unknown, contentDir: string, log: Log): never {
  const path = removedPath(error, contentDir);
  if (path === undefined) throw error;
  stopOnRemoved([removedFileDiagnostic(path)], log);
  throw error;
}

/**
 * A page's compile; with `blocks`, a compile afresh takes its unchanged code blocks from its last one.
 * Its code blocks that can be read from its text go to the highlight thread before it is parsed:
 * the thread works on them while this thread parses, not only once the compile asks for them. With
 * `parse`, the page is offered to the thread to parse too.
 */
async function compileOne(
  state: SiteState,
  route: RouteEntry,
  {
    highlight,
    memo,
    blocks,
    parse,
  }: { highlight: HighlightBlock; memo?: KeyedCompileMemo; blocks?: KeptBlocks; parse?: (source: string) => ParsedAhead },
): Promise<CompiledEntry> {
  const page = pageBlocks(blocks, route.path, highlight);
  const ahead = (source: string) => {
    highlightAhead(source, page.highlight, state.site.markdown.shikiThemes);
    return parse?.(source);
  };
  const compiled = await state.compileUncached(route, page.highlight, memo, ahead);
  await page.keep();
  return compiled;
}

/**
 * Each page's parse offered to the highlight thread (a page at a time, under its route's index),
 * unless the site adds Markdown plugins of its own: the thread parses with the generator's syntax
 * alone, and a site's plugin may add syntax.
 */
function parseOffers(state: SiteState, thread: HighlightThread): ((slot: number, source: string) => ParsedAhead) | undefined {
  const { markdown } = state.site;
  if (markdown.remarkPlugins.length > 0 || markdown.rehypePlugins.length > 0) return undefined;
  const offer = thread.parseAhead(parseClaims(state.routes.length));
  const components = componentNames(markdown.components);
  return (slot, source) => offer(slot, { source, components, timeLimit: markdown.compileTimeout });
}

/**
 * Route indexes with each page next to its translations ('/a', '/zh/a', '/b', '/zh/b'): they share
 * most code blocks, which the highlighter remembers only for a while.
 */
function twinsTogether(state: SiteState): number[] {
  const prefixOf = new Map(state.site.locales.map((l) => [l.lang, l.langRoutePrefix]));
  const keys = state.routes.map((route) => route.path.slice((prefixOf.get(route.lang) ?? '').length));
  return keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
}

/**
 * Compile the routes with at most COMPILE_WINDOW in flight: while one page waits for its code
 * blocks (highlight thread), the next ones are parsed.
 */
async function compileInWindow(
  state: SiteState,
  compile: (key: number) => Promise<CompiledEntry | undefined>,
  keep: (key: number, compiled: CompiledEntry) => Promise<void>,
): Promise<void> {
  const order = twinsTogether(state);
  let next = 0;
  const lane = async () => {
    while (next < order.length) {
      const key = order[next++];
      const compiled = await compile(key);
      if (compiled) await keep(key, compiled);
    }
  };
  await Promise.all(Array.from({ length: Math.min(COMPILE_WINDOW, state.routes.length) }, lane));
}
