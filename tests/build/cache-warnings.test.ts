/**
 * The cache and what a page reports: a page that warns is taken from the cache and warns again,
 * the same; a change to the theme alone compiles no page again, a change to a Markdown option
 * compiles them all; `--no-cache` neither reads nor writes anything of the cache, in a build or in
 * the dev server.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, type BuildSummary } from '../../prerender';
import { fixtureContent, ROOT } from './helpers';
import { expectSameBytes, filesOf } from '../support/same-files';
import { recordsUnder } from '../support/cache-packs';

let tempDir: string;
let contentDir: string;
let cacheDir: string;
let builds = 0;

beforeEach(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  tempDir = await mkdtemp(join(tmpdir(), 'rp-cache-warnings-'));
  contentDir = join(tempDir, 'content');
  // the project's node_modules: the command line keeps its cache in node_modules/.cache/quire
  mkdirSync(join(tempDir, 'node_modules'));
  cacheDir = join(tempDir, 'node_modules/.cache/quire');
  cpSync(fixtureContent('cache-warnings'), contentDir, { recursive: true });
});
afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const PAGES = 3;

interface Run {
  outDir: string;
  lines: string[];
  summary?: BuildSummary;
  failure?: string;
}

/** buildSite in this process, with or without the cache the command line would use. */
async function build({ cache }: { cache: boolean }): Promise<Run> {
  const outDir = join(tempDir, `out-${++builds}`);
  const lines: string[] = [];
  try {
    const summary = await buildSite({
      root: ROOT,
      contentDir,
      outDir,
      cacheDir: cache ? cacheDir : undefined,
      log: (line) => lines.push(line),
    });
    return { outDir, lines, summary };
  } catch (error) {
    return { outDir, lines, failure: (error as Error).message };
  }
}

/** `quire build` in the temporary project, as a user runs it. */
const quire = (...args: string[]) =>
  promisify(execFile)(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'build', '--content', 'content', '--out', 'dist', ...args], {
    cwd: tempDir,
    encoding: 'utf8',
  });

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(contentDir, file), change(readFileSync(join(contentDir, file), 'utf8')));

const diagnosticLines = (text: string) => text.split('\n').filter((line) => / (warning|error) /.test(line) && line.includes('.md'));

/**
 * What the generator's own folder holds of kept config bundles (where quire kept them before they
 * moved into the cache), with their times: a run that used one would have marked it.
 */
const keptInGenerator = () => {
  const homes = join(ROOT, '.vite/site-config');
  try {
    return readdirSync(homes)
      .sort()
      .map((name) => `${name} ${statSync(join(homes, name)).mtimeMs}`);
  } catch {
    return [];
  }
};

/** Each file of the cache with its size and time, everything made two days old first: a read marks an entry as used, a write makes it new. */
function agedSnapshot(): string[] {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  for (const file of filesOf(cacheDir)) utimesSync(join(cacheDir, file), twoDaysAgo, twoDaysAgo);
  return snapshot();
}
const snapshot = () =>
  filesOf(cacheDir).map((file) => {
    const stat = statSync(join(cacheDir, file));
    return `${file} ${stat.size} ${stat.mtimeMs}`;
  });

