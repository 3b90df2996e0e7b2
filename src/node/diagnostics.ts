/** Print diagnostics as `file:line:col severity code message` and count them. */
import { escapeTerminal } from '../shared/escape';
import type { Diagnostic } from '../shared/types';

export type Log = (line: string) => void;

/**
 * One line: 'content/en/guide/a.md:12:3 error dead-link ./missing.md ...'. Line breaks inside the
 * message are folded so each diagnostic stays on one line; any other control character, in the
 * message or in the file's name, is shown escaped (a name can hold ESC or a line break).
 */
export function formatDiagnostic(d: Diagnostic): string {
  let where = d.file === undefined ? '' : escapeTerminal(d.file);
  if (where && d.line !== undefined) where += `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
  const message = escapeTerminal(d.message.replace(/\s*\r?\n\s*/g, ' ').trim());
  return `${where ? `${where} ` : ''}${d.severity} ${escapeTerminal(d.code)} ${message}`;
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
