/**
 * A copy of the generator with nothing kept from an earlier run, for the bench's fresh starts and
 * cold builds: the checkout's files are copied and its node_modules is linked file by file (hard
 * links: no package is copied, and the copy's folders are its own), leaving out every store quire
 * and Vite keep between runs. The checkout itself is only read: its stores stay as they are.
 *
 * What `quire dev` and `quire build` keep between runs, and where (all left out of the copy):
 * - `node_modules/.cache/quire/`: quire's one cache (src/node/cache/): compiled pages, the dev
 *   server's page HTML, the site config's bundle and the digests of the files their keys read;
 * - `node_modules/.vite/`: Vite's pre-bundled dependencies for the dev server's browser (a site's own
 *   packages only: React, react-dom and react-router come pre-bundled in `lib/theme/packages/`);
 * - `.vite/` of the generator: the build's work folders (its server bundles, `server/`, and the
 *   pages it compiled, `build/`);
 * - the system's temporary folder (`quire-cache-<uid>`, the cache when no node_modules is found):
 *   the copy's commands are given a temporary folder of their own (`tempDirEnv`).
 * Nothing of quire itself is bundled or compiled as it runs: the copy runs the package as built
 * (`lib/`, copied with the checkout's files).
 */
import { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { discard } from './bench-discard';

/** Top-level entries of the checkout that are not copied: git's, the installed packages (linked instead), stores and outputs. */
export const SKIPPED_ENTRIES = new Set(['.git', 'node_modules', '.vite', 'dist', 'bench-out', 'tmp']);
/** Entries of node_modules that are stores, not packages. */
export const SKIPPED_PACKAGE_ENTRIES = new Set(['.vite', '.vite-temp', '.cache']);
/** The copy's own temporary folder, inside it. */
const TEMP_DIR = '.tmp';

export interface FreshCopy {
  /** the copy's folder: run `bin/quire.mjs` from here */
  root: string;
  /** environment for commands run in the copy: its own temporary folder */
  env: NodeJS.ProcessEnv;
  /** remove the copy (links only: the checkout's files stay), or move it aside while the bench measures (bench-discard.ts) */
  remove(): void;
}

/** Hard-link every file under `from` into `to`; symbolic links are made again; a file that cannot be linked is copied. */
function linkTree(from: string, to: string, skip: ReadonlySet<string> = new Set()): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        // another file system, or one without hard links
        copyFileSync(source, target);
      }
    }
  }
}

/** The environment of a command run in `root`: the system's temporary folder is one of the copy's. */
export function tempDirEnv(root: string): NodeJS.ProcessEnv {
  const dir = join(root, TEMP_DIR);
  return { ...process.env, TMPDIR: dir, TMP: dir, TEMP: dir };
}

/** A fresh copy of the generator at `checkout`, in a new folder under `parent`. */
export function makeFreshCopy(checkout: string, parent: string): FreshCopy {
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'generator-'));
  try {
    for (const entry of readdirSync(checkout, { withFileTypes: true })) {
      if (SKIPPED_ENTRIES.has(entry.name)) continue;
      cpSync(join(checkout, entry.name), join(root, entry.name), { recursive: true, verbatimSymlinks: true });
    }
    linkTree(join(checkout, 'node_modules'), join(root, 'node_modules'), SKIPPED_PACKAGE_ENTRIES);
    mkdirSync(join(root, TEMP_DIR));
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, env: tempDirEnv(root), remove: () => discard(root) };
}
