/**
 * A command timed by GNU time in a child process: its wall seconds, the CPU seconds it used (user and
 * system, its threads and children included) and the peak resident memory of its process.
 */
import { spawnSync } from 'node:child_process';

export interface TimedRun extends TimeFigures {
  stdout: string;
  stderr: string;
}

export interface TimeFigures {
  seconds: number;
  /** CPU seconds in user mode and in the kernel (creating files, faulting pages in, ...) */
  userSeconds: number;
  systemSeconds: number;
  peakMiB: number;
}

const TIME_FORMAT = '__TIME__ %e %M %U %S';
const TIME_RE = /__TIME__ ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/;

/** The figures of GNU time's line in `stderr` (printed with TIME_FORMAT), or undefined when it has none. */
export function timeFigures(stderr: string): TimeFigures | undefined {
  const match = stderr.match(TIME_RE);
  if (!match) return undefined;
  const [seconds, kib, userSeconds, systemSeconds] = match.slice(1).map(Number);
  return { seconds, userSeconds, systemSeconds, peakMiB: Math.round(kib / 1024) };
}

/** "CPU 12.40 s user, 2.10 s system": where a run's CPU time went. */
export const cpuSummary = ({ userSeconds, systemSeconds }: TimeFigures) =>
  `CPU ${userSeconds.toFixed(2)} s user, ${systemSeconds.toFixed(2)} s system`;

/** Run `node args…` in `cwd`; a failure throws with the end of what it printed, headed by `label`. */
export function timedNode(label: string, args: string[], { cwd, env = process.env }: { cwd: string; env?: NodeJS.ProcessEnv }): TimedRun {
  const r = spawnSync('/usr/bin/time', ['-f', TIME_FORMAT, process.execPath, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const figures = timeFigures(r.stderr ?? '');
  if (r.status !== 0 || !figures) throw new Error(`${label} failed:\n${`${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().slice(-4000)}`);
  return {
    ...figures,
    stdout: r.stdout,
    stderr: r.stderr.replace(TIME_RE, ''),
  };
}
