import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A file only the generator's own folder holds: the theme's browser entry. */
const MARK = 'client-entry.tsx';

/**
 * The generator's folder (its package.json, client-entry.tsx, src/client, lib/), found from the
 * folder of the running module upwards: the built command line runs from lib/, the sources from
 * the repository's root.
 *
 * generatorRoot('/p/node_modules/quire/lib') -> '/p/node_modules/quire'
 * generatorRoot('/work/quire') -> '/work/quire'
 */
export function generatorRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, MARK))) return dir;
    if (dirname(dir) === dir) throw new Error(`no ${MARK} in ${from} or a folder above it: the generator's files are incomplete`);
  }
}
