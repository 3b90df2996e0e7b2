/** What the tests see of running processes, on Linux (/proc). */
import { readFileSync } from 'node:fs';
import { isRunning } from '../../src/node/prerender/ended-builds';

/** The process ids of `pid`'s children; none once it has ended. */
export function childPidsOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The command line of a process, its arguments joined by spaces; '' once it has ended. */
export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Whether a process has ended: gone, or a zombie nobody has reaped yet (the build's own rule). */
export const hasEnded = (pid: number): boolean => !isRunning(pid);

/** Resolves once `check` holds, looking every few milliseconds; rejects with `what` after `limitMs`. */
export async function until(check: () => boolean, what: string, limitMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > limitMs) throw new Error(`still waiting after ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
