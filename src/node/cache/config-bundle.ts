/**
 * The site config's bundle, kept in the cache's folder between runs. Bundling site.config.ts and
 * the modules it imports costs more than the rest of reading the site, so with a cache the config is
 * bundled here once (site/site-config-file.ts), kept, and imported from where it is kept; a later
 * start imports the kept bundle while the text of every module in it, and the lock file that names
 * the packages it imports, is the same (their digest is kept with their stat stamps,
 * files-digest.ts, so an unchanged config is not read).
 *
 * As in the bundle of Vite's config loader, packages stay imports, of the files they resolved to
 * from the config, and `import.meta.url`, `dirname` and `filename` keep meaning each module's own
 * source file. Whatever goes wrong here (a config that does not bundle, a changed module, a kept
 * bundle that throws) sends the load through Vite's loader, which words every failure.
 *
 * A kept bundle is code that runs: it is kept and imported only in a folder of this user's alone
 * (private-dir.ts; a folder that isn't is passed over in silence here, the build or the dev server
 * tells of it as it opens its cache), and imported only when its bytes are those it was kept with.
 * Each config file has one record (entry-packs.ts) naming its bundle's key, modules and checksum; the
 * bundles of earlier texts stay until the cache's pruning removes them (prune.ts).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin as RolldownPlugin } from 'rolldown';
import { KEY_DIGESTS } from './cache-dir';
import { entryPacks } from './entry-packs';
import { entryKey, sha256 } from './entry-key';
import { filesDigest } from './files-digest';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, privateDirProblem } from './private-dir';
import { markUsed } from './used-mark';

/** What a config that exports a function is called with, as Vite's loader calls it. */
export const CONFIG_ENV = { command: 'build', mode: 'production' } as const;

/** Bumped when the bundle's options change what it holds. */
const BUNDLE_FORMAT = 'site config 2';
/** The cache's kind of entry for config bundles: the records, and the bundles in a folder of their own. */
export const CONFIG_BUNDLES = 'site-config';
const BUNDLES_DIR = 'bundles';
/** The lock files of the package managers, nearest first: a change of one may change what a package import loads. */
const LOCK_FILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];

interface BundleRecord {
  /** the key of the bundle: its format and the digest of its modules */
  key: string;
  /** every module in the bundle, and the lock file */
  sources: string[];
  /** sha256 of the bundle's bytes */
  hash: string;
}

/** Where the config at `file` is kept in the cache folder `dir`. */
function placesOf(dir: string, file: string) {
  return {
    records: entryPacks(dir, CONFIG_BUNDLES),
    record: entryKey(BUNDLE_FORMAT, file),
    memo: join(dir, KEY_DIGESTS, `${CONFIG_BUNDLES}-${entryKey(file).slice(0, 16)}.json`),
    bundle: (key: string) => join(dir, CONFIG_BUNDLES, BUNDLES_DIR, `${key}.mjs`),
  };
}

/** The bundle's key for its modules' current text; none when a module is gone. */
function keyOf(sources: string[], memo: string): string | undefined {
  const digest = filesDigest(sources, { memo });
  return digest === undefined ? undefined : entryKey(BUNDLE_FORMAT, digest);
}

/** The file of the bundle kept for `file`, when its modules are unchanged and its bytes whole; else undefined. */
async function findKeptBundle(dir: string, file: string): Promise<string | undefined> {
  if (privateDirProblem(dir) !== undefined) return undefined;
  const places = placesOf(dir, file);
  const record = await places.records.read<BundleRecord>(places.record);
  if (!record || keyOf(record.sources, places.memo) !== record.key) return undefined;
  const bundle = places.bundle(record.key);
  try {
    if (sha256(readFileSync(bundle)) !== record.hash) return undefined;
  } catch {
    return undefined;
  }
  markUsed(bundle);
  return bundle;
}

/** The default export of the kept bundle of `file` in the cache folder `dir`, when one is kept for its text and loads; else undefined. */
export async function importKeptConfig(dir: string, file: string): Promise<{ config: unknown } | undefined> {
  const bundle = await findKeptBundle(dir, file);
  return bundle ? importConfigBundle(bundle) : undefined;
}

