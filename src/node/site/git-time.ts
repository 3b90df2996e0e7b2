/** Last-updated times for many files from ONE `git log` process, with an mtime fallback. */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

const COMMIT_LINE_RE = /^\x00(\d+)$/;

/** Runs git and resolves with its stdout; rejects when git is missing or fails. */
export type GitRunner = (args: string[], cwd: string) => Promise<string>;

const runGit: GitRunner = (args, cwd) =>
  new Promise((resolvePromise, reject) => {
    execFile('git', args, { cwd, maxBuffer: 512 * 1024 * 1024, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolvePromise(stdout),
    );
  });

const toPosix = (path: string) => path.split(sep).join('/');

/** Deepest folder holding every file (cwd-relative, posix), so git walks only that part of history. */
function commonFolder(paths: string[]): string {
  const split = paths.map((p) => p.split('/').slice(0, -1));
  const first = split[0] ?? [];
  let depth = 0;
  while (depth < first.length && split.every((parts) => parts[depth] === first[depth])) depth++;
  return first.slice(0, depth).join('/') || '.';
}

/** A git path line: plain, or C-quoted when it holds unusual characters. */
function unquote(line: string): string {
  if (!line.startsWith('"')) return line;
  try {
    return JSON.parse(line.replace(/\\([0-7]{3})/g, (_, oct) => `\\u00${parseInt(oct, 8).toString(16).padStart(2, '0')}`));
  } catch {
    return line;
  }
}

/** Newest commit time (unix seconds) per cwd-relative path, from `git log --name-only` output. */
export function parseGitLog(output: string): Map<string, number> {
  const times = new Map<string, number>();
  let current = 0;
  for (const line of output.split('\n')) {
    const commit = COMMIT_LINE_RE.exec(line);
    if (commit) current = Number(commit[1]);
    else if (line && current && !times.has(unquote(line))) times.set(unquote(line), current);
  }
  return times;
}

/**
 * ISO last-updated time of each file (keys are the strings passed in; absolute or cwd-relative).
 * One `git log` over the files' common folder (log order is newest first, so the first time a path
 * appears is its last change); files git does not know, and every file when git is unavailable,
 * get their mtime. Files that do not exist are left out.
 */
export async function lastUpdatedTimes(
  files: string[],
  cwd: string,
  { git = runGit }: { git?: GitRunner } = {},
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (files.length === 0) return result;
  const relativeOf = new Map(files.map((file) => [file, toPosix(relative(cwd, resolve(cwd, file)))]));
  const inside = [...relativeOf.values()].filter((rel) => !rel.startsWith('..') && !isAbsolute(rel));
  let times = new Map<string, number>();
  if (inside.length > 0) {
    // `-c` lists, on a merge, the files it changed against every parent: the merges `git log -1 -- file` reports
    const args = ['-c', 'core.quotepath=off', 'log', '--format=%x00%ct', '--name-only', '-c', '--relative', '--', commonFolder(inside)];
    try {
      times = parseGitLog(await git(args, cwd));
    } catch {
      // not a repository, or git is not installed: every file falls back to its mtime
    }
  }
  await Promise.all(
    files.map(async (file) => {
      const seconds = times.get(relativeOf.get(file)!);
      if (seconds) return void result.set(file, new Date(seconds * 1000).toISOString());
      const info = await stat(resolve(cwd, file)).catch(() => undefined);
      if (info) result.set(file, info.mtime.toISOString());
    }),
  );
  return new Map(files.filter((file) => result.has(file)).map((file) => [file, result.get(file)!]));
}
