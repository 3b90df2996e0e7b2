/**
 * A build killed with SIGKILL (a CI job cancelled, the machine out of memory) leaves a half-written
 * out dir and build cache behind. Running the same command again must write exactly what a clean
 * build writes: no file of the killed build left over, none taken half-written from the out dir or
 * the cache.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../scripts/generate-site';
import { BUILD_WORK_DIR } from '../../src/node/prerender/page-store';
import { SERVER_OUT_DIR } from '../../src/node/vite/vite-config';
import { ROOT } from './helpers';
import { filesOf } from '../support/same-files';
import { childPidsOf } from '../support/processes';

// enough pages that the steps writing the out dir take a while: the kill lands inside one
const PAGES = 80;
const BUILD_TIMEOUT_MS = 240_000;

let tempDir: string;
let contentDir: string;
let cleanDir: string;
const killedPids: number[] = [];

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * `quire build --content <content> --out <outDir>` started in `cwd`: a folder with a node_modules
 * folder, so the build cache is `cwd`'s own (node_modules/.cache/quire).
 */
function startBuild(cwd: string, outDir: string, ...args: string[]): { child: ChildProcess; ended: Promise<Ended> } {
  const child = spawn(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'build', '--content', contentDir, '--out', outDir, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const ended = new Promise<Ended>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
  return { child, ended };
}

/**
 * A file of the out dir's own bookkeeping (hidden, at its top): it may say when or in which order
 * files were written, so its bytes may differ between two builds; that it is there may not.
 */
const isBookkeeping = (file: string) => !file.includes(sep) && file.startsWith('.');

/**
 * Start a build and kill the command with SIGKILL as soon as a file `trigger` accepts is in the out
 * dir; resolves once the command and the child Node it builds in (bin/quire.mjs) are gone, with the
 * files they had written. The command and its child are both killed builds: what either leaves, the
 * next build removes.
 */
async function killedBuild(cwd: string, outDir: string, trigger: (file: string) => boolean): Promise<Ended & { written: string[] }> {
  const { child, ended } = startBuild(cwd, outDir);
  killedPids.push(child.pid!);
  let done = false;
  void ended.then(() => (done = true));
  await new Promise<void>((resolve) => {
    const look = () => {
      for (const pid of childPidsOf(child.pid!)) if (!killedPids.includes(pid)) killedPids.push(pid);
      if (done || filesOf(outDir).some(trigger)) {
        child.kill('SIGKILL');
        resolve();
      } else setTimeout(look, 5);
    };
    look();
  });
  // the command's output ends once its child, which shares it, has ended too
  return { ...(await ended), written: filesOf(outDir) };
}

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'rp-killed-build-'));
  contentDir = join(tempDir, 'content');
  generateSite(contentDir, PAGES, join(ROOT, 'content'));
  // the clean build: an empty out dir, no cache
  cleanDir = join(tempDir, 'clean');
  const clean = await startBuild(tempDir, cleanDir, '--no-cache').ended;
  if (clean.code !== 0) throw new Error(`the clean build failed:\n${clean.output}`);
}, BUILD_TIMEOUT_MS);

/** What a killed build leaves in the generator's folder (its page store and its server bundle), by its process id. */
function leftoversOf(pids: number[]): string[] {
  const found: string[] = [];
  for (const [dir, prefix] of [
    [BUILD_WORK_DIR, 'pages'],
    [SERVER_OUT_DIR, 'build'],
  ]) {
    const parent = join(ROOT, dir);
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent)) if (pids.some((pid) => name.startsWith(`${prefix}-${pid}-`))) found.push(join(parent, name));
  }
  return found;
}

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  for (const dir of leftoversOf(killedPids)) rmSync(dir, { recursive: true, force: true });
});

describe('build: killed with SIGKILL, then run again', () => {
  it.each([
    ['once it has written the first page chunk, before the client bundle', (file: string) => file.endsWith('.js')],
    ['once it has written the first page, while it renders the others', (file: string) => file.endsWith('.html')],
  ])(
    'killed %s: the same command again writes byte for byte what a clean build writes',
    async (_when, trigger) => {
      // a folder of its own for each case: its own out dir and its own build cache
      const cwd = join(tempDir, `case-${killedPids.length}`);
      mkdirSync(join(cwd, 'node_modules'), { recursive: true });
      const outDir = join(cwd, 'dist');

      const killed = await killedBuild(cwd, outDir, trigger);
      expect(killed.signal, `the build ended before it was killed:\n${killed.output}`).toBe('SIGKILL');
      // it stopped in the middle: some files written, not the ones written last (wherever in the out dir it writes them)
      expect(killed.written.some(trigger)).toBe(true);
      expect(killed.written.filter((file) => file.endsWith('sitemap.xml'))).toEqual([]);
      expect(existsSync(join(cwd, 'node_modules/.cache/quire'))).toBe(true);

      const rebuilt = await startBuild(cwd, outDir).ended;
      expect(rebuilt.code, rebuilt.output).toBe(0);
      // the next build removes what the killed one left: its stage in the out dir, its folders in the generator's
      expect(leftoversOf(killedPids)).toEqual([]);
      expect(readdirSync(outDir).filter((name) => name.startsWith('.quire-stage-'))).toEqual([]);

      const files = filesOf(outDir);
      expect(files).toEqual(filesOf(cleanDir));
      for (const file of files.filter((name) => !isBookkeeping(name))) {
        const same = readFileSync(join(outDir, file)).equals(readFileSync(join(cleanDir, file)));
        expect(same, `${file} differs from the clean build's`).toBe(true);
      }
    },
    3 * BUILD_TIMEOUT_MS,
  );
});
