/**
 * node scripts/run-bundled.mjs <script.ts> [args…]: runs one of our TypeScript scripts as a bundle
 * of ES modules, with every package left as a plain import.
 *
 * Why not tsx: on Node 20 a TS loader hooks every import of the process, packages included, through a
 * loader thread, so Vite, every Shiki grammar and the server bundle load several times slower.
 * Bundling our own code with rolldown (Vite's bundler, already installed) is quick, and everything
 * else loads natively.
 *
 * A module the script imports dynamically is a chunk of its own, loaded (with the packages it
 * imports) only when the script asks for it: a command line loads the command it runs.
 *
 * The bundle is kept in a folder of .vite/scripts and used again while the text of every module in
 * it is the same, so a start after the first neither loads the bundler nor bundles. Whether the text
 * is the same is told by the files' stat stamps while they are unchanged (src/node/files-digest.mjs).
 *
 * Each chunk has a source map, a file next to it. Node uses them only when source maps are on
 * (NODE_OPTIONS=--enable-source-maps): it then reads and parses each loaded chunk's map as the
 * chunk loads, which every start would pay for, where only a crash's stack trace needs them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesDigest } from '../src/node/files-digest.mjs';

/** Bumped when the options below change what a bundle holds. */
const BUNDLE_FORMAT = 8;
/** A bundle unused for this long is removed when another is made. */
const STALE_MS = 60 * 60 * 1000;

/** Bundle `entry` (a path), or take its kept bundle, and run it with `args` as its command-line arguments. */
export async function runBundled(entry, args) {
  const file = await bundleOf(resolve(entry));
  process.argv = [process.argv[0], resolve(entry), ...args];
  await import(pathToFileURL(file).href);
}

/**
 * Packages joined into the bundle: the Markdown pipeline's (unified and the syntax-tree packages
 * around it) and a few small ones, plain JavaScript in hundreds of small files, which load much
 * faster as part of one file. Whatever they import comes with them.
 */
const JOINED_PACKAGE =
  /^(?:(?:unified|remark|rehype|micromark|mdast|hast|unist|vfile)(?:-[^/]*)?|yaml|valibot|minisearch|github-slugger|property-information|parse5)(?:\/|$)/;

/** The generator's folder: inside a project's node_modules once it is installed. */
const GENERATOR_ROOT = resolve(import.meta.dirname, '..');

/** A file of a package, not of the generator (whose own files lie in a node_modules folder once it is installed). */
function isPackageFile(file) {
  const inside = file.startsWith(GENERATOR_ROOT + sep) ? file.slice(GENERATOR_ROOT.length) : file;
  return inside.split(sep).includes('node_modules');
}

/**
 * Our sources are bundled, and the joined packages; other packages (bare specifiers) stay imports,
 * resolved from node_modules as they run.
 */
function isExternal(id, importer) {
  const bare = !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);
  if (!bare || id.startsWith('node:')) return bare;
  return !JOINED_PACKAGE.test(id) && !(importer && isPackageFile(importer));
}

/**
 * The digest of the modules' text (and of the bundler that joins them): the same digest, the same
 * bundle; none when a module is gone. `memoFile` keeps it with the files' stamps.
 */
function keyOf(modules, memoFile) {
  const bundler = createRequire(import.meta.url).resolve('rolldown/package.json');
  const digest = filesDigest([bundler, ...modules], { memo: memoFile });
  return digest === undefined ? undefined : createHash('sha256').update(`${BUNDLE_FORMAT}\n${digest}`).digest('hex');
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
  const outDir = join(GENERATOR_ROOT, '.vite/scripts');
  const name = basename(entry).replace(/\.[cm]?tsx?$/, '');
  // one record per entry path: two scripts of the same name in different folders keep apart
  const recordFile = join(outDir, `${name}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}.json`);
  const memoFile = recordFile.replace(/\.json$/, '.digest.json');
  const record = readRecord(recordFile);
  if (record && keyOf(record.modules, memoFile) === record.key) {
    const kept = join(outDir, record.file);
    if (statSync(kept, { throwIfNoEntry: false })?.isFile()) return kept;
  }

  mkdirSync(outDir, { recursive: true });
  const modules = [];
  const temp = join(outDir, `${name}.${process.pid}.tmp`);
  const { build } = await import('rolldown');
  try {
    await build({
      input: entry,
      platform: 'node',
      external: isExternal,
      plugins: [moduleLocation(), moduleList(modules)],
      // source maps are files of their own: an inline one would be part of each chunk's text, read and
      // parsed as the chunk loads
      output: { dir: temp, format: 'esm', sourcemap: true, entryFileNames: '[name].mjs', chunkFileNames: 'chunk-[hash].mjs' },
      logLevel: 'warn',
    });
    // the bundler meets modules in no fixed order
    modules.sort();
    const key = keyOf(modules, memoFile);
    if (key === undefined) throw new Error(`a module of ${entry} went missing while it was bundled`);
    const folder = `${name}.${key.slice(0, 16)}`;
    try {
      renameSync(temp, join(outDir, folder));
    } catch {
      // the same bundle, made by another process meanwhile
    }
    const file = `${folder}/${name}.mjs`;
    writeAtomically(recordFile, JSON.stringify({ key, file, modules }));
    removeStaleBundles(outDir, name, folder);
    return join(outDir, file);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Bundle folders of the script made long ago, and the single files earlier formats made. */
function removeStaleBundles(outDir, name, current) {
  const now = Date.now();
  for (const entry of readdirSync(outDir)) {
    if (entry === current || !entry.startsWith(`${name}.`) || !/^[0-9a-f]{16}(?:\.mjs(?:\.map)?)?$/.test(entry.slice(name.length + 1)))
      continue;
    const path = join(outDir, entry);
    if (now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now) > STALE_MS) rmSync(path, { recursive: true, force: true });
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

/**
 * The files of our own modules in the bundle and the compiler options, for the key of the kept
 * bundle. The joined packages' files stand in it as the lock file, which names their versions: the
 * generator's own, or, once it is installed, the project's around it (else its package.json).
 */
function moduleList(into) {
  return {
    name: 'module-list',
    buildEnd() {
      const own = [...this.getModuleIds()].filter((id) => isAbsolute(id) && !isPackageFile(id));
      into.push(...own, join(GENERATOR_ROOT, 'tsconfig.json'), lockFile(GENERATOR_ROOT));
    },
  };
}

function lockFile(root) {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'package-lock.json');
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    if (dirname(dir) === dir) return join(root, 'package.json');
  }
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
