import { rm } from 'node:fs/promises';
import { reportDiagnostics, type Log } from '../diagnostics';
import type { Diagnostic } from '../../shared/types';

/** A build that stopped on a problem it already printed; the message is the one-line summary. */
export class BuildFailure extends Error {}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Print every diagnostic; when any is an error, remove the out dir (nothing may be left looking
 * complete) and throw a BuildFailure with `summary(errorCount)`. Returns the warning count.
 */
export async function stopOnErrors(
  diagnostics: Diagnostic[],
  { log, outDir, summary }: { log: Log; outDir: string; summary: (errors: number) => string },
): Promise<number> {
  const { errors, warnings } = reportDiagnostics(diagnostics, log);
  if (errors > 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new BuildFailure(summary(errors));
  }
  return warnings;
}

/** Run a step that writes into outDir; if it throws, no out dir is left looking complete. */
export async function removeOutDirOnFailure<T>(outDir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
