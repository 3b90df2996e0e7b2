/**
 * node scripts/run-bundled.mjs <script.ts> [args…]: runs one of our TypeScript scripts as a single
 * bundled ES module, with every package left as a plain import.
 *
 * Why not tsx: on Node 20 a TS loader hooks every import of the process, packages included, through a
 * loader thread, so Vite, every Shiki grammar and the server bundle load several times slower.
 * Bundling our own code with rolldown (Vite's bundler, already installed) is quick, and everything
 * else loads natively.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, RolldownMagicString } from 'rolldown';

/** Bundle `entry` (a path) and run it with `args` as its command-line arguments. */
export async function runBundled(entry, args) {
  const root = resolve(import.meta.dirname, '..');
  const outDir = join(root, '.vite/scripts');
  // one file per entry and process: two builds running side by side must not overwrite each other
  const outFile = join(outDir, `${basename(entry).replace(/\.[cm]?tsx?$/, '')}.${process.pid}.mjs`);
  mkdirSync(outDir, { recursive: true });

  await build({
    input: resolve(entry),
    platform: 'node',
    // our sources are bundled; packages (bare specifiers) stay imports, resolved from node_modules
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
    plugins: [moduleLocation()],
    // one file: a script's dynamic imports of our own modules are inlined
    output: { file: outFile, format: 'esm', sourcemap: 'inline', codeSplitting: false },
    logLevel: 'warn',
  });

  // the script may end with process.exit(), so the bundle is removed on exit, not after the import
  process.on('exit', () => rmSync(outFile, { force: true }));
  // stack traces of a crash name src/…/*.ts lines, not the temporary bundle
  process.setSourceMapsEnabled(true);
  process.argv = [process.argv[0], resolve(entry), ...args];
  await import(pathToFileURL(outFile).href);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: node scripts/run-bundled.mjs <script.ts> [args…]');
    process.exit(1);
  }
  await runBundled(entry, args);
}

/** import.meta.dirname / filename keep meaning the source file's location, not the bundle's. */
function moduleLocation() {
  return {
    name: 'module-location',
    transform(code, id) {
      if (!code.includes('import.meta.dirname') && !code.includes('import.meta.filename')) return null;
      const edited = new RolldownMagicString(code)
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
        .replaceAll('import.meta.filename', JSON.stringify(id));
      return { code: edited };
    },
  };
}
