/**
 * node scripts/run-bundled.mjs <script.ts> [args…]: runs one of our TypeScript scripts as a single
 * bundled ES module, with every package left as a plain import.
 *
 * Why not tsx: on Node 20 a TS loader hooks every import of the process, packages included, through a
 * loader thread, so Vite, every Shiki grammar and the server bundle load several times slower.
 * Bundling our own code with rolldown (Vite's bundler, already installed) is quick, and everything
 * else loads natively.
 *
 * The bundle is kept in .vite/scripts and used again while the text of every module in it is the
 * same, so a start after the first neither loads the bundler nor bundles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bumped when the options below change what a bundle holds. */
const BUNDLE_FORMAT = 1;
/** A bundle unused for this long is removed when another is made. */
const STALE_MS = 60 * 60 * 1000;

/** Bundle `entry` (a path), or take its kept bundle, and run it with `args` as its command-line arguments. */
export async function runBundled(entry, args) {
  const file = await bundleOf(resolve(entry));
  // stack traces of a crash name src/…/*.ts lines, not the bundle
  process.setSourceMapsEnabled(true);
  process.argv = [process.argv[0], resolve(entry), ...args];
  await import(pathToFileURL(file).href);
}

/** The digest of the modules' text (and of the bundler that joins them): the same digest, the same bundle. */
function keyOf(modules) {
  const hash = createHash('sha256').update(`${BUNDLE_FORMAT} ${createRequire(import.meta.url)('rolldown/package.json').version}\n`);
  try {
    for (const file of modules) hash.update(`${file}\n`).update(readFileSync(file)).update('\n');
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

function readRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Write through a temporary name, so a process starting alongside never reads half a file. */
function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

async function bundleOf(entry) {
  const outDir = join(resolve(import.meta.dirname, '..'), '.vite/scripts');
  const name = basename(entry).replace(/\.[cm]?tsx?$/, '');
  // one record per entry path: two scripts of the same name in different folders keep apart
  const recordFile = join(outDir, `${name}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}.json`);
  const record = readRecord(recordFile);
  if (record && keyOf(record.modules) === record.key) {
    const kept = join(outDir, record.file);
    if (statSync(kept, { throwIfNoEntry: false })?.isFile()) return kept;
  }

  mkdirSync(outDir, { recursive: true });
  const modules = [];
  const temp = join(outDir, `${name}.${process.pid}.tmp.mjs`);
  const { build } = await import('rolldown');
  try {
    await build({
      input: entry,
      platform: 'node',
      // our sources are bundled; packages (bare specifiers) stay imports, resolved from node_modules
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      plugins: [moduleLocation(), moduleList(modules)],
      // one file: a script's dynamic imports of our own modules are inlined
      output: { file: temp, format: 'esm', sourcemap: 'inline', codeSplitting: false },
      logLevel: 'warn',
    });
    // the bundler meets modules in no fixed order
    modules.sort();
    const key = keyOf(modules);
    const file = `${name}.${key.slice(0, 16)}.mjs`;
    renameSync(temp, join(outDir, file));
    writeAtomically(recordFile, JSON.stringify({ key, file, modules }));
    removeStaleBundles(outDir, name, file);
    return join(outDir, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

function removeStaleBundles(outDir, name, current) {
  const now = Date.now();
  for (const file of readdirSync(outDir)) {
    if (file === current || !file.startsWith(`${name}.`) || !file.endsWith('.mjs')) continue;
    const path = join(outDir, file);
    if (now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now) > STALE_MS) rmSync(path, { force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: node scripts/run-bundled.mjs <script.ts> [args…]');
    process.exit(1);
  }
  await runBundled(entry, args);
}

/** The files of our own modules in the bundle and the compiler options, for the key of the kept bundle. */
function moduleList(into) {
  return {
    name: 'module-list',
    buildEnd() {
      into.push(...[...this.getModuleIds()].filter((id) => isAbsolute(id)), resolve(import.meta.dirname, '../tsconfig.json'));
    },
  };
}

/** import.meta.dirname / filename keep meaning the source file's location, not the bundle's. */
function moduleLocation() {
  return {
    name: 'module-location',
    async transform(code, id) {
      if (!code.includes('import.meta.dirname') && !code.includes('import.meta.filename')) return null;
      const { RolldownMagicString } = await import('rolldown');
      const edited = new RolldownMagicString(code)
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
        .replaceAll('import.meta.filename', JSON.stringify(id));
      return { code: edited };
    },
  };
}
