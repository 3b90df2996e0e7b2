/**
 * The builds of `npm run bench`: each site's in a copy of the generator (bench-fresh-copy.ts), timed
 * in a child process, cold or after a one-page edit, and what is counted in their output.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_SUBDIR } from '../src/node/cache/cache-dir';
import { discard } from './bench-discard';
import { makeFreshCopy, type FreshCopy } from './bench-fresh-copy';
import { cpuSummary, timedNode, type TimeFigures } from './bench-timed';

export interface ColdBuild extends TimeFigures {
  /** the build's own last line: its phases and how many pages came from the cache */
  summary: string;
}

/** `quire build` in `copy`, timed by GNU time: wall and CPU seconds, and the peak resident memory of the build process (its worker threads included). */
function build(copy: FreshCopy, label: string, args: string[]): ColdBuild {
  const { stdout, stderr: _stderr, ...figures } = timedNode(label, ['bin/quire.mjs', 'build', ...args], { cwd: copy.root, env: copy.env });
  const summary = stdout.trim().split('\n').at(-1) ?? '';
  console.log(`${label}: ${summary}; ${cpuSummary(figures)}`);
  return { ...figures, summary };
}

/** A cold build: Vite's cache and the build cache of the copy removed first (the build fills them again). */
export function coldBuild(copy: FreshCopy, label: string, args: string[]): ColdBuild {
  discard(join(copy.root, 'node_modules/.vite'));
  discard(join(copy.root, CACHE_SUBDIR));
  return build(copy, label, args);
}

/** The build again after a one-page edit (a line added to `page`, removed afterwards), with the cache the cold build filled. */
export function rebuildAfterEdit(copy: FreshCopy, label: string, args: string[], page: string): ColdBuild {
  const text = readFileSync(page, 'utf8');
  appendFileSync(page, '\nA line added by npm run bench.\n');
  try {
    return build(copy, label, args);
  } finally {
    writeFileSync(page, text);
  }
}

/**
 * A copy of the generator for one site's builds. Its command line's own bundle is made first, untimed:
 * that is a cost of starting from a checkout, not of building a site.
 */
export function buildCopy(checkout: string, work: string): FreshCopy {
  const copy = makeFreshCopy(checkout, work);
  spawnSync(process.execPath, ['bin/quire.mjs', 'build', '--help'], { cwd: copy.root, env: copy.env, stdio: 'ignore' });
  return copy;
}

/** Every file under `dir`, in any folder: what a host receives of a build. */
export function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

export function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.endsWith('404.html'))
    .length;
}
