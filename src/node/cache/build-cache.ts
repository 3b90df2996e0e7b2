/**
 * The build cache as the build steps use it: a page's compile (page-cache.ts) and any other step's
 * result, each keyed by one of the scope keys (scope-keys.ts) and the inputs the step names (one
 * key scheme for all: entry-key.ts). What a step makes of a page's compile alone (its tree and
 * search records, its chunk, its code blocks) is keyed by the compile key, as the compile is: a
 * change to the theme makes none of it again. What shows the theme (a route's document, the dev
 * server's HTML) and the search index, which reads the site config's titles, are keyed by the site
 * key. A failure to
 * write an entry (a read-only or full disk) is told once through `warn`; the build goes on
 * without keeping it. The cache's folder is this user's alone (private-dir.ts): a folder that
 * isn't is told once through `warn`, and the build goes on without a cache.
 */
import { laterScopeKeys, type ScopeKeyInput, type ScopeKeys } from './scope-keys';
import { join, relative } from 'node:path';
import { entryKey } from './entry-key';
import { entryPacks, type EntryStore } from './entry-packs';
import { pageCompileCache, type KeyedCompileMemo, type PageCacheStats } from './page-cache';
import { openPrivateDir } from './private-dir';
import { KEY_DIGESTS } from './cache-dir';
import { pruneWhenDue } from './prune';

/** The kinds of entry keyed by the compile key; every other kind is keyed by the site key. */
const COMPILE_SCOPE = new Set(['pages', 'dev-pages', 'blocks', 'outputs', 'chunks', 'chunk-files', 'scanned-pages']);
const scopeOf = (kind: string): keyof ScopeKeys => (COMPILE_SCOPE.has(kind) ? 'compile' : 'site');

/** A step's reuse of its results: `make()`'s value, or the one an earlier build kept for the same `inputs`. */
export type Reuse<T> = (inputs: unknown[], make: () => Promise<T>) => Promise<T>;

/** Values a step reads and writes itself under its `inputs`: what an earlier build left, to look into. */
export interface Kept<T> {
  /** the value kept under `inputs`, or undefined when there is none or it is damaged */
  read(inputs: unknown[]): Promise<T | undefined>;
  write(inputs: unknown[], value: T): Promise<void>;
}

/** Kept values read at once, for a step that cannot wait for a read (the content scan). */
export interface KeptNow<T> {
  read(inputs: unknown[]): T | undefined;
  write(inputs: unknown[], value: T): Promise<void>;
}

export interface BuildCache {
  /** the compile of each page, kept by an earlier build when its inputs are the same */
  compile: KeyedCompileMemo;
  /** pages taken from the cache and pages compiled */
  stats: PageCacheStats;
  /** the compile of each page with its tree (the dev server's, which shows a page from its tree), in entries of its own */
  compileWithTrees: KeyedCompileMemo;
  /** reuse of one kind of entry ('outputs'), kept as bytes as they are (nothing to decode on a hit) */
  bytes(kind: string): Reuse<Buffer>;
  /** one kind of entry ('search-links') read and written by the step itself, kept as JSON */
  kept<T>(kind: string): Kept<T>;
  /** the same, read at once */
  keptNow<T>(kind: string): KeptNow<T>;
  /** the same for texts, kept as they are ('search-pages') */
  keptTexts(kind: string): Kept<string>;
  /** the cache's folder pruned to its cap when it is due (prune.ts) */
  prune(): Promise<void>;
}

/**
 * Entries under `dir` by kind, whose failed writes are told once through `warn` (as `who` going on
 * without keeping its results) and otherwise ignored.
 */
