/**
 * `quire build` runs the build in a child Node with V8's thread pool sized to the machine
 * (bin/quire.mjs). For whoever started the command nothing changes: stopping the command stops the
 * build, and the command ends as its build ended.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../scripts/generate-site';
import { childPidsOf, commandLineOf, hasEnded, until } from '../support/processes';
import { ROOT } from './helpers';

const PAGES = 20;
const TIMEOUT_MS = 240_000;

let tempDir: string;
let contentDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'quire-build-process-'));
  contentDir = join(tempDir, 'content');
  generateSite(contentDir, PAGES, join(ROOT, 'content'));
});

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * `quire build` of the generated site into `outDir`. `exited`: the command's process has ended;
 * `ended`: so has its output, which its child shares.
 */
function startBuild(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { command: ChildProcess; exited: Promise<NodeJS.Signals | null>; ended: Promise<Ended> } {
  const command = spawn(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'build', contentDir, '--out', outDir, '--no-cache'], {
    cwd: tempDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  command.stdout!.on('data', (chunk) => (output += chunk));
  command.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => command.on('exit', (_code, signal) => resolve(signal)));
  const ended = new Promise<Ended>((resolve) => command.on('close', (code, signal) => resolve({ code, signal, output })));
  return { command, exited, ended };
}

/**
 * A child of `pid` running the build with the pool sized to the machine. Until a child process has
 * started its own program, it shows its parent's command line.
 */
const buildChildrenOf = (pid: number) => childPidsOf(pid).filter((id) => /--v8-pool-size=0 \S*quire\.mjs build/.test(commandLineOf(id)));

/** The Node child running the build of the command `pid`, once it has started. */
async function buildChildOf(pid: number): Promise<number> {
  await until(() => buildChildrenOf(pid).length > 0, 'the build to start in a child Node');
  return buildChildrenOf(pid)[0];
}

describe('quire build: the build runs in a child Node', () => {
  it(
    'with the thread pool Node sizes to the machine; SIGTERM to the command stops the build, and the command ends by it',
    async () => {
      const outDir = join(tempDir, 'term');
      const { command, exited, ended } = startBuild(outDir);
      const child = await buildChildOf(command.pid!);
      command.kill('SIGTERM');
      expect(await exited).toBe('SIGTERM');
      // the command ends once its build has: whatever runs after it finds the build stopped
      expect(hasEnded(child)).toBe(true);
      expect((await ended).signal).toBe('SIGTERM');
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'SIGKILL to the command, which cannot pass it on: the build ends too and publishes nothing',
    async () => {
      const outDir = join(tempDir, 'kill');
      const { command, ended } = startBuild(outDir);
      const child = await buildChildOf(command.pid!);
      command.kill('SIGKILL');
      expect((await ended).signal).toBe('SIGKILL');
      await until(() => hasEnded(child), 'the build to end after its command was killed');
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'the build killed (as the out-of-memory killer does): the command ends by the same signal',
    async () => {
      const { command, ended } = startBuild(join(tempDir, 'oom'));
      process.kill(await buildChildOf(command.pid!), 'SIGKILL');
      expect((await ended).signal).toBe('SIGKILL');
    },
    TIMEOUT_MS,
  );

  it(
    'Node given a pool size of its own (NODE_OPTIONS): the command builds in its own process, and succeeds',
    async () => {
      const outDir = join(tempDir, 'own-pool');
      const { command, ended } = startBuild(outDir, { ...process.env, NODE_OPTIONS: '--v8-pool-size=1' });
      let done = false;
      let children = 0;
      void ended.then(() => (done = true));
      await until(
        () => {
          children += buildChildrenOf(command.pid!).length;
          return done;
        },
        'the build to end',
        TIMEOUT_MS,
      );
      const result = await ended;
      expect(result.code, result.output).toBe(0);
      expect(children).toBe(0);
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    },
    TIMEOUT_MS,
  );
});
