/**
 * Waits until the machine's processors are mostly idle, for the bench to time a start from a quiet
 * machine: a browser tab just opened, or the last server still exiting, keeps a core busy for a
 * moment, and a start timed meanwhile counts that work as its own. Reads Linux's /proc/stat; where
 * it is missing, returns at once.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of processor time idle over a window that counts as quiet. */
const QUIET_SHARE = 0.85;
const WINDOW_MS = 250;
/** Past this, the start is timed anyway: a machine busy with other work stays busy. */
const LONGEST_WAIT_MS = 10_000;

/** All processors' time so far, in clock ticks: total and idle (idle and waiting for I/O). */
function processorTimes(): { total: number; idle: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    return { total: ticks.reduce((sum, tick) => sum + tick, 0), idle: ticks[3] + (ticks[4] ?? 0) };
  } catch {
    return undefined;
  }
}

/** Resolves with whether the machine was quiet (false: the wait ran out, or nothing to read). */
export async function untilQuiet(): Promise<boolean> {
  for (let waited = 0; waited < LONGEST_WAIT_MS; waited += WINDOW_MS) {
    const before = processorTimes();
    if (!before) return false;
    await sleep(WINDOW_MS);
    const after = processorTimes()!;
    const total = after.total - before.total;
    if (total > 0 && (after.idle - before.idle) / total >= QUIET_SHARE) return true;
  }
  return false;
}
