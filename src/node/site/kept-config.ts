/**
 * The site config's bundle, kept between runs. Vite's config loader (site-config-file.ts) bundles
 * site.config.ts and the modules it imports on every start, which costs more than the rest of
 * reading the site. Once a config has loaded that way, it is bundled once more here, the same way,
 * and kept under the generator's .vite folder; a later start imports the kept bundle while the text
 * of every module in it, and the lock file that names the packages it imports, is the same.
 *
 * As in Vite's bundle, packages stay imports, of the files they resolved to from the config, and
 * `import.meta.url`, `dirname` and `filename` keep meaning each module's own source file. Whatever
 * goes wrong here (no kept bundle, a changed module, a kept bundle that throws) sends the load
 * through Vite's loader, which words every failure.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin as RolldownPlugin } from 'rolldown';
import { findKeptBundle, makeKeptBundle, moduleList } from '../kept-bundle';

/** What a config that exports a function is called with, as Vite's loader calls it. */
export const CONFIG_ENV = { command: 'build', mode: 'production' } as const;

/** Bumped when the bundle's options change what it holds. */
const BUNDLE_FORMAT = 'site config 1';
const BUNDLE_FILE = 'site.config.mjs';
/** The lock files of the package managers, nearest first: a change of one may change what a package import loads. */
const LOCK_FILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];

/** A config's folder unused for this long is removed when another config's bundle is made. */
const STALE_MS = 7 * 24 * 60 * 60 * 1000;

const homesOf = (root: string) => join(root, '.vite/site-config');

/** Where the bundle of the config at `file` is kept: one folder per config file. */
function homeOf(root: string, file: string): string {
  return join(homesOf(root), createHash('sha256').update(file).digest('hex').slice(0, 16));
}

/** The folders of configs not loaded for STALE_MS (temporary sites, moved ones) removed. */
function removeStaleHomes(root: string): void {
  const now = Date.now();
  for (const entry of readdirSync(homesOf(root), { withFileTypes: true })) {
    const path = join(homesOf(root), entry.name);
    if (entry.isDirectory() && now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now) > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** The default export of the kept bundle of `file`, when one is kept for its current text and loads; else undefined. */
export async function importKeptConfig(root: string, file: string): Promise<{ config: unknown } | undefined> {
  const home = homeOf(root, file);
  const kept = findKeptBundle(home, BUNDLE_FORMAT);
  if (!kept) return undefined;
  try {
    // in use: not stale
    const now = new Date();
    utimesSync(home, now, now);
    const exported = ((await import(pathToFileURL(join(kept.dir, BUNDLE_FILE)).href)) as { default?: unknown }).default;
    const config: unknown = await (typeof exported === 'function' ? exported(CONFIG_ENV) : exported);
    // anything but an object is Vite's loader's to report
    return typeof config === 'object' && config !== null && !Array.isArray(config) ? { config } : undefined;
  } catch {
    return undefined;
  }
}

/** Bundle the config at `file` and keep it for the next run; rejects when it does not bundle. */
export async function keepConfigBundle(root: string, file: string): Promise<void> {
  await makeKeptBundle(homeOf(root, file), BUNDLE_FORMAT, async (outDir) => {
    const { build } = await import('rolldown');
    const modules: string[] = [];
    await build({
      input: file,
      platform: 'node',
      plugins: [packagesAsFiles(), ownLocation(), moduleList(modules)],
      output: { file: join(outDir, BUNDLE_FILE), format: 'esm', codeSplitting: false },
      logLevel: 'silent',
    });
    const lock = lockFileOf(dirname(file));
    return lock ? [...modules, lock] : modules;
  });
  removeStaleHomes(root);
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
