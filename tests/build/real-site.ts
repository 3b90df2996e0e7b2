/**
 * The real site (content/) as the tests that measure it need it built: dist/ or .vite/browser-dist/
 * when built after every source file changed (npm run build, the browser tests), else one build
 * into .vite/real-site-dist/ that the next such test reuses (~20 s on 2 idle cores).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../prerender';
import { ROOT } from './helpers';

/** Everything the build output depends on; a build older than any of them is stale. */
const SOURCES = ['src', 'content', 'client-entry.tsx', 'server-entry.tsx', 'prerender.ts', 'cli.ts', 'package-lock.json'];
const OWN_DIST = join(ROOT, '.vite/real-site-dist');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function freshDist(): string | undefined {
  const changed = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return [join(ROOT, 'dist'), join(ROOT, '.vite/browser-dist'), OWN_DIST].find((dist) => {
    // every build writes every page again
    const page = join(dist, 'index.html');
    return existsSync(page) && statSync(page).mtimeMs > changed;
  });
}

/** The output folder of an up-to-date build of the real site; builds it when there is none. */
export async function realSiteDist(): Promise<string> {
  const fresh = freshDist();
  if (fresh) return fresh;
  await rm(OWN_DIST, { recursive: true, force: true });
  const lines: string[] = [];
  try {
    await buildSite({ root: ROOT, outDir: OWN_DIST, log: (line) => lines.push(line) });
  } catch (error) {
    throw new Error(`the real site failed to build:\n${[...lines, (error as Error).message].join('\n')}`);
  }
  return OWN_DIST;
}
