/**
 * What the bench no longer needs (an earlier build's output, a cache, a used copy of the generator)
 * is moved aside while it measures and removed only when the bench ends. A file system may skip
 * recently freed inodes when it makes a new file: ext4 without a journal looks at each inode freed
 * in the last minute or more, one by one, before it takes one. Right after thousands of files were
 * removed, every file a build creates then costs many times more kernel time, and a build that
 * writes more files pays more of it. A user's cold build follows no such removal, so the bench frees
 * nothing until it is done.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

let folder: string | undefined;
let moved = 0;

/** Where discarded folders go from now on: a folder removed with the bench's work folder. Unset (undefined), they are removed at once. */
export function discardInto(dir: string | undefined): void {
  folder = dir;
}

/**
 * Remove `path` (a folder or a file, if it is there), or with a discard folder set, move it there.
 * One on another file system than that folder is removed at once.
 */
export function discard(path: string): void {
  if (folder) {
    mkdirSync(folder, { recursive: true });
    try {
      renameSync(path, join(folder, String(moved++)));
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EXDEV') throw error;
    }
  }
  rmSync(path, { recursive: true, force: true });
}
