/**
 * npm run translations [-- --content <dir>] [--json]: one row per page and language with its
 * translation state (up to date, outdated, missing), the dates, and the source commit that made a
 * translation outdated; then the totals. Always exits 0: it reports, it never fails a build.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildFailure } from '../src/node/build/failure';
import { loadSite } from '../src/node/build/load-site';
import { TRANSLATION_SKIP_MARKER, translationStatus, type TranslationRow } from '../src/node/site/translation-status';

const USAGE = 'usage: npm run translations [-- --content <dir>] [--json]';

function parse() {
  try {
    return parseArgs({ options: { content: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(0);
  }
}

const day = (iso?: string) => (iso ? iso.slice(0, 10) : '—');

function table(rows: TranslationRow[]): string {
  const lines = rows.map((row) => [
    row.translation,
    row.state,
    day(row.sourceUpdated),
    day(row.translationUpdated),
    row.outdatedBy ? `${row.outdatedBy.hash.slice(0, 8)} ${row.outdatedBy.subject}` : '',
  ]);
  const header = ['page', 'state', 'source', 'translation', 'outdated by'];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  return [header, ...lines].map((cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

const values = parse();
if (values.help) {
  console.log(`${USAGE}\nA source commit whose message holds ${TRANSLATION_SKIP_MARKER} does not make its translations outdated.`);
  process.exit(0);
}
const root = resolve(import.meta.dirname, '..');
try {
  const state = await loadSite({ root, contentDir: values.content ? resolve(values.content) : resolve(root, 'content'), log: console.error });
  const status = await translationStatus({ routes: state.routes, locales: state.site.locales, lang: state.site.lang, root: state.contentDir });
  const totals = { 'up-to-date': 0, outdated: 0, missing: 0, unknown: 0 };
  for (const row of status.rows) totals[row.state]++;
  if (values.json) {
    console.log(JSON.stringify({ ...status, totals }, null, 2));
  } else {
    if (status.rows.length > 0) console.log(table(status.rows));
    console.log(`\n${status.rows.length} translations: ${totals['up-to-date']} up to date, ${totals.outdated} outdated, ${totals.missing} missing${totals.unknown ? `, ${totals.unknown} unknown` : ''}`);
    if (status.limitation) console.log(`note: outdated translations cannot be told: ${status.limitation.message}`);
  }
} catch (error) {
  // the config problems were printed line by line; the report still exits 0
  console.error(error instanceof BuildFailure ? error.message : error);
}
