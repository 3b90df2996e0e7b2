/**
 * Where the build cache lives: `node_modules/.cache/quire/` of the nearest folder, from the current
 * one upwards, that holds a node_modules folder of this user's (the project's, where tools keep their
 * caches); without one, `quire-cache-<uid>` in the system's temporary folder, a name of this user's
 * own. A node_modules of another user is passed over: one made above the project by someone else
 * would otherwise choose where the cache goes. The folder itself is checked as it opens (private-dir.ts).
 */
import { lstatSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const CACHE_SUBDIR = join('node_modules', '.cache', 'quire');

/** The cache folder's folder of the digests of the files its keys read (files-digest.ts). */
export const KEY_DIGESTS = 'key-digests';

/** A folder that is this user's, and so is a link to it; on Windows (no user ids), any folder. */
function isOwnFolder(path: string): boolean {
  const target = statSync(path, { throwIfNoEntry: false });
  if (!target?.isDirectory()) return false;
  const uid = process.getuid?.();
  return uid === undefined || (target.uid === uid && lstatSync(path, { throwIfNoEntry: false })?.uid === uid);
}

/** The temporary folder's cache of this user; Windows gives each user a temporary folder of their own. */
const tempCacheName = () => {
  const uid = process.getuid?.();
  return uid === undefined ? 'quire-cache' : `quire-cache-${uid}`;
};

export function defaultCacheDir(from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isOwnFolder(join(dir, 'node_modules'))) return join(dir, CACHE_SUBDIR);
    if (dirname(dir) === dir) return join(tmpdir(), tempCacheName());
  }
}