/** The config `file` bundled and kept in the cache folder `dir`, then imported from there; undefined when it does not bundle, is not kept or does not load. */
export async function bundleAndImportConfig(dir: string, file: string): Promise<{ config: unknown } | undefined> {
  const bundle = await keepConfigBundle(dir, file).catch(() => undefined);
  return bundle ? importConfigBundle(bundle) : undefined;
}

/** The default export of a config bundle, when it loads and is an object; else undefined. */
async function importConfigBundle(bundle: string): Promise<{ config: unknown } | undefined> {
  try {
    const exported = ((await import(pathToFileURL(bundle).href)) as { default?: unknown }).default;
    const config: unknown = await (typeof exported === 'function' ? exported(CONFIG_ENV) : exported);
    // anything but an object is Vite's loader's to report
    return typeof config === 'object' && config !== null && !Array.isArray(config) ? { config } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bundle the config at `file` and keep it in the cache folder `dir` for the next run; resolves with
 * the kept bundle's file (undefined when nothing could be kept), rejects when it does not bundle.
 */
export async function keepConfigBundle(dir: string, file: string): Promise<string | undefined> {
  if (privateDirProblem(dir) !== undefined) return undefined;
  const places = placesOf(dir, file);
  const bundles = dirname(places.bundle(''));
  mkdirSync(bundles, { recursive: true, mode: PRIVATE_DIR_MODE });
  // made beside its place, then renamed: a process starting alongside never imports half a bundle
  const temp = mkdtempSync(join(bundles, `tmp-${process.pid}-`));
  try {
    const { build } = await import('rolldown');
    const modules: string[] = [];
    const output = join(temp, 'site.config.mjs');
    await build({
      input: file,
      platform: 'node',
      plugins: [packagesAsFiles(), ownLocation(), moduleList(modules)],
      output: { file: output, format: 'esm', codeSplitting: false },
      logLevel: 'silent',
    });
    const lock = lockFileOf(dirname(file));
    const sources = [...new Set(lock ? [...modules, lock] : modules)].sort();
    const key = keyOf(sources, places.memo);
    if (key === undefined) return undefined;
    const hash = sha256(readFileSync(output));
    const bundle = places.bundle(key);
    chmodSync(output, PRIVATE_FILE_MODE);
    renameSync(output, bundle);
    await places.records.write(places.record, { key, sources, hash } satisfies BundleRecord);
    return bundle;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** A package import stays an import, of the file it resolves to from the importing module. */
function packagesAsFiles(): RolldownPlugin {
  return {
    name: 'quire:config-packages',
    async resolveId(id, importer, options) {
      if (!importer || id.startsWith('.') || id.startsWith('\0') || isAbsolute(id)) return null;
      if (isBuiltin(id)) return { id, external: true };
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { id: pathToFileURL(resolved.id).href, external: true };
    },
  };
}

/** `import.meta.url`, `dirname` and `filename` of each module as they are in its source file. */
function ownLocation(): RolldownPlugin {
  return {
    name: 'quire:config-location',
    async transform(code, id) {
      if (!isAbsolute(id) || !code.includes('import.meta.')) return null;
      const { RolldownMagicString } = await import('rolldown');
      const edited = new RolldownMagicString(code)
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
        .replaceAll('import.meta.filename', JSON.stringify(id));
      return { code: edited };
    },
  };
}

/**
 * A rolldown plugin that lists every module file of the graph into `into`, those the bundler folded
 * away included (an edit of one still counts). CSS is not listed: it is no part of the bundle.
 */
function moduleList(into: string[]): RolldownPlugin {
  return {
    name: 'quire:config-modules',
    buildEnd() {
      into.push(...[...this.getModuleIds()].filter((id) => isAbsolute(id) && !id.endsWith('.css')));
    },
  };
}

/** The nearest lock file above `dir`, else the nearest package.json, else none. */
function lockFileOf(dir: string): string | undefined {
  let manifest: string | undefined;
  for (let at = dir; ; at = dirname(at)) {
    const lock = LOCK_FILES.map((name) => join(at, name)).find((path) => existsSync(path));
    if (lock) return lock;
    if (!manifest && existsSync(join(at, 'package.json'))) manifest = join(at, 'package.json');
    if (dirname(at) === at) return manifest;
  }
}
