import { reportDiagnostics, type Log } from '../diagnostics';
import type { Diagnostic } from '../../shared/types';

/** A build that stopped on a problem it already printed; the message is the one-line summary. */
export class BuildFailure extends Error {}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Print every diagnostic; when any is an error, throw a BuildFailure with `summary(errorCount)`
 * (the build then discards what it staged: the out dir stays as it was). Returns the warning count.
 */
export function stopOnErrors(diagnostics: Diagnostic[], { log, summary }: { log: Log; summary: (errors: number) => string }): number {
  const { errors, warnings } = reportDiagnostics(diagnostics, log);
  if (errors > 0) throw new BuildFailure(summary(errors));
  return warnings;
}
