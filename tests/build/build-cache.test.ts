/**
 * The build cache: a rebuild that takes pages from the cache writes the same bytes as a cold build
 * of the same tree, still finds the dead links and anchors that cross pages, and never ships a
 * damaged entry.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, type BuildSummary } from '../../prerender';
import { fixtureContent, ROOT } from './helpers';
import { damageRecords, recordsUnder, rewriteRecords } from '../support/cache-packs';
import { expectSameBytes, filesOf } from '../support/same-files';

let tempDir: string;
let contentDir: string;
let cacheDir: string;
let builds = 0;

beforeEach(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  tempDir = await mkdtemp(join(tmpdir(), 'rp-build-cache-'));
  contentDir = join(tempDir, 'content');
  cacheDir = join(tempDir, 'cache');
  cpSync(fixtureContent('build-cache'), contentDir, { recursive: true });
});
afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

interface Run {
  outDir: string;
  lines: string[];
  summary?: BuildSummary;
  failure?: string;
}

async function build({ cache, outDir = join(tempDir, `out-${++builds}`) }: { cache: boolean; outDir?: string }): Promise<Run> {
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

const page = (file: string) => join(contentDir, file);
const edit = (file: string, change: (text: string) => string) => writeFileSync(page(file), change(readFileSync(page(file), 'utf8')));
/** A page of the temporary site as diagnostics name it. */
const shown = (file: string) => relative(ROOT, page(file));

/** Another user's id: root may give a folder away to it. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

/**
 * Every entry in `dir` that holds `from` rewritten to hold `to`, with the checksum and length a build
 * would have written: what another user who can write there could plant. Gives how many.
 */
function forgeEntries(dir: string, from: string, to: string): number {
  let forged = 0;
  rewriteRecords(dir, (body) => {
    const text = body.toString('utf8');
    if (!text.includes(from)) return body;
    forged++;
    return Buffer.from(text.replaceAll(from, to));
  });
  return forged;
}

/** The keys of the whole records of one kind, and in which pack each lies. */
const recordsOf = (kind: string) => recordsUnder(join(cacheDir, kind)).map((record) => `${record.key} ${record.pack} ${record.whole}`);

/** The modes of a folder and of everything in it: [the folder's, its folders', its files']. */
function modesUnder(dir: string): [number, number[], number[]] {
  const inside = readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => lstatSync(join(entry.parentPath, entry.name)));
  const modes = (folders: boolean) => [
    ...new Set(inside.filter((stat) => stat.isDirectory() === folders).map((stat) => stat.mode & 0o777)),
  ];
  return [lstatSync(dir).mode & 0o777, modes(true), modes(false)];
}

const REFUSED_END = 'this build goes on without a cache (--no-cache: without one and without this warning)';

