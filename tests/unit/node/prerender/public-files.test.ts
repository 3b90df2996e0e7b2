import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyPublicFiles, listPublicFiles, publicDirOf, writePublicFiles } from '../../../../src/node/prerender/public-files';
import { BuildFailure } from '../../../../src/node/prerender/failure';

/** Runs after each folder listing, before the listing is used: where a test removes files "meanwhile". */
const hook = vi.hoisted(() => ({ afterListing: (_folder: string) => {} }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const readdir = async (...args: Parameters<typeof fs.readdir>) => {
    const entries = await fs.readdir(...args);
    hook.afterListing(String(args[0]));
    return entries;
  };
  return { ...fs, readdir, default: { ...fs, readdir } };
});

let project: string;
let contentDir: string;
let publicDir: string;
let outDir: string;
function write(file: string, text = file): void {
  mkdirSync(dirname(join(publicDir, file)), { recursive: true });
  writeFileSync(join(publicDir, file), text);
}
const removedLine = (path: string, kind: string) =>
  `${relative(process.cwd(), path)} error removed-file the ${kind} was removed while the build read it`;
/** `writePublicFiles` with its log: the lines, and what it threw. */
async function writeStep(): Promise<{ lines: string[]; failure: unknown }> {
  const lines: string[] = [];
  const failure = await writePublicFiles(contentDir, { outDir, log: (line) => lines.push(line) }).catch((error: unknown) => error);
  return { lines, failure };
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'public-files-'));
  contentDir = join(project, 'content');
  publicDir = publicDirOf(contentDir);
  outDir = join(project, 'dist');
  write('robots-extra.txt');
  write('files/notes.txt');
  write('files/nested/deep.txt');
});
afterEach(() => {
  hook.afterListing = () => {};
  rmSync(project, { recursive: true, force: true });
});

describe('node/prerender/public-files', () => {
  it('copies public/ to the root of the out dir, folders included', async () => {
    const { lines, failure } = await writeStep();
    expect(failure).toBeUndefined();
    expect(lines).toEqual([]);
    const copied = ['robots-extra.txt', 'files/notes.txt', 'files/nested/deep.txt'];
    expect(copied.map((file) => readFileSync(join(outDir, file), 'utf8'))).toEqual(copied);
  });

  it('a site without public/ copies nothing', async () => {
    rmSync(publicDir, { recursive: true });
    expect(await writeStep()).toEqual({ lines: [], failure: undefined });
  });

  it('skips an out dir inside public/', async () => {
    write('dist/old.txt');
    const files = await listPublicFiles(publicDir, { contentDir, skip: join(publicDir, 'dist'), removed: new Set() });
    expect(files.map((file) => relative(publicDir, file)).sort()).toEqual(['files/nested/deep.txt', 'files/notes.txt', 'robots-extra.txt']);
  });

  it('a file removed between the listing and its copy is noted, and the others are copied', async () => {
    const removed = new Set<string>();
    const files = await listPublicFiles(publicDir, { contentDir, skip: outDir, removed });
    rmSync(join(publicDir, 'files/notes.txt'));
    await copyPublicFiles(files, { dir: publicDir, outDir, contentDir, removed });
    expect([...removed]).toEqual([join(publicDir, 'files/notes.txt')]);
    expect(readFileSync(join(outDir, 'files/nested/deep.txt'), 'utf8')).toBe('files/nested/deep.txt');
  });

  it('names a removed file and stops the build once with the count', async () => {
    hook.afterListing = (folder) => {
      if (folder === join(publicDir, 'files')) rmSync(join(publicDir, 'files/notes.txt'));
    };
    const { lines, failure } = await writeStep();
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toBe('Build failed: 1 error (see above)');
    expect(lines).toEqual([removedLine(join(publicDir, 'files/notes.txt'), 'file')]);
  });

  it('names a folder removed while public/ is listed, or become a file', async () => {
    hook.afterListing = (folder) => {
      if (folder !== join(publicDir, 'files')) return;
      rmSync(join(publicDir, 'files/nested'), { recursive: true });
      writeFileSync(join(publicDir, 'files/nested'), 'now a file');
    };
    const { lines, failure } = await writeStep();
    expect(failure).toBeInstanceOf(BuildFailure);
    expect(lines).toEqual([removedLine(join(publicDir, 'files/nested'), 'folder')]);
  });
});
