/** Shared by the build tests: run the pipeline on a fixture site into a temp dir and read what it wrote. */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { buildSite } from '../../prerender';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Content folder of a fixture scenario: tests/fixtures/<name>/content. */
export function fixtureContent(name: string): string {
  return join(ROOT, 'tests/fixtures', name, 'content');
}

/** `text` as a literal inside a RegExp. */
/** Writes a small site's files (paths relative to `dir`, folders made as needed). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Project-relative path of a fixture file, as diagnostics print it. */
export function fixtureFile(name: string, file: string): string {
  return `tests/fixtures/${name}/content/${file}`;
}

export async function tempOutDir(name: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `rp-build-${name}-`));
}

export interface BuildRun {
  ok: boolean;
  /** every line the build logged (diagnostics), then the failure message when it failed */
  lines: string[];
  output: string;
  error?: Error;
  outDir: string;
  pages?: number;
  warnings?: number;
}

/** buildSite on a fixture, in this process, with the log captured. Never throws. */
export async function buildFixture(
  name: string,
  { outDir, manifestFile }: { outDir?: string; manifestFile?: string } = {},
): Promise<BuildRun> {
  const out = outDir ?? (await tempOutDir(name));
  const lines: string[] = [];
  try {
    const result = await buildSite({
      root: ROOT,
      contentDir: fixtureContent(name),
      outDir: out,
      manifestFile,
      log: (line) => lines.push(line),
    });
    return { ok: true, lines, output: lines.join('\n'), outDir: out, pages: result.pages, warnings: result.warnings };
  } catch (error) {
    lines.push((error as Error).message);
    return { ok: false, lines, output: lines.join('\n'), error: error as Error, outDir: out };
  }
}

export interface CliRun {
  /** exit code; -1 when the process ended by a signal */
  status: number;
  /** the signal that ended it: 'SIGSEGV' for a crash, 'SIGTERM' when it ran past `timeoutMs` */
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** `npm run build -- --content <fixture> --out <outDir>` in a child process. */
export function buildFixtureCli(name: string, outDir: string): Promise<CliRun> {
  return buildContentCli(fixtureContent(name), outDir);
}

/**
 * `npm run build -- --content <contentDir> --out <outDir>` in a child process, killed after
 * `timeoutMs`: a build that crashes or hangs cannot take the test runner down with it.
 */
export function buildContentCli(contentDir: string, outDir: string, options: { timeoutMs?: number } = {}): Promise<CliRun> {
  return runQuire(['build', '--content', contentDir, '--out', outDir], options);
}

/** `quire …args` (bin/quire.mjs, the built package) in a child process, killed after `timeoutMs` (0: never). */
export function runQuire(args: string[], options: { timeoutMs?: number } = {}): Promise<CliRun> {
  return runNode(['bin/quire.mjs', ...args], options);
}

/** One of the repository's TypeScript scripts (`node --import tsx <script> …args`) in a child process, killed after `timeoutMs` (0: never). */
export function runScriptCli(script: string, args: string[], options: { timeoutMs?: number } = {}): Promise<CliRun> {
  return runNode(['--import', 'tsx', script, ...args], options);
}

async function runNode(args: string[], { timeoutMs = 0 } = {}): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: timeoutMs,
    });
    return { status: 0, signal: null, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; signal?: string | null; stdout?: string; stderr?: string };
    return {
      status: typeof failed.code === 'number' ? failed.code : -1,
      signal: failed.signal ?? null,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

export function readOut(outDir: string, file: string): string {
  return readFileSync(join(outDir, file), 'utf8');
}

export function outExists(outDir: string, file: string): boolean {
  return existsSync(join(outDir, file));
}

export async function removeOut(outDir: string | undefined): Promise<void> {
  if (outDir) await rm(outDir, { recursive: true, force: true });
}

/** The inlined page record of a prerendered page. */
export function pageRecordOf(html: string): { title: string; toc: { text: string; id: string; depth: number }[]; [key: string]: unknown } {
  const match = /<script id="__RP_PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no __RP_PAGE__ record in the page');
  return JSON.parse(match[1]);
}

/** The <head> of a page. */
export function headOf(html: string): string {
  const match = /<head>([\s\S]*?)<\/head>/.exec(html);
  if (!match) throw new Error('no <head> in the page');
  return match[1];
}

/** content="..." of `<meta name|property="key">`, undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`);
  return re.exec(headOf(html))?.[1];
}

/** Every value of an attribute (href, src) in the document, in order. */
export function attributeValues(html: string, attribute: 'href' | 'src'): string[] {
  return [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((m) => m[1]);
}

/**
 * For a test file: a `build(name)` that builds a fixture and removes every out dir it made once
 * the file's tests are done.
 */
export function buildsCleanedAfterAll(): (name: string) => Promise<BuildRun> {
  const runs: BuildRun[] = [];
  afterAll(() => Promise.all(runs.map((run) => removeOut(run.outDir))));
  return async (name) => {
    const run = await buildFixture(name);
    runs.push(run);
    return run;
  };
}

export interface ServingProcess {
  /** the first http:// URL the command printed */
  url: string;
  /** everything it printed so far, colours removed */
  output: () => string;
  stop: () => void;
}

/** Start a command that serves (dev, preview); resolves once it prints its URL, fails if it exits first. */
export function startServing(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<ServingProcess> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // eslint-disable-next-line no-control-regex
  const plain = () => output.replace(/\x1b\[[0-9;]*m/g, '');
  return new Promise((resolveServing, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/[\w.:]+\/)/.exec(plain())?.[1];
      if (url) resolveServing({ url, output: plain, stop: () => child.kill() });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited with ${code} before serving:\n${plain()}`)));
  });
}
