#!/usr/bin/env node
// The generator's command line, as the package build made it (lib/cli.js, scripts/build-package.mjs):
// plain JavaScript, nothing of it is compiled or bundled as it starts. cli.ts reports its own
// failures; one before it runs (the package is not built, or its files do not load) is one line too.
import { existsSync } from 'node:fs';

const CLI = new URL('../lib/cli.js', import.meta.url);

/** The first line of a message, control characters escaped. */
function summaryOf(error) {
  const line = String(error?.message ?? error)
    .split('\n')[0]
    .trim();
  return line.replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`) || 'unknown error';
}

if (!existsSync(CLI)) {
  console.error('quire: the package is not built: run npm run build:package');
  process.exit(1);
}
try {
  await import(CLI.href);
} catch (error) {
  const debug = process.env.QUIRE_DEBUG === '1';
  console.error(`quire: cannot start: ${summaryOf(error)}${debug ? '' : ' (QUIRE_DEBUG=1 prints its stack)'}`);
  if (debug) console.error(error);
  process.exit(1);
}
