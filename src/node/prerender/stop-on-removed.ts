import type { Diagnostic } from '../../shared/types';
import { reportDiagnostics, type Log } from '../diagnostics';
import { BuildFailure, plural } from './failure';

/**
 * A step after the compile found content files removed meanwhile: print their errors and stop the
 * build with the count (the out dir is the caller's to clean); nothing when there are none.
 */
export function stopOnRemoved(diagnostics: Diagnostic[], log: Log): void {
  if (diagnostics.length === 0) return;
  const { errors } = reportDiagnostics(diagnostics, log);
  throw new BuildFailure(`Build failed: ${plural(errors, 'error')} (see above)`);
}