describe('build: the cache and the warnings of its pages', () => {
  it('a page that warns is taken from the cache by the next build, which reports its warnings again, the same', async () => {
    const first = await quire();
    expect(first.stdout).toContain(`; 0 of ${PAGES} pages from the cache)`);
    const warnings = diagnosticLines(first.stderr);
    expect(warnings).toEqual([
      'content/en/guide/warned.md:5:1 warning code-option unknown code block option \'foo\' on 1 block (ignored; known: title="…", [title], {1,3-5}, lineNumbers, wrap)',
      "content/en/guide/warned.md:11:1 warning markdown unknown code language 'notalanguage', shown as plain text (use a Shiki language name or 'text')",
    ]);
    const second = await quire();
    expect(second.stdout).toContain(`; ${PAGES} of ${PAGES} pages from the cache)`);
    expect(diagnosticLines(second.stderr)).toEqual(warnings);

    // and counted in the build's warnings, as the first time (a build in this process names files from another folder: its own entries)
    const cold = await build({ cache: true });
    const counted = await build({ cache: true });
    expect([cold.summary!.cache, counted.summary!.cache]).toEqual([
      { hits: 0, misses: PAGES },
      { hits: PAGES, misses: 0 },
    ]);
    expect([cold.summary!.warnings, counted.summary!.warnings]).toEqual([2, 2]);
    expect(counted.lines).toEqual(cold.lines);
  });

  it('a change to the theme alone (custom CSS, brand colours, footer, social links, nav, sidebar) compiles no page again, and writes what a cold build writes', async () => {
    expect((await build({ cache: true })).summary!.cache).toEqual({ hits: 0, misses: PAGES });
    const made = ['pages', 'outputs'].map((kind) => filesOf(join(cacheDir, kind)));
    edit('theme/custom.css', (css) => css.replace('-0.01em', '-0.02em'));
    edit('site.config.ts', (config) =>
      config
        .replace("light: '#0b6e4f'", "light: '#5b2a86'")
        .replace("dark: '#4fd1a5'", "dark: '#c9a7ff'")
        .replace('Built by the cache tests', 'Built again')
        .replace('github.com/example/docs', 'github.com/example/manual')
        .replace("{ text: 'Guide', link: '/guide/warned' }", "{ text: 'Handbook', link: '/guide/warned' }")
        .replace("{ text: 'Plain', link: '/guide/plain' }", "{ text: 'Quiet', link: '/guide/plain' }"),
    );
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: PAGES, misses: 0 });
    // nor made again what a compile makes of a page (its tree and search records), which would compile it
    expect(['pages', 'outputs'].map((kind) => filesOf(join(cacheDir, kind)))).toEqual(made);
    expect(rebuilt.summary!.warnings).toBe(2);
    const page = readFileSync(join(rebuilt.outDir, 'guide/plain.html'), 'utf8');
    expect(page).toContain('Built again');
    expect(page).toContain('Quiet');
    expectSameBytes(rebuilt.outDir, (await build({ cache: false })).outDir);
  });

  it('a change to a Markdown option compiles every page again', async () => {
    expect((await build({ cache: true })).summary!.cache).toEqual({ hits: 0, misses: PAGES });
    edit('site.config.ts', (config) => config.replace('  themeConfig: {', '  markdown: { showLineNumbers: true },\n  themeConfig: {'));
    const rebuilt = await build({ cache: true });
    expect(rebuilt.summary!.cache).toEqual({ hits: 0, misses: PAGES });
    expect(readFileSync(join(rebuilt.outDir, 'guide/warned.html'), 'utf8')).toMatch(/lineNumbers|line-numbers/);
    expectSameBytes(rebuilt.outDir, (await build({ cache: false })).outDir);
  });

  it('an image the page embeds that cannot be read is reported once by each build, when the page’s compile comes from the cache too', async () => {
    // a folder where the image should be: the compile finds it, the build cannot read it; and a warning of the compile's own
    mkdirSync(join(contentDir, 'en/guide/chart.png'));
    edit('en/guide/plain.md', (text) => `${text}\n![A chart](./chart.png)\n\n\`\`\`ts bar\nconst b = 2;\n\`\`\`\n`);
    const first = await build({ cache: true });
    expect(first.failure).toBe('Build failed: 1 error (see above)');
    const pageEntries = () => recordsUnder(join(cacheDir, 'pages')).map(({ key, pack }) => `${key} ${pack} ${statSync(pack).ino}`);
    const kept = pageEntries();
    expect(kept).toHaveLength(PAGES);
    const second = await build({ cache: true });
    expect(second.failure).toBe('Build failed: 1 error (see above)');
    // the page's compile came from the cache: no entry was written again
    expect(pageEntries()).toEqual(kept);
    for (const run of [first, second]) {
      const shown = run.lines.filter((line) => line.includes('plain.md'));
      expect(shown.filter((line) => line.includes(' error image image cannot be read: '))).toHaveLength(1);
      expect(shown.filter((line) => line.includes("unknown code block option 'bar'"))).toHaveLength(1);
    }
    expect(second.lines).toEqual(first.lines);
  });

  it('quire build --no-cache neither reads nor writes the cache: the config bundle, the compiled pages, the digests', async () => {
    await quire();
    await quire();
    expect(readdirSync(cacheDir).sort()).toEqual(expect.arrayContaining(['key-digests', 'pages', 'site-config']));
    const before = agedSnapshot();
    const generatorBefore = keptInGenerator();
    const uncached = await quire('--no-cache');
    expect(keptInGenerator()).toEqual(generatorBefore);
    expect(uncached.stdout).toMatch(/^Built 3 pages in .*\)$/m);
    expect(uncached.stdout).not.toContain('from the cache');
    expect(snapshot()).toEqual(before);
    // while a build with the cache reads it (and marks what it read)
    await quire();
    expect(snapshot()).not.toEqual(before);
  });

  it('quire dev --no-cache neither reads nor writes the cache', async () => {
    await quire();
    await quire();
    const before = agedSnapshot();
    const generatorBefore = keptInGenerator();
    await devPage('--no-cache');
    expect(snapshot()).toEqual(before);
    expect(keptInGenerator()).toEqual(generatorBefore);
    await devPage();
    expect(snapshot()).not.toEqual(before);
  });
});

/** `quire dev` in the temporary project, asked for one page, then stopped and gone. */
async function devPage(...args: string[]): Promise<void> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'dev', 'content', '--port', '0', ...args], {
    cwd: tempDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        // eslint-disable-next-line no-control-regex
        output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
        const found = /(http:\/\/[\w.:]+\/)/.exec(output)?.[1];
        if (found) resolve(found);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => reject(new Error(`quire dev exited with ${code}:\n${output}`)));
    });
    const page = await fetch(new URL('guide/warned', url));
    expect(page.status).toBe(200);
    await page.text();
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}
