/** A command timed by GNU time in a child process: its wall seconds and the peak resident memory of its process. */
import { spawnSync } from 'node:child_process';

export interface TimedRun {
  seconds: number;
  peakMiB: number;
  stdout: string;
  stderr: string;
}

const TIME_RE = /__TIME__ ([\d.]+) (\d+)/;

/** Run `node args…` in `cwd`; a failure throws with the end of what it printed, headed by `label`. */
export function timedNode(label: string, args: string[], { cwd, env = process.env }: { cwd: string; env?: NodeJS.ProcessEnv }): TimedRun {
  const r = spawnSync('/usr/bin/time', ['-f', '__TIME__ %e %M', process.execPath, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const match = r.stderr?.match(TIME_RE);
  if (r.status !== 0 || !match) throw new Error(`${label} failed:\n${`${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().slice(-4000)}`);
  return {
    seconds: Number(match[1]),
    peakMiB: Math.round(Number(match[2]) / 1024),
    stdout: r.stdout,
    stderr: r.stderr.replace(TIME_RE, ''),
  };
}
