/**
 * npm run translations [-- --content <dir>] [--json]: one row per page and language with its
 * translation state (up to date, outdated, missing), the dates, and the source commit that made a
 * translation outdated; then the totals. Always exits 0: it reports, it never fails a build.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildFailure } from '../src/node/prerender/failure';
import { loadSite } from '../src/node/prerender/load-site';
import { TRANSLATION_SKIP_MARKER, translationStatus } from '../src/node/site/translation-status';
import { formatTranslationJson, formatTranslationReport } from '../src/node/site/translation-table';
import { escapeTerminal, escapeTerminalLines } from '../src/shared/escape';

const USAGE = 'usage: npm run translations [-- --content <dir>] [--json]';

function parse() {
  try {
    return parseArgs({ options: { content: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${escapeTerminal((error as Error).message)}\n${USAGE}`);
    process.exit(0);
  }
}

const values = parse();
if (values.help) {
  console.log(`${USAGE}\nA source commit whose message holds ${TRANSLATION_SKIP_MARKER} does not make its translations outdated.`);
  process.exit(0);
}
const root = resolve(import.meta.dirname, '..');
try {
  const state = await loadSite({
    root,
    contentDir: values.content ? resolve(values.content) : resolve(root, 'content'),
    log: console.error,
  });
  const status = await translationStatus({
    routes: state.routes,
    locales: state.site.locales,
    lang: state.site.lang,
    root: state.contentDir,
    defaultVersion: state.site.multiVersion.default,
  });
  console.log(values.json ? formatTranslationJson(status) : formatTranslationReport(status));
} catch (error) {
  // the config problems were printed line by line; the report still exits 0
  const text = error instanceof BuildFailure ? error.message : String((error as Error)?.stack ?? error);
  console.error(escapeTerminalLines(text));
}
