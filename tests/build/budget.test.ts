/**
 * The first-visit JS budget of a doc page of the real site, and what must never be in it. Reuses
 * dist/ or .vite/browser-dist/ when built after every source file changed (npm run build, the
 * browser tests); otherwise builds the real site once into a temp dir (~20 s on 2 idle cores).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVisitJs } from '../../scripts/first-visit-js';
import { buildSite } from '../../src/node/build-site';
import { removeOut, ROOT, tempOutDir } from './helpers';

const BUDGET_BYTES = 100 * 1024;
const DOC_PAGE = 'guide/start/quick-start.html';
/** Everything the build output depends on; dist/ older than any of them is stale. */
const SOURCES = ['src', 'content', 'client-entry.tsx', 'server-entry.tsx', 'prerender.ts', 'scripts/build.ts', 'package-lock.json'];

/** Tell-tale strings of code that runs only at build time or only on demand. */
const FORBIDDEN: Record<string, string[]> = {
  'Shiki (highlighting happens at build time)': ['oniguruma', 'createHighlighter'],
  'the unified/remark/rehype parsers': ['micromark', 'mdast'],
  'the search client and index (loaded on first use)': ['MiniSearch: ', 'averageFieldLength', 'x-algolia-api-key', 'algoliasearch'],
  // messages that exist only in src/node (scan.ts, check-links.ts, frontmatter.ts, remark-links.ts, prerender.ts)
  'src/node modules': [
    'both map to route',
    'the page has no such heading id',
    'invalid YAML in front matter',
    'script URL in a link is not allowed',
    'failed to render',
  ],
  // a sentence of another page (content/en/guide/basic/cli.md): no page content, route data or index
  'other pages': ['keyboard shortcuts available in watch mode'],
};

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** A real-site build newer than every source: dist/ (npm run build) or the browser tests' build. */
function freshDist(): string | undefined {
  const changed = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return [join(ROOT, 'dist'), join(ROOT, '.vite/browser-dist')].find((dist) => {
    // every build writes every page again
    const page = join(dist, DOC_PAGE);
    return existsSync(page) && statSync(page).mtimeMs > changed;
  });
}

let distDir: string;
let tempDir: string | undefined;
let files: { url: string; code: string }[];
let gzip: number;

beforeAll(async () => {
  const reused = freshDist();
  if (reused) {
    distDir = reused;
  } else {
    tempDir = await tempOutDir('real-site');
    distDir = tempDir;
    const lines: string[] = [];
    try {
      await buildSite({ root: ROOT, outDir: distDir, log: (line) => lines.push(line) });
    } catch (error) {
      throw new Error(`the real site failed to build:\n${[...lines, (error as Error).message].join('\n')}`);
    }
  }
  const measured = firstVisitJs(distDir, join(distDir, DOC_PAGE));
  gzip = measured.gzip;
  files = measured.files.map((url) => ({ url, code: readFileSync(join(distDir, url.slice(1)), 'utf8') }));
});
afterAll(() => removeOut(tempDir));

describe(`budget: first-visit JS of /${DOC_PAGE.replace(/\.html$/, '')}`, () => {
  it('loads the client entry', () => {
    expect(files.map((file) => file.url).some((url) => /^\/assets\/client-entry-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it(`is at most ${BUDGET_BYTES / 1024} KB gzip (level 9), React included`, () => {
    expect(gzip, `${(gzip / 1024).toFixed(1)} KB in ${files.map((file) => file.url).join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each(Object.entries(FORBIDDEN))('contains nothing of %s', (_what, markers) => {
    const found = files.flatMap((file) => markers.filter((marker) => file.code.includes(marker)).map((marker) => `${marker} in ${file.url}`));
    expect(found).toEqual([]);
  });
});
