// The built package joins the Markdown pipeline's packages (unified, the syntax-tree packages around
// it and a few small ones) into its own files (scripts/build-package.mjs): Node then loads each as
// part of one file, not as hundreds of small ones resolved from node_modules, when a command starts
// and when a dev server renders its first page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the repository's scripts, without declarations
import { JOINED_PACKAGE } from '../../scripts/build-package.mjs';

const LIB = resolve(import.meta.dirname, '../../lib');
/**
 * A package a built file imports, statically or as it runs, as the bundler writes it (double
 * quotes): the packages' own type comments name theirs in single quotes.
 */
const PACKAGE_IMPORT = /(?:^import (?:[^"\n]* from )?|\bimport\()"([^"./][^"]*)"/gm;

const packagesImportedBy = (file: string) =>
  [...readFileSync(join(LIB, file), 'utf8').matchAll(PACKAGE_IMPORT)].map(([, id]) => id).filter((id) => !id.startsWith('node:'));

const joined = (ids: string[]) => ids.filter((id) => (JOINED_PACKAGE as RegExp).test(id));

describe('the packages the built package joins', () => {
  it('are imported by none of the Node side’s files', () => {
    const files = [
      'cli.js',
      'highlight-worker.js',
      'index-worker.js',
      ...readdirSync(join(LIB, 'chunks'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `chunks/${name}`),
    ];
    const imported = files.flatMap(packagesImportedBy);
    expect(imported).toContain('vite');
    expect(joined(imported)).toEqual([]);
  });

  it('are imported by neither server half of the theme: the dev server’s first render does not wait for Node to find them', () => {
    for (const half of ['theme/server/server-entry.js', 'theme/server-production/server-entry.js']) {
      const imported = packagesImportedBy(half);
      // React stays one package, shared with the site's own components: imported, never joined
      expect(imported).toEqual(expect.arrayContaining(['react', 'react-dom/server']));
      expect(joined(imported)).toEqual([]);
      // the bundler marks where each joined module begins with its path
      const code = readFileSync(join(LIB, half), 'utf8');
      expect(code).toMatch(/^\/\/ node_modules\/unified\//m);
      expect(code).not.toMatch(/^\/\/ node_modules\/(?:react|react-dom|react-router|scheduler)\//m);
    }
  });

  it('leave the search dialog to the browser: neither server half holds it, nor imports a search provider’s package', () => {
    for (const half of ['theme/server/server-entry.js', 'theme/server-production/server-entry.js']) {
      const code = readFileSync(join(LIB, half), 'utf8');
      // the navbar's search button renders on the server; the dialog it opens does not
      expect(code).toMatch(/^\/\/ src\/client\/search\/SearchButton\.tsx$/m);
      expect(code).not.toMatch(/^\/\/ src\/client\/search\/(?:SearchDialog\.tsx|providers\/)/m);
      expect(packagesImportedBy(half).filter((id) => id.startsWith('algoliasearch'))).toEqual([]);
    }
  });
});
