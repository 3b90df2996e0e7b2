#!/usr/bin/env node
// The generator's command line: cli.ts, bundled on the fly (see scripts/run-bundled.mjs).
import { resolve } from 'node:path';
import { runBundled } from '../scripts/run-bundled.mjs';

await runBundled(resolve(import.meta.dirname, '../cli.ts'), process.argv.slice(2));