function entriesUnder(dir: string, who: string, warn: (line: string) => void): (kind: string) => EntryStore {
  let warned = false;
  const kinds = new Map<string, EntryStore>();
  return (kind) => {
    let entries = kinds.get(kind);
    if (!entries) kinds.set(kind, (entries = entryPacks(dir, kind)));
    const told = (error: Error) => {
      if (!warned)
        warn(
          `warning cache could not write to ${relative(process.cwd(), dir) || '.'} (${error.message}); ${who} goes on without keeping its results`,
        );
      warned = true;
    };
    return {
      read: (entryKey) => entries.read(entryKey),
      readNow: (entryKey) => entries.readNow(entryKey),
      write: (entryKey, value) => entries.write(entryKey, value).catch(told),
      readText: (entryKey) => entries.readText(entryKey),
      writeText: (entryKey, text) => entries.writeText(entryKey, text).catch(told),
      readBytes: (entryKey) => entries.readBytes(entryKey),
      writeBytes: (entryKey, bytes) => entries.writeBytes(entryKey, bytes).catch(told),
      holdsAny: () => entries.holdsAny(),
    };
  };
}

/**
 * The cache in `dir` for the site `site`, or none when `dir` is not this user's alone; `who` names
 * the one using it in the warnings.
 */
export function openBuildCache(dir: string, site: ScopeKeyInput, warn: (line: string) => void, who = 'this build'): BuildCache | undefined {
  if (!openPrivateDir(dir, { warn, without: `${who} goes on without a cache (--no-cache: without one and without this warning)` }))
    return undefined;
  // the site key as the first entry under it is read or written: dev opens the cache before its scan
  const later = laterScopeKeys(site, join(dir, KEY_DIGESTS));
  const keys: ScopeKeys = {
    compile: later.compile,
    get site() {
      return later.site();
    },
  };
  const entriesOf = entriesUnder(dir, who, warn);
  const compile = pageCompileCache(entriesOf('pages'), keys.compile);
  const keyOf = (kind: string, inputs: unknown[]) => entryKey(keys[scopeOf(kind)], ...inputs);
  /**
   * `read` of the entry under `inputs`. A kind with no entry at all (a new cache) is not looked
   * into: its key is not made, and the site key, which lists the content folder, waits for a write.
   */
  const lookUp = <R>(kind: string, inputs: unknown[], read: (entries: EntryStore, key: string) => R): R | undefined => {
    const entries = entriesOf(kind);
    return entries.holdsAny() ? read(entries, keyOf(kind, inputs)) : undefined;
  };
  const kept = <T>(kind: string): Kept<T> => ({
    read: async (inputs) => (await lookUp(kind, inputs, (entries, key) => entries.read<{ value: T }>(key)))?.value,
    write: (inputs, value) => entriesOf(kind).write(keyOf(kind, inputs), { value }),
  });
  const keptNow = <T>(kind: string): KeptNow<T> => ({
    read: (inputs) => lookUp(kind, inputs, (entries, key) => entries.readNow<{ value: T }>(key))?.value,
    write: (inputs, value) => entriesOf(kind).write(keyOf(kind, inputs), { value }),
  });
  // a failed write is told through `warn` and never rejects (entriesUnder)
  /** An entry's value when the cache has it, else `make`'s, kept for the next build. */
  const reuseOf =
    <T>({ read, write }: Kept<T>): Reuse<T> =>
    async (inputs, make) => {
      const hit = await read(inputs);
      if (hit !== undefined) return hit;
      const made = await make();
      await write(inputs, made);
      return made;
    };
  const keptTexts = (kind: string): Kept<string> => ({
    read: async (inputs) => lookUp(kind, inputs, (entries, key) => entries.readText(key)),
    write: (inputs, text) => entriesOf(kind).writeText(keyOf(kind, inputs), text),
  });
  const bytes = (kind: string) =>
    reuseOf<Buffer>({
      read: async (inputs) => lookUp(kind, inputs, (entries, key) => entries.readBytes(key)),
      write: (inputs, made) => entriesOf(kind).writeBytes(keyOf(kind, inputs), made),
    });
  return {
    compile,
    stats: compile.stats,
    compileWithTrees: pageCompileCache(entriesOf('dev-pages'), keys.compile, { withTree: true }),
    bytes,
    kept,
    keptNow,
    keptTexts,
    prune: async () => void (await pruneWhenDue(dir)),
  };
}
