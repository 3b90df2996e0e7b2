/**
 * Synchronous work under a time limit. JavaScript on the main thread cannot be interrupted from the
 * outside, except through node:vm's `timeout`: V8 stops whatever runs inside the call (library code
 * included, a regular expression in the middle of a match too) once the time is up. Starting the
 * watchdog costs a thread per call, so callers group their work into few steps.
 */
import { createContext, Script } from 'node:vm';

/** A budget ran out; the step that was running was stopped where it stood. */
export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`took longer than ${limitMs} ms`);
    this.name = 'TimeLimitExceeded';
  }
}

const context = createContext({ step: undefined as (() => unknown) | undefined });
const RUN_STEP = new Script('step()');

export interface TimeBudget {
  /** `step()`, stopped with a TimeLimitExceeded when the time left in the budget runs out. */
  run<T>(step: () => T): T;
}

/** A budget of `limitMs` milliseconds shared by every step run through it; once spent, it stays spent. */
export function createTimeBudget(limitMs: number): TimeBudget {
  let left = limitMs;
  return {
    run<T>(step: () => T): T {
      if (left <= 0) throw new TimeLimitExceeded(limitMs);
      const started = performance.now();
      const outer = context.step;
      context.step = step;
      try {
        return RUN_STEP.runInContext(context, { timeout: Math.ceil(left) }) as T;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
        left = 0;
        throw new TimeLimitExceeded(limitMs);
      } finally {
        context.step = outer;
        left -= performance.now() - started;
      }
    },
  };
}
