/**
 * npm run build [-- --content <dir> --out <dir> --base <path> --manifest <file>]: client build,
 * server build and prerender into dist/. --base overrides the site config's `base` (e.g. '/docs/');
 * --manifest writes the client bundle's manifest to <file> (outside the out dir) for tools and tests.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildFailure, buildSite } from '../prerender';

const { values } = parseArgs({ options: { content: { type: 'string' }, out: { type: 'string' }, base: { type: 'string' }, manifest: { type: 'string' } } });
const root = resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const result = await buildSite({
    root,
    contentDir: values.content ? resolve(values.content) : undefined,
    outDir: values.out ? resolve(values.out) : undefined,
    base: values.base,
    manifestFile: values.manifest ? resolve(values.manifest) : undefined,
  });
  console.log(`Built ${result.pages} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (${result.phases.join(', ')})`);
} catch (error) {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exit(1);
}
