/**
 * Vitest global setup: the tests run against the package as the sources are now. The command line,
 * the highlight worker and the dev server's theme run from lib/ (scripts/build-package.mjs), so it
 * is built again before the tests whenever a source changed since it was built; unchanged, only the
 * sources are read.
 */
// @ts-expect-error: a plain JavaScript module of the repository's scripts, without declarations
import { buildPackageIfStale } from '../../scripts/build-package.mjs';

export default async function setup(): Promise<void> {
  await (buildPackageIfStale as () => Promise<void>)();
}
