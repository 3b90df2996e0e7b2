#!/usr/bin/env node
// The generator's command line: cli.ts, bundled on the fly (see scripts/run-bundled.mjs). cli.ts
// reports its own failures; one before it runs (its bundle cannot be made or kept) is one line too.
import { resolve } from 'node:path';
import { runBundled } from '../scripts/run-bundled.mjs';

/** The lines of a message that say what went wrong: not the bundler's headings nor its backtrace. */
function summaryOf(error) {
  const text = String(error?.message ?? error).split('Stack backtrace:')[0];
  const lines = text.split('\n').map((line) => line.trim());
  const telling = lines.filter((line) => line !== '' && !/^(?:Build failed with|Caused by:)|UNHANDLEABLE_ERROR/.test(line));
  return (
    telling.join('; ').replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`) ||
    'unknown error'
  );
}

try {
  await runBundled(resolve(import.meta.dirname, '../cli.ts'), process.argv.slice(2));
} catch (error) {
  const debug = process.env.QUIRE_DEBUG === '1';
  console.error(`quire: cannot start: ${summaryOf(error)}${debug ? '' : ' (QUIRE_DEBUG=1 prints its stack)'}`);
  if (debug) console.error(error);
  process.exit(1);
}
