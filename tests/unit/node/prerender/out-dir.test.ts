import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openOutDir, type OutDir } from '../../../../src/node/prerender/out-dir';
import { BuildFailure } from '../../../../src/node/prerender/failure';
import { readWrittenList, WRITTEN_LIST } from '../../../../src/node/prerender/written-list';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'out-dir-'));
  made.push(dir);
  return dir;
}

function put(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

/** Every file under `dir` with its text, as a sorted object: what a user would see in the folder. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dir, file), readFileSync(file, 'utf8')]),
  );
}

/** A build that writes `files` into its stage, then publishes. */
async function build(outDir: string, files: Record<string, string>, before?: (out: OutDir) => void): Promise<void> {
  const out = await openOutDir(outDir);
  before?.(out);
  for (const [file, text] of Object.entries(files)) put(out.stage, file, text);
  await out.publish();
}

describe('node/prerender/out-dir', () => {
  it('a folder of the last build made a link by someone: no file is removed or moved through it, whichever file comes first', async () => {
    const parent = tempDir();
    const dir = join(parent, 'out');
    await build(dir, { 'index.html': 'home', 'docs/a.html': 'a', 'docs/b.html': 'b', 'docs/c.html': 'c' });
    put(parent, 'elsewhere/a.html', 'not yours');
    put(parent, 'elsewhere/b.html', 'not yours');
    rmSync(join(dir, 'docs'), { recursive: true });
    symlinkSync(join(parent, 'elsewhere'), join(dir, 'docs'));
    // the stale files lie behind the link: none goes
    await build(dir, { 'index.html': 'home 2' });
    expect(snapshot(join(parent, 'elsewhere'))).toEqual({ 'a.html': 'not yours', 'b.html': 'not yours' });
    // a build that writes there again stops before anything moves
    await expect(build(dir, { 'index.html': 'home 3', 'docs/a.html': 'a', 'docs/b.html': 'b' })).rejects.toThrow(
      /docs is a link quire did not make, where the build writes/,
    );
    expect(snapshot(join(parent, 'elsewhere'))).toEqual({ 'a.html': 'not yours', 'b.html': 'not yours' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('home 2');
  });

  it('a build into a folder of the user: their files stay, the build records what it wrote', async () => {
    const dir = tempDir();
    put(dir, 'notes.txt', 'mine');
    put(dir, 'assets/logo.svg', '<svg/>');
    await build(dir, { 'index.html': 'home', 'assets/a.js': 'a' });
    expect(snapshot(dir)).toMatchObject({ 'notes.txt': 'mine', 'assets/logo.svg': '<svg/>', 'index.html': 'home', 'assets/a.js': 'a' });
    expect([...(await readWrittenList(dir))].sort()).toEqual([WRITTEN_LIST, 'assets/a.js', 'index.html']);
    expect(readdirSync(dir).filter((name) => name.startsWith('.quire-stage-'))).toEqual([]);
  });

  it('a new folder moves in whole, by one rename; a folder already there is kept and filled file by file', async () => {
    const dir = tempDir();
    put(dir, 'assets/logo.svg', 'mine');
    const assetsFolder = statSync(join(dir, 'assets')).ino;
    const out = await openOutDir(dir);
    const files = { 'index.html': 'home', 'guide/a.html': 'a', 'guide/deep/b.html': 'b', 'search/en/1.json': '{}', 'assets/a.js': 'a' };
    for (const [file, text] of Object.entries(files)) put(out.stage, file, text);
    const stagedFolders = { guide: statSync(join(out.stage, 'guide')).ino, search: statSync(join(out.stage, 'search')).ino };
    await out.publish();
    expect(snapshot(dir)).toMatchObject({ ...files, 'assets/logo.svg': 'mine' });
    // the very folders the build staged, not copies made file by file
    expect({ guide: statSync(join(dir, 'guide')).ino, search: statSync(join(dir, 'search')).ino }).toEqual(stagedFolders);
    expect(statSync(join(dir, 'assets')).ino).toBe(assetsFolder);
    expect([...(await readWrittenList(dir))].sort()).toEqual([WRITTEN_LIST, ...Object.keys(files)].sort());
    expect(readdirSync(dir).filter((name) => name.startsWith('.quire-stage-'))).toEqual([]);
  });

  it('the next build removes what the last one wrote and it does not, and nothing else', async () => {
    const dir = tempDir();
    await build(dir, { 'index.html': 'home', 'old/page.html': 'old', 'assets/a.js': 'a' });
    // the user's files come after the first build: older than the next build, never written by it
    put(dir, 'old/keep-me.txt', 'mine');
    put(dir, 'CNAME', 'docs.example.com');
    await build(dir, { 'index.html': 'home 2', 'assets/b.js': 'b' });
    const files = snapshot(dir);
    delete files[WRITTEN_LIST];
    expect(files).toEqual({ CNAME: 'docs.example.com', 'assets/b.js': 'b', 'index.html': 'home 2', 'old/keep-me.txt': 'mine' });
  });

  it('folders the removed files leave empty go; folders of the user stay', async () => {
    const dir = tempDir();
    await build(dir, { 'index.html': 'home', 'gone/deep/page.html': 'x', 'gone/deep/other.html': 'y', 'gone/top.html': 'z' });
    mkdirSync(join(dir, 'empty-of-mine'));
    await build(dir, { 'index.html': 'home' });
    expect(existsSync(join(dir, 'gone'))).toBe(false);
    expect(existsSync(join(dir, 'empty-of-mine'))).toBe(true);
  });

  it('a failed build leaves the out dir exactly as it was', async () => {
    const dir = tempDir();
    await build(dir, { 'index.html': 'home', 'assets/a.js': 'a' });
    put(dir, 'notes.txt', 'mine');
    const before = snapshot(dir);
    const out = await openOutDir(dir);
    put(out.stage, 'index.html', 'half written');
    put(out.stage, 'assets/c.js', 'c');
    await out.discard();
    expect(snapshot(dir)).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual([WRITTEN_LIST, 'assets', 'index.html', 'notes.txt']);
  });

  it('a failed build into a folder it made leaves no folder behind', async () => {
    const parent = tempDir();
    const out = await openOutDir(join(parent, 'site', 'out'));
    put(out.stage, 'index.html', 'x');
    await out.discard();
    expect(readdirSync(parent)).toEqual([]);
  });

  it('a staged file whose place holds a file of the user stops the publish before anything moves', async () => {
    const dir = tempDir();
    await build(dir, { 'index.html': 'home', 'a.html': 'a' });
    put(dir, 'guide.html', 'my own guide');
    const before = snapshot(dir);
    const failure = await build(dir, { 'index.html': 'home 2', 'guide.html': 'generated' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toContain(`${relative(process.cwd(), join(dir, 'guide.html'))} was not written by quire`);
    expect(snapshot(dir)).toEqual(before);

    // the same in a folder that other staged files go into first
    await build(dir, { 'index.html': 'home', 'guide/a.html': 'a', 'guide/b.html': 'b' });
    put(dir, 'guide/mine.html', 'my own page');
    const inFolder = snapshot(dir);
    const staged = { 'index.html': 'home 2', 'guide/a.html': 'a', 'guide/b.html': 'b', 'guide/mine.html': 'generated' };
    await expect(build(dir, staged)).rejects.toThrow(`${relative(process.cwd(), join(dir, 'guide/mine.html'))} was not written by quire`);
    expect(snapshot(dir)).toEqual(inFolder);
  });

  it('a user file where the build needs a folder stops the publish too', async () => {
    const dir = tempDir();
    put(dir, 'guide', 'a file named guide');
    const failure = await build(dir, { 'guide/index.html': 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect(readFileSync(join(dir, 'guide'), 'utf8')).toBe('a file named guide');
  });

  it('a file the last build wrote where a folder now goes is replaced', async () => {
    const dir = tempDir();
    await build(dir, { guide: 'was a file' });
    await build(dir, { 'guide/index.html': 'now a folder' });
    expect(readFileSync(join(dir, 'guide/index.html'), 'utf8')).toBe('now a folder');
  });

  it('keeps a chunk the last build wrote with the same size; never a file of the user of that name', async () => {
    const dir = tempDir();
    await build(dir, { 'assets/page-abc.js': 'chunk' });
    put(dir, 'assets/user-abc.js', 'chunk');
    await build(dir, {}, (out) => {
      expect(out.keep('assets/page-abc.js', 5)).toBe(true);
      expect(out.keep('assets/user-abc.js', 5)).toBe(false);
      expect(out.keep('assets/page-abc.js', 6)).toBe(false);
    });
    // kept: still there and still listed
    expect(readFileSync(join(dir, 'assets/page-abc.js'), 'utf8')).toBe('chunk');
    expect(await readWrittenList(dir)).toContain('assets/page-abc.js');
  });

  it("links a file of the last build with the same bytes rather than writing it; never other bytes, a user's file, or one behind a link", async () => {
    const parent = tempDir();
    const dir = join(parent, 'out');
    await build(dir, { 'search/en.a/t0.json': 'same', 'search/en.a/t1.json': 'old', 'search/zh.a/t0.json': 'same' });
    put(dir, 'notes/t0.json', 'same');
    const before = statSync(join(dir, 'search/en.a/t0.json')).ino;
    // the zh folder now leads elsewhere, to a file with the same bytes
    put(parent, 'elsewhere/t0.json', 'same');
    rmSync(join(dir, 'search/zh.a'), { recursive: true });
    symlinkSync(join(parent, 'elsewhere'), join(dir, 'search/zh.a'));
    const out = await openOutDir(dir);
    const same = Buffer.from('same');
    expect(out.linkEarlier('search/en.b/t0.json', 'search/en.a/t0.json', same)).toBe(true);
    expect(out.linkEarlier('search/en.b/t1.json', 'search/en.a/t1.json', Buffer.from('new'))).toBe(false);
    expect(out.linkEarlier('search/en.b/t2.json', 'notes/t0.json', same)).toBe(false);
    expect(out.linkEarlier('search/zh.b/t0.json', 'search/zh.a/t0.json', same)).toBe(false);
    put(out.stage, 'search/en.b/t1.json', 'new');
    await out.publish();
    // the last build's file, under its new name: nothing was written for it
    expect(statSync(join(dir, 'search/en.b/t0.json')).ino).toBe(before);
    const files = snapshot(dir);
    delete files[WRITTEN_LIST];
    expect(files).toEqual({ 'notes/t0.json': 'same', 'search/en.b/t0.json': 'same', 'search/en.b/t1.json': 'new' });
    expect(snapshot(join(parent, 'elsewhere'))).toEqual({ 't0.json': 'same' });
    expect([...(await readWrittenList(dir))].sort()).toEqual([WRITTEN_LIST, 'search/en.b/t0.json', 'search/en.b/t1.json']);
  });

  it('a list edited to name files outside the out dir removes none of them', async () => {
    const parent = tempDir();
    const dir = join(parent, 'out');
    put(parent, 'secret.txt', 'keep');
    put(parent, 'elsewhere/file.txt', 'keep');
    symlinkSync(join(parent, 'elsewhere'), join(parent, 'link-target'));
    await build(dir, { 'index.html': 'home' });
    symlinkSync(join(parent, 'elsewhere'), join(dir, 'link'));
    writeFileSync(
      join(dir, WRITTEN_LIST),
      JSON.stringify({ quire: 1, files: ['../secret.txt', join(parent, 'secret.txt'), 'link/file.txt', 'index.html'] }),
    );
    await build(dir, { 'index.html': 'home' });
    expect(readFileSync(join(parent, 'secret.txt'), 'utf8')).toBe('keep');
    expect(readFileSync(join(parent, 'elsewhere/file.txt'), 'utf8')).toBe('keep');
  });

  it('an out dir of a build from before the list: its files are the build’s, the rest of the folder too', async () => {
    const dir = tempDir();
    put(dir, '.quire-build-started', '');
    put(dir, 'old.html', 'old');
    await build(dir, { 'index.html': 'home' });
    expect(Object.keys(snapshot(dir)).sort()).toEqual([WRITTEN_LIST, 'index.html']);
  });

  it('the stage of a build that was killed is removed; that of a running build stays', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.quire-stage-999999999-abc'));
    put(dir, '.quire-stage-999999999-abc/index.html', 'left over');
    mkdirSync(join(dir, `.quire-stage-${process.ppid}-def`));
    await build(dir, { 'index.html': 'home' });
    expect(existsSync(join(dir, '.quire-stage-999999999-abc'))).toBe(false);
    expect(existsSync(join(dir, `.quire-stage-${process.ppid}-def`))).toBe(true);
  });
});
