/**
 * A cache file's modification time is when it was last used: pruning (prune.ts) removes the files
 * unused the longest first. A file read again is marked as used now, unless it was marked (or
 * written) less than an hour ago: a build reads thousands of entries, and one more write of each
 * file's time on every build would cost more than an order finer than an hour is worth.
 */
import { futimesSync, utimesSync } from 'node:fs';

/** How old a file's time must be before a use moves it to now. */
export const MARK_AFTER_MS = 60 * 60 * 1000;

const isStale = (mtimeMs: number) => Date.now() - mtimeMs >= MARK_AFTER_MS;

/** Mark the open file `fd`, whose modification time is `mtimeMs`, as used; a failure is ignored (the file is only pruned sooner). */
export function markOpenFileUsed(fd: number, mtimeMs: number): void {
  if (!isStale(mtimeMs)) return;
  try {
    const now = new Date();
    futimesSync(fd, now, now);
  } catch {
    // a file that can't be marked is pruned sooner, nothing more
  }
}

/** Mark the file at `path` as used, when its time is older than MARK_AFTER_MS (`mtimeMs`, when the caller knows it). */
export function markUsed(path: string, mtimeMs?: number): void {
  try {
    if (mtimeMs !== undefined && !isStale(mtimeMs)) return;
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // as above
  }
}
