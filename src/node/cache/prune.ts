/**
 * The cache's one pruning rule: when the files in the cache's folder add up to more than its cap,
 * the files used longest ago (their modification time, which a use moves: used-mark.ts) are removed
 * until what is left fills at most PRUNED_SHARE of the cap, so that the next runs have room before
 * the next pruning. A file used in the last hour is never removed, whatever the cap: it is what the
 * last runs read (a use marks a file at most once an hour), and what the next one will read again;
 * a site whose own entries outgrow the cap keeps them all. A build prunes as it ends, a dev server
 * as it closes, each at most once every PRUNE_EVERY_MS (the walk stats every file of the folder,
 * and a rebuild after an edit should not pay for it each time). The small packs of entries are
 * merged first (pack-merge.ts).
 *
 * Only what lies in the folder is ever removed: folders are walked without following symbolic links
 * (a link is neither followed nor removed), and the folder itself is pruned only when it is a real
 * folder. No one else can make anything there (private-dir.ts). A temporary file or folder (a write
 * or a bundle in progress, named `*.tmp` or `tmp-*`) is left alone unless it is older than an hour:
 * then it is what a killed process left.
 */
import { lstatSync, readdirSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from './private-dir';
import { MARK_AFTER_MS } from './used-mark';
import { mergeSmallPacks } from './pack-merge';

/** The cap by default: room for the entries of a site of a few thousand pages, its dev server's and a few versions of each. */
export const DEFAULT_CACHE_CAP = 1024 * 1024 * 1024;
/** A prune walks the folder at most this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** The file whose time tells when the folder was last pruned. */
const PRUNED_MARK = 'pruned';
/** What pruning leaves of the cap. */
const PRUNED_SHARE = 0.8;
/** A temporary file younger than this may still be written. */
const TEMPORARY_MS = 60 * 60 * 1000;

interface CacheFile {
  path: string;
  size: number;
  usedMs: number;
}

const isTemporary = (name: string) => name.endsWith('.tmp') || name.startsWith('tmp-');

/**
 * Every file under `dir`, links neither followed nor listed; a temporary file or folder still young
 * is left out. Read at once, not through the thread pool: a walk stats thousands of small files.
 */
function filesUnder(dir: string, now: number): CacheFile[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry): CacheFile[] => {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) return [];
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || (isTemporary(entry.name) && now - stat.mtimeMs < TEMPORARY_MS)) return [];
    if (stat.isDirectory()) return filesUnder(path, now);
    return stat.isFile() ? [{ path, size: stat.size, usedMs: stat.mtimeMs }] : [];
  });
}

export interface PruneResult {
  /** bytes in the folder before pruning */
  before: number;
  /** files removed */
  removed: number;
  /** bytes in the folder after pruning */
  after: number;
}

/** Prune the cache folder `dir` down to its cap (see above). Never rejects: a file that can't be removed stays. */
export async function pruneCache(dir: string, { cap = DEFAULT_CACHE_CAP, now = Date.now() } = {}): Promise<PruneResult> {
  if (!lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) return { before: 0, removed: 0, after: 0 };
  const files = filesUnder(dir, now);
  const before = files.reduce((sum, file) => sum + file.size, 0);
  let after = before;
  let removed = 0;
  if (before <= cap) return { before, removed, after };
  files.sort((a, b) => a.usedMs - b.usedMs);
  for (const file of files) {
    if (after <= cap * PRUNED_SHARE || now - file.usedMs < MARK_AFTER_MS) break;
    try {
      await rm(file.path);
      after -= file.size;
      removed++;
    } catch {
      // gone already (another process pruned), or not removable: it stays
    }
  }
  return { before, removed, after };
}

/** pruneCache, unless the folder was pruned less than PRUNE_EVERY_MS ago; undefined when it was. */
export async function pruneWhenDue(dir: string, { cap = DEFAULT_CACHE_CAP, now = Date.now() } = {}): Promise<PruneResult | undefined> {
  const mark = join(dir, PRUNED_MARK);
  const last = statSync(mark, { throwIfNoEntry: false })?.mtimeMs;
  if (last !== undefined && now - last >= 0 && now - last < PRUNE_EVERY_MS) return undefined;
  if (!lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  try {
    writeFileSync(mark, '', { mode: PRIVATE_FILE_MODE });
  } catch {
    // a folder that takes no file is pruned each time
  }
  mergeSmallPacks(dir);
  return pruneCache(dir, { cap, now });
}