describe('build: the build cache', () => {
  it('a rebuild after a one-page edit compiles that page alone and writes the same bytes as a cold build', async () => {
    const first = await build({ cache: true });
    expect(first.failure, first.lines.join('\n')).toBeUndefined();
    expect(first.summary!.cache).toEqual({ hits: 0, misses: 8 });

    edit('en/guide/setup.md', (text) =>
      text.replace('Setup takes two steps.', 'Setup takes two short steps, then [one more](./extra.md#extra).'),
    );
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    // the page and its untranslated Chinese route
    expect(rebuilt.summary!.cache).toEqual({ hits: 6, misses: 2 });
    expect(readFileSync(join(rebuilt.outDir, 'guide/setup.html'), 'utf8')).toContain('two short steps');

    const cold = await build({ cache: false });
    expect(cold.summary!.cache).toBeUndefined();
    expectSameBytes(rebuilt.outDir, cold.outDir);
  });

  it('a page whose image changed is compiled again, with the new image and its size', async () => {
    expect((await build({ cache: true })).failure).toBeUndefined();
    edit('en/guide/images/dot.svg', (svg) => svg.replace(/width="\d+"/, 'width="7"').replace(/height="\d+"/, 'height="3"'));
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: 7, misses: 1 });
    expect(readFileSync(join(rebuilt.outDir, 'guide/start.html'), 'utf8')).toMatch(/<img[^>]*width="7"/);
    expectSameBytes(rebuilt.outDir, (await build({ cache: false })).outDir);
  });

  it('a heading removed from one page is a dead anchor in the cached pages that link to it', async () => {
    expect((await build({ cache: true })).failure).toBeUndefined();
    edit('en/guide/setup.md', (text) => text.replace('## Install steps', 'Install it:'));
    const run = await build({ cache: true });
    expect(run.summary).toBeUndefined();
    expect(run.lines.filter((line) => line.includes(' error '))).toEqual([
      expect.stringMatching(
        new RegExp(`^${shown('en/guide/start.md')}:3:\\d+ error dead-anchor dead anchor #install-steps on /guide/setup `),
      ),
      expect.stringMatching(
        new RegExp(`^${shown('zh/guide/start.md')}:3:\\d+ error dead-anchor dead anchor #install-steps on /zh/guide/setup `),
      ),
    ]);
    expect(run.failure).toBe('Build failed: 2 errors (see above)');
  });

  it('a page removed is a dead link in the cached pages that link to it', async () => {
    expect((await build({ cache: true })).failure).toBeUndefined();
    rmSync(page('zh/guide/extra.md'));
    rmSync(page('en/guide/extra.md'));
    const run = await build({ cache: true });
    expect(run.summary).toBeUndefined();
    // the sidebars that list it are reported too
    const fromPages = run.lines.filter((line) => line.includes(' error ') && line.includes('start.md'));
    expect(fromPages).toEqual([
      expect.stringMatching(new RegExp(`^${shown('en/guide/start.md')}:3:\\d+ error dead-link `)),
      expect.stringMatching(new RegExp(`^${shown('zh/guide/start.md')}:3:\\d+ error dead-link `)),
    ]);
  });

  it('a damaged entry is compiled again, never shipped, and written whole again', async () => {
    const cold = await build({ cache: true });
    expect(cold.failure).toBeUndefined();
    expect(recordsUnder(join(cacheDir, 'pages'))).toHaveLength(8);
    // every entry: compiled pages, minified chunks, rendered routes
    damageRecords(cacheDir, (body) => {
      // garbled entries still parse: the checksum, not a parse error, has to find them
      for (let at = body.indexOf('Setup takes two steps.'); at >= 0; at = body.indexOf('Setup takes two steps.', at + 1)) {
        body.write('Setup takes six steps.', at);
      }
      if (!body.includes('Setup takes six steps.') && body.length > 0) body[body.length >> 1] ^= 0x01;
    });
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: 0, misses: 8 });
    expectSameBytes(rebuilt.outDir, cold.outDir);
    expect((await build({ cache: true })).summary!.cache).toEqual({ hits: 8, misses: 0 });
  });

  it('a page whose translation appears gets a new chunk from its cached tree; the out dir written over holds what a cold build writes', async () => {
    const outDir = join(tempDir, 'out-again');
    expect((await build({ cache: true, outDir })).failure).toBeUndefined();
    // the English page's alternates change, its compile does not; the untranslated route's files go
    writeFileSync(page('zh/guide/setup.md'), '# 安装\n\n安装分两步。\n\n## 安装步骤 {#install-steps}\n\n回到[开始](./start.md)。\n');
    const rebuilt = await build({ cache: true, outDir });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: 7, misses: 1 });
    expect(readFileSync(join(outDir, 'zh/guide/setup.html'), 'utf8')).toContain('安装分两步');
    expectSameBytes(outDir, (await build({ cache: false })).outDir);
  });

  it('a damaged entry of what a cached page made is made again from a fresh compile when a step needs it, never shipped', async () => {
    const cold = await build({ cache: true });
    expect(cold.failure).toBeUndefined();
    expect(recordsUnder(join(cacheDir, 'outputs'))).toHaveLength(8);
    damageRecords(join(cacheDir, 'outputs'), (body) => body.fill(0x20, 100));
    // kept as they are, the chunks, documents and search index need no page's tree or records
    const untouched = await build({ cache: true });
    expect(untouched.failure, untouched.lines.join('\n')).toBeUndefined();
    expectSameBytes(untouched.outDir, cold.outDir);
    // without them, each page's tree and records are read again: from a fresh compile
    for (const kind of ['chunks', 'documents', 'search', 'search-pages', 'search-links']) rmSync(join(cacheDir, kind), { recursive: true });
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: 8, misses: 0 });
    expectSameBytes(rebuilt.outDir, cold.outDir);
    // each written whole again
    const wholeKeys = recordsUnder(join(cacheDir, 'outputs')).filter((record) => record.whole);
    expect(new Set(wholeKeys.map((record) => record.key)).size).toBe(8);
  });

  it('a rebuild after every page file got a new time (a fresh checkout) takes each page’s tree and search records from the cache; its pages show the new times', async () => {
    expect((await build({ cache: true })).failure).toBeUndefined();
    const kinds = ['outputs', 'search-pages'];
    const before = kinds.map(recordsOf);
    const later = new Date('2031-02-03T04:05:06.000Z');
    for (const file of filesOf(contentDir).filter((name) => name.endsWith('.md'))) utimesSync(page(file), later, later);
    const rebuilt = await build({ cache: true });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(rebuilt.summary!.cache).toEqual({ hits: 8, misses: 0 });
    // nothing made again from a fresh compile: no entry of a tree or of search records was added
    expect(kinds.map(recordsOf)).toEqual(before);
    expect(readFileSync(join(rebuilt.outDir, 'guide/start.html'), 'utf8')).toContain(`"lastUpdatedTime":"${later.toISOString()}"`);
    expectSameBytes(rebuilt.outDir, (await build({ cache: false })).outDir);
  });

  it('an unchanged page chunk already in the out dir is kept as it is; one cut short there is written again', async () => {
    const outDir = join(tempDir, 'out-kept');
    expect((await build({ cache: true, outDir })).failure).toBeUndefined();
    const chunks = filesOf(join(outDir, 'assets')).filter((file) => /^(setup|start)-[\w-]{8}\.js$/.test(file));
    // each in English and in Chinese (setup's untranslated route)
    expect(chunks).toHaveLength(4);
    const [kept, cut] = chunks.map((file) => join(outDir, 'assets', file));
    const old = new Date('2001-02-03T04:05:06Z');
    utimesSync(kept, old, old);
    writeFileSync(cut, readFileSync(cut, 'utf8').slice(0, 10));
    edit('en/guide/extra.md', (text) => `${text}\nOne more line.\n`);
    const rebuilt = await build({ cache: true, outDir });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    expect(statSync(kept).mtime).toEqual(old);
    expectSameBytes(outDir, (await build({ cache: false })).outDir);
  });

  it('the search index of a language whose pages did not change is kept in the out dir as it is; the other language’s is written anew', async () => {
    const outDir = join(tempDir, 'out-search');
    expect((await build({ cache: false, outDir })).failure).toBeUndefined();
    const searchFiles = (lang: string) => filesOf(join(outDir, 'search')).filter((file) => file.startsWith(`${lang}.`));
    const [en, zh] = [searchFiles('en'), searchFiles('zh')];
    expect(zh.length).toBeGreaterThan(1);
    const old = new Date('2001-02-03T04:05:06Z');
    for (const file of [...en, ...zh]) utimesSync(join(outDir, 'search', file), old, old);
    // one cut short there is written again
    const cut = join(
      outDir,
      'search',
      zh.find((file) => file.includes('/'))!,
    );
    writeFileSync(cut, readFileSync(cut).subarray(0, 3));
    edit(
      'en/guide/extra.md',
      (text) => `${text}
A word no page had: quillwort.
`,
    );
    const rebuilt = await build({ cache: false, outDir });
    expect(rebuilt.failure, rebuilt.lines.join('\n')).toBeUndefined();
    // the Chinese files are those of the last build, untouched but the one cut short; the English index is new
    expect(searchFiles('zh')).toEqual(zh);
    const untouched = zh.filter((file) => statSync(join(outDir, 'search', file)).mtime.getTime() === old.getTime());
    expect(untouched).toEqual(zh.filter((file) => join(outDir, 'search', file) !== cut));
    expect(searchFiles('en').filter((file) => en.includes(file))).toEqual([]);
    expectSameBytes(outDir, (await build({ cache: false })).outDir);
  });

  it('a cache folder that is a link, that other users may write to, or that is another user’s is not used: an entry planted there with a good checksum is never published', async () => {
    expect((await build({ cache: true })).failure).toBeUndefined();
    expect(forgeEntries(cacheDir, 'Setup takes two steps.', 'Setup takes six steps.')).toBeGreaterThan(0);
    const real = `${cacheDir}-real`;
    const refusals: [reason: string, plant: () => void, undo: () => void][] = [
      ['other users may write to it (mode 777)', () => chmodSync(cacheDir, 0o777), () => chmodSync(cacheDir, 0o700)],
      [
        'it is a symbolic link',
        () => {
          renameSync(cacheDir, real);
          symlinkSync(real, cacheDir);
        },
        () => {
          rmSync(cacheDir);
          renameSync(real, cacheDir);
        },
      ],
      ...(isRoot
        ? [
            [
              `it belongs to another user (uid ${NOBODY})`,
              () => chownSync(cacheDir, NOBODY, NOBODY),
              () => chownSync(cacheDir, process.getuid!(), process.getgid!()),
            ] satisfies [string, () => void, () => void],
          ]
        : []),
    ];
    for (const [reason, plant, undo] of refusals) {
      plant();
      const run = await build({ cache: true });
      undo();
      expect(run.failure, run.lines.join('\n')).toBeUndefined();
      expect(run.lines.filter((line) => line.includes('warning cache'))).toEqual([
        `warning cache ${relative(process.cwd(), cacheDir)} is not used: ${reason}; ${REFUSED_END}`,
      ]);
      // compiled afresh, and the summary tells of no cache
      expect(run.summary!.cache).toBeUndefined();
      const html = readFileSync(join(run.outDir, 'guide/setup.html'), 'utf8');
      expect(html).toContain('Setup takes two steps.');
      expect(html).not.toContain('six steps');
    }
    // the same entries in a folder of this user's alone are taken as they are: what each refusal kept out
    const trusted = await build({ cache: true });
    expect(trusted.summary!.cache).toEqual({ hits: 8, misses: 0 });
    expect(readFileSync(join(trusted.outDir, 'guide/setup.html'), 'utf8')).toContain('Setup takes six steps.');
  });

  it('quire build without a node_modules keeps it in quire-cache-<uid> of the temporary folder, this user’s alone, and refuses one another user left open there', async () => {
    const tmp = join(tempDir, 'tmp');
    mkdirSync(tmp);
    const quire = () =>
      promisify(execFile)(
        process.execPath,
        [join(ROOT, 'bin/quire.mjs'), 'build', '--content', contentDir, '--out', join(tempDir, 'out')],
        {
          cwd: tempDir,
          env: { ...process.env, TMPDIR: tmp },
          encoding: 'utf8',
        },
      );
    expect((await quire()).stdout).toContain('; 0 of 8 pages from the cache)');
    const own = join(tmp, `quire-cache-${process.getuid!()}`);
    expect(modesUnder(own)).toEqual([0o700, [0o700], [0o600]]);
    expect((await quire()).stdout).toContain('; 8 of 8 pages from the cache)');

    // as if another user had made the folder first, open to all, and planted an entry
    forgeEntries(own, 'Setup takes two steps.', 'Setup takes six steps.');
    chmodSync(own, 0o777);
    const planted = await quire();
    expect(planted.stderr).toContain(
      `warning cache ${join('tmp', basename(own))} is not used: other users may write to it (mode 777); ${REFUSED_END}`,
    );
    expect(planted.stdout).toMatch(/^Built 8 pages in .*\)$/m);
    expect(planted.stdout).not.toContain('from the cache');
    expect(readFileSync(join(tempDir, 'out/guide/setup.html'), 'utf8')).toContain('Setup takes two steps.');
  });

  it('quire build keeps it in node_modules/.cache/quire of the project, says what it took, and --no-cache leaves it alone', async () => {
    mkdirSync(join(tempDir, 'node_modules'));
    const quire = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [join(ROOT, 'bin/quire.mjs'), 'build', '--content', contentDir, '--out', join(tempDir, 'out'), ...args],
        {
          cwd: tempDir,
          encoding: 'utf8',
        },
      );
    const uncached = await quire('--no-cache');
    expect(uncached.stdout).toMatch(/^Built 8 pages in .*\)$/m);
    expect(uncached.stdout).not.toContain('from the cache');
    expect(existsSync(join(tempDir, 'node_modules/.cache/quire'))).toBe(false);
    expect((await quire()).stdout).toContain('; 0 of 8 pages from the cache)');
    expect(existsSync(join(tempDir, 'node_modules/.cache/quire/pages'))).toBe(true);
    expect((await quire()).stdout).toContain('; 8 of 8 pages from the cache)');
  });
});
