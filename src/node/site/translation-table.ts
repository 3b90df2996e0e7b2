/**
 * `npm run translations` as the terminal shows it: a table of the rows and their totals, or the
 * report as JSON. Page paths and commit subjects come from file names and commit messages, so
 * control characters in them are shown escaped: they can neither drive the terminal nor break a row.
 */
import { escapeTerminal, jsonForTerminal } from '../../shared/escape';
import type { TranslationRow, TranslationState, TranslationStatus } from './translation-status';

export type TranslationTotals = Record<TranslationState, number>;

const day = (iso?: string) => (iso ? iso.slice(0, 10) : '—');

export function countStates(rows: readonly TranslationRow[]): TranslationTotals {
  const totals: TranslationTotals = { 'up-to-date': 0, outdated: 0, missing: 0, unknown: 0 };
  for (const row of rows) totals[row.state]++;
  return totals;
}

/** One row per translation: page, state, the two dates and the commit that made it outdated. */
export function formatTranslationTable(rows: readonly TranslationRow[]): string {
  const lines = rows.map((row) => [
    escapeTerminal(row.translation),
    row.state,
    day(row.sourceUpdated),
    day(row.translationUpdated),
    row.outdatedBy ? escapeTerminal(`${row.outdatedBy.hash.slice(0, 8)} ${row.outdatedBy.subject}`) : '',
  ]);
  const header = ['page', 'state', 'source', 'translation', 'outdated by'];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  return [header, ...lines]
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The whole report as text: the table, the totals and why outdated ones cannot be told, if so. */
export function formatTranslationReport(status: TranslationStatus): string {
  const totals = countStates(status.rows);
  const lines = status.rows.length > 0 ? [formatTranslationTable(status.rows)] : [];
  lines.push(
    `\n${status.rows.length} translations: ${totals['up-to-date']} up to date, ${totals.outdated} outdated, ${totals.missing} missing${totals.unknown ? `, ${totals.unknown} unknown` : ''}`,
  );
  if (status.limitation) lines.push(`note: outdated translations cannot be told: ${escapeTerminal(status.limitation.message)}`);
  return lines.join('\n');
}

/** The report with its totals as JSON that is safe to print: valid JSON, no raw control character. */
export function formatTranslationJson(status: TranslationStatus): string {
  return jsonForTerminal({ ...status, totals: countStates(status.rows) }, 2);
}
