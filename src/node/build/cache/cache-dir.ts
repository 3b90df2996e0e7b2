/**
 * Where the build cache lives: `node_modules/.cache/quire/` of the nearest folder, from the current
 * one upwards, that holds a node_modules folder (the project's, where tools keep their caches);
 * without one, a `quire-cache` folder in the system's temporary folder.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const CACHE_SUBDIR = join('node_modules', '.cache', 'quire');

export function defaultCacheDir(from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, CACHE_SUBDIR);
    if (dirname(dir) === dir) return join(tmpdir(), 'quire-cache');
  }
}
