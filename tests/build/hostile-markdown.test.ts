import { cpSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentCli, type CliRun, fixtureContent, outExists, removeOut, ROOT, tempOutDir } from './helpers';

const TOO_DEEP =
  'Markdown nested deeper than 100 levels is not supported (each block quote, list, list item, container, paragraph, emphasis or link is one level)';

// Generated here rather than committed: each is a single long line.
const GENERATED_PAGES = {
  // the bundler's native parser crashed the process (SIGSEGV) on the page module of these
  'en/deep-quote.md': `# Deep quote\n\n${'>'.repeat(1000)} quoted\n`,
  'en/deep-list.md': `# Deep list\n\n${'- '.repeat(500)}item\n`,
  // emphasis openers no closer matches: the parser's work grows with the square of the count, and
  // this page ran for more than five minutes
  'en/slow-emphasis.md': `# Slow emphasis\n\n${'*a '.repeat(20_000)}x${' b*'.repeat(20_000)}\n`,
};

let tempDir: string;
let outDir: string;
let run: CliRun;
/** A page of the temporary site as the build names it: relative to the project root. */
let file: (page: string) => string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'rp-hostile-markdown-'));
  const contentDir = join(tempDir, 'content');
  cpSync(fixtureContent('hostile-markdown'), contentDir, { recursive: true });
  for (const [page, text] of Object.entries(GENERATED_PAGES)) writeFileSync(join(contentDir, page), text);
  file = (page) => relative(ROOT, join(contentDir, page));
  outDir = await tempOutDir('hostile-markdown');
  // in a child process: a crash or a hang of the build must not take the test runner with it
  run = await buildContentCli(contentDir, outDir, { timeoutMs: 150_000 });
});
afterAll(async () => {
  await removeOut(outDir);
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('build: hostile Markdown fails the build in bounded time, each page named in a diagnostic', () => {
  it('the build ends by itself as a failed build, not a crash, a hang or a stack trace', () => {
    expect(run.signal, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(outExists(outDir, 'index.html')).toBe(false);
  });

  it('one diagnostic per problem, every page reported: nesting, an alias bomb, a page over the time limit, a dead link', () => {
    expect(run.stderr.trim().split('\n')).toEqual([
      `${file('en/alias-bomb.md')}:6:1 error frontmatter invalid YAML in front matter: Excessive alias count indicates a resource exhaustion attack`,
      `${file('en/dead-link.md')}:3:58 error dead-link dead link to /missing (written './missing.md'): no such page (markdown.deadLinks: 'warn' makes this a warning)`,
      `${file('en/deep-list.md')}:3:101 error markdown ${TOO_DEEP}`,
      `${file('en/deep-quote.md')}:3:101 error markdown ${TOO_DEEP}`,
      `${file('en/slow-emphasis.md')} error markdown compiling this page took longer than 5 s (markdown.compileTimeout), so it was stopped`,
      'Build failed: 5 errors (see above)',
    ]);
  });
});
