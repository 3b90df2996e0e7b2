/**
 * Synchronous work under a time limit. JavaScript on the main thread cannot be interrupted from the
 * outside, except through node:vm's `timeout`: V8 stops whatever runs inside the call (library code
 * included, a regular expression in the middle of a match too) once the time is up. Each call starts
 * a watchdog thread, so callers run their work as few, large steps.
 */
import { createContext, Script } from 'node:vm';

/** A step ran past its time limit and was stopped where it stood. */
export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`took longer than ${limitMs} ms`);
    this.name = 'TimeLimitExceeded';
  }
}

const context = createContext({ step: undefined as (() => unknown) | undefined });
const RUN_STEP = new Script('step()');
// node:vm takes a 32-bit unsigned timeout
const MAX_VM_TIMEOUT_MS = 2 ** 32 - 1;

/** `step()`, stopped with a TimeLimitExceeded once it has run `limitMs` milliseconds. */
export function runWithTimeLimit<T>(limitMs: number, step: () => T): T {
  const outer = context.step;
  context.step = step;
  try {
    return RUN_STEP.runInContext(context, { timeout: Math.min(limitMs, MAX_VM_TIMEOUT_MS) }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitExceeded(limitMs);
    throw error;
  } finally {
    context.step = outer;
  }
}
