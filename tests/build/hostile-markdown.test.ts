import { cpSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentCli, type CliRun, fixtureContent, outExists, removeOut, ROOT, runScriptCli, tempOutDir } from './helpers';

const TOO_DEEP =
  'Markdown nested deeper than 100 levels is not supported (each block quote, list, list item, container, paragraph, emphasis or link is one level)';
const TOO_SLOW = 'compiling this page took longer than 5 s (markdown.compileTimeout), so it was stopped';
// a crash or a hang must end the child process, never the test runner
const CHILD_TIMEOUT_MS = 120_000;

// Generated here rather than committed: each is a single long line.
const GENERATED_PAGES = {
  // the bundler's native parser crashed the process (SIGSEGV) on the page module of these
  'en/deep-quote.md': `# Deep quote\n\n${'>'.repeat(1000)} quoted\n`,
  'en/deep-list.md': `# Deep list\n\n${'- '.repeat(500)}item\n`,
  // emphasis openers no closer matches: the parser's work grows with the square of the count, far
  // past any time limit here
  'en/slow-emphasis.md': `# Slow emphasis\n\n${'*a '.repeat(20_000)}x${' b*'.repeat(20_000)}\n`,
};

let tempDir: string;
let contentDir: string;
/** A page of the temporary site as the build names it: relative to the project root. */
const file = (page: string) => relative(ROOT, join(contentDir, page));

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'rp-hostile-markdown-'));
  contentDir = join(tempDir, 'content');
  cpSync(fixtureContent('hostile-markdown'), contentDir, { recursive: true });
  for (const [page, text] of Object.entries(GENERATED_PAGES)) writeFileSync(join(contentDir, page), text);
});
afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('build: hostile Markdown fails the build in bounded time, each page named in a diagnostic', () => {
  let outDir: string;
  let run: CliRun;
  beforeAll(async () => {
    outDir = await tempOutDir('hostile-markdown');
    run = await buildContentCli(contentDir, outDir, { timeoutMs: CHILD_TIMEOUT_MS });
  });
  afterAll(() => removeOut(outDir));

  it('the build ends by itself as a failed build, not a crash, a hang or a stack trace', () => {
    expect(run.signal, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(outExists(outDir, 'index.html')).toBe(false);
  });

  it('one diagnostic per problem, every page reported: nesting, an alias bomb, a page over the time limit, a dead link', () => {
    expect(run.stderr.trim().split('\n')).toEqual([
      `${file('en/alias-bomb.md')}:6:1 error frontmatter invalid YAML in front matter: Excessive alias count indicates a resource exhaustion attack`,
      `${file('en/dead-link.md')}:3:58 error dead-link dead link to /missing (written './missing.md'): no such page (markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)`,
      `${file('en/deep-list.md')}:3:101 error markdown ${TOO_DEEP}`,
      `${file('en/deep-quote.md')}:3:101 error markdown ${TOO_DEEP}`,
      `${file('en/slow-emphasis.md')} error markdown ${TOO_SLOW}`,
      'Build failed: 5 errors (see above)',
    ]);
  });
});

describe('dev: a page over the time limit', () => {
  it('answers as a failed page naming the file, and the server goes on serving', async () => {
    const run = await runScriptCli('tests/build/dev-render.ts', [contentDir, '/slow-emphasis', '/'], { timeoutMs: CHILD_TIMEOUT_MS });
    expect(run.signal, run.stderr).toBeNull();
    const [slow, home] = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: number; body: string });
    expect(slow.status).toBe(500);
    expect(slow.body).toContain(`${file('en/slow-emphasis.md')} error markdown ${TOO_SLOW}`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('Each hostile page of this site fails the build with a diagnostic naming it.');
  });
});
