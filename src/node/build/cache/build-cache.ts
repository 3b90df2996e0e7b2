/**
 * The build cache as the build steps use it: a page's compile (page-cache.ts) and any other step's
 * result, each keyed by the build key (build-key.ts) and the inputs the step names. A failure to
 * write an entry (a read-only or full disk) is told once through `warn`; the build goes on
 * without keeping it.
 */
import { buildKey, type BuildKeyInput } from './build-key';
import { createHash } from 'node:crypto';
import { entryFiles, type EntryFiles } from './entry-file';
import { pageCompileCache, type KeyedCompileMemo, type PageCacheStats } from './page-cache';

/** A step's reuse of its results: `make()`'s value, or the one an earlier build kept for the same `inputs`. */
export type Reuse<T> = (inputs: unknown[], make: () => Promise<T>) => Promise<T>;

export interface BuildCache {
  /** the compile of each page, kept by an earlier build when its inputs are the same */
  compile: KeyedCompileMemo;
  /** pages taken from the cache and pages compiled */
  stats: PageCacheStats;
  /** reuse of one kind of entry ('search'), kept as JSON */
  values<T>(kind: string): Reuse<T>;
  /** the same for texts, kept as they are (no JSON to parse on a hit) */
  texts(kind: string): Reuse<string>;
}

export function openBuildCache(dir: string, site: BuildKeyInput, warn: (line: string) => void): BuildCache {
  const key = buildKey(site);
  let warned = false;
  const kinds = new Map<string, EntryFiles>();
  const entriesOf = (kind: string): EntryFiles => {
    let entries = kinds.get(kind);
    if (!entries) kinds.set(kind, (entries = entryFiles(dir, kind)));
    const told = (error: Error) => {
      if (!warned) warn(`warning cache could not write to ${dir} (${error.message}); this build goes on without keeping its results`);
      warned = true;
    };
    return {
      read: (entryKey) => entries.read(entryKey),
      write: (entryKey, value) => entries.write(entryKey, value).catch(told),
      readText: (entryKey) => entries.readText(entryKey),
      writeText: (entryKey, text) => entries.writeText(entryKey, text).catch(told),
    };
  };
  const compile = pageCompileCache(entriesOf('pages'), key);
  const keyOf = (inputs: unknown[]) => {
    const digest = createHash('sha256').update(key);
    for (const input of inputs) digest.update(`\0${typeof input === 'string' ? input : JSON.stringify(input)}`);
    return digest.digest('hex');
  };
  const values = <T>(kind: string): Reuse<T> => async (inputs, make) => {
    const entries = entriesOf(kind);
    const entryKey = keyOf(inputs);
    const hit = await entries.read<{ value: T }>(entryKey);
    if (hit) return hit.value;
    const value = await make();
    await entries.write(entryKey, { value });
    return value;
  };
  const texts = (kind: string): Reuse<string> => async (inputs, make) => {
    const entries = entriesOf(kind);
    const entryKey = keyOf(inputs);
    const hit = await entries.readText(entryKey);
    if (hit !== undefined) return hit;
    const text = await make();
    await entries.writeText(entryKey, text);
    return text;
  };
  return { compile, stats: compile.stats, values, texts };
}
