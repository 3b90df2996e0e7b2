/** Print diagnostics as `file:line:col severity code message`, count them, fail once with the count. */
import type { Diagnostic } from '../shared/types';

export type Log = (line: string) => void;

/** A build that had error diagnostics; the details were printed before it was thrown. */
export class BuildError extends Error {
  readonly errors: number;
  constructor(errors: number) {
    super(`Build failed: ${errors} error${errors === 1 ? '' : 's'}`);
    this.name = 'BuildError';
    this.errors = errors;
  }
}

/**
 * One line: 'content/en/guide/a.md:12:3 error dead-link ./missing.md ...'. Line breaks inside the
 * message are folded so each diagnostic stays on one line.
 */
export function formatDiagnostic(d: Diagnostic): string {
  let where = d.file ?? '';
  if (where && d.line !== undefined) where += `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
  const message = d.message.replace(/\s*\r?\n\s*/g, ' ').trim();
  return `${where ? `${where} ` : ''}${d.severity} ${d.code} ${message}`;
}

/** Stable order: by file (diagnostics without a file first), then line, then column. */
function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const fileA = a.file ?? '';
  const fileB = b.file ?? '';
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** Print every diagnostic (sorted by place) and return the counts. */
export function reportDiagnostics(list: Diagnostic[], log: Log = (line) => console.error(line)): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of [...list].sort(compareDiagnostics)) {
    log(formatDiagnostic(d));
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** Print every diagnostic, then throw one BuildError ('Build failed: 3 errors') if any is an error. */
export function throwIfErrors(list: Diagnostic[], log?: Log): { errors: number; warnings: number } {
  const counts = reportDiagnostics(list, log);
  if (counts.errors > 0) throw new BuildError(counts.errors);
  return counts;
}
