/**
 * Dev: the theme (client-entry.tsx, server-entry.tsx and the src/ modules they import) bundled
 * once, like a dependency Vite pre-bundles, instead of served module by module. The browser's half
 * is one file where a first page loaded over a hundred modules: packages, `virtual:` modules and CSS
 * stay imports, so Vite still serves them (packages as its pre-bundled copies, one React for the
 * theme, the pages and the site's components; CSS with its hot updates; the site's data from the
 * plugin). The server's half is one file Node imports as it is (dev-render.ts).
 *
 * A bundle is reused while the text of every module in it is the same; editing a theme module
 * makes a new one and reloads the page (theme modules are not hot-updated in place; the pages and
 * the site's components are).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin as RolldownPlugin } from 'rolldown';

/** Bumped when the options below change what a bundle holds. */
const BUNDLE_FORMAT = 6;
const ENTRIES = { client: 'client-entry.tsx', server: 'server-entry.tsx' } as const;
type Target = keyof typeof ENTRIES;

export interface ThemeBundle {
  /** the folder of this bundle's files */
  dir: string;
  /** absolute paths of the bundled entries */
  entries: Record<Target, string>;
  /** absolute paths of the generator's modules in the bundle: an edit of one makes it stale */
  sources: string[];
}

interface BundleRecord {
  key: string;
  sources: string[];
}

const RECORD = 'bundle.json';

/**
 * Inside the generator's folder, next to its other build files: the server half is imported by
 * Node as it is, so its packages must resolve from where it lies.
 */
const bundleHome = (root: string) => join(root, '.vite', 'dev-theme');

/** A file of a theme bundle: already plain JavaScript, with no component of its own to hot-update. */
export const THEME_BUNDLE_FILE = /\/\.vite\/dev-theme\//;

/** A digest of the modules' text: the same text, the same bundle. */
function keyOf(sources: string[]): string | undefined {
  const hash = createHash('sha256').update(`${BUNDLE_FORMAT}\n`);
  try {
    for (const file of sources) hash.update(`${file}\n`).update(readFileSync(file)).update('\n');
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/** Ours to bundle: a relative or absolute path (not a package, not a virtual module). */
const isOwnModule = (id: string) => id.startsWith('.') || isAbsolute(id);

/**
 * Browser: CSS stays a module Vite serves (hot-updated, injected in order), addressed from the
 * generator's root, which is Vite's root in dev.
 */
function cssAsRootImport(root: string): RolldownPlugin {
  return {
    name: 'quire:theme-css',
    resolveId(id, importer) {
      if (!id.endsWith('.css') || !isOwnModule(id)) return undefined;
      const file = importer && !isAbsolute(id) ? resolve(importer, '..', id) : id;
      return { id: `/${relative(root, file).split(sep).join('/')}`, external: true };
    },
  };
}

/** The global through which the dev server hands the server render its site, routes and components. */
export const DEV_RENDER_GLOBAL = '__quireDevRender';

/**
 * Server: the bundle runs in Node as it is, so what Vite's plugin would serve as modules comes from
 * the dev server through DEV_RENDER_GLOBAL, and CSS is left out.
 */
function serverShims(): RolldownPlugin {
  const from = (name: string) => `globalThis.${DEV_RENDER_GLOBAL}.${name}`;
  const shims: Record<string, string> = {
    'virtual:site': `export const siteData = ${from('siteData')};\n`,
    'virtual:site-routes': `export const routes = ${from('routes')};\n`,
    'virtual:site-islands-eager': `export const eagerIslands = ${from('eagerIslands')};\n`,
    'virtual:site-islands': 'export const islandLoaders = {};\n',
  };
  return {
    name: 'quire:theme-server-shims',
    resolveId(id) {
      if (id in shims) return `\0${id}`;
      if (id.endsWith('.css') && isOwnModule(id)) return '\0css';
      return undefined;
    },
    load(id) {
      if (id === '\0css') return '';
      return id.startsWith('\0') ? shims[id.slice(1)] : undefined;
    },
  };
}

/** Every module of the graph, those the bundler folded away included (an edit of one still counts). */
function moduleList(into: string[]): RolldownPlugin {
  return {
    name: 'quire:theme-modules',
    buildEnd() {
      // CSS is Vite's to serve (browser) or left out (server): not part of the bundle
      into.push(...[...this.getModuleIds()].filter((id) => isAbsolute(id) && !id.endsWith('.css')));
    },
  };
}

async function bundleTarget(root: string, target: Target, outDir: string): Promise<string[]> {
  const server = target === 'server';
  const modules: string[] = [];
  await build({
    input: resolve(root, ENTRIES[target]),
    platform: server ? 'node' : 'browser',
    // the server's virtual modules are its shims; the browser's stay for Vite's plugin to serve
    external: (id) => !isOwnModule(id) && !id.startsWith('\0') && (server ? !id.startsWith('virtual:') : !id.endsWith('.css')),
    makeAbsoluteExternalsRelative: false,
    plugins: [server ? serverShims() : cssAsRootImport(root), moduleList(modules)],
    transform: { define: { 'import.meta.env.SSR': String(server) }, jsx: { runtime: 'automatic', development: true } },
    // the server's is one file, so each dev render instance is one module; the browser's keeps its
    // lazy parts (search, the Markdown renderer) apart, as a page hydrates its HTML without them
    output: { dir: join(outDir, target), format: 'esm', sourcemap: false, codeSplitting: !server },
    write: true,
    logLevel: 'warn',
  });
  return modules;
}

function readRecord(dir: string): BundleRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as BundleRecord;
  } catch {
    return undefined;
  }
}

const bundleOf = (dir: string, sources: string[]): ThemeBundle => ({
  dir,
  entries: { client: join(dir, 'client', 'client-entry.js'), server: join(dir, 'server', 'server-entry.js') },
  sources,
});

/**
 * The theme bundle: the last one made when its modules are unchanged, else a new one.
 * Each bundle is a folder named by its key, written under a temporary name and then renamed, so a
 * dev server starting alongside (tests start several) never reads a half-written one.
 */
export async function themeBundle(root: string): Promise<ThemeBundle> {
  const home = bundleHome(root);
  const latest = readRecord(home);
  if (latest && keyOf(latest.sources) === latest.key) {
    const dir = join(home, latest.key);
    if (readRecord(dir)?.key === latest.key) return bundleOf(dir, latest.sources);
  }
  return rebuildThemeBundle(root);
}

/** Bundle the theme afresh (its modules changed, or there is no bundle yet). */
export async function rebuildThemeBundle(root: string): Promise<ThemeBundle> {
  const home = bundleHome(root);
  const temp = join(home, `tmp-${process.pid}-${Date.now()}`);
  mkdirSync(temp, { recursive: true });
  try {
    const modules = await Promise.all([bundleTarget(root, 'client', temp), bundleTarget(root, 'server', temp)]);
    const sources = [...new Set(modules.flat())].sort();
    const key = keyOf(sources)!;
    const record = JSON.stringify({ key, sources } satisfies BundleRecord);
    writeFileSync(join(temp, RECORD), record);
    const dir = join(home, key);
    try {
      renameSync(temp, dir);
    } catch {
      // the same bundle, made by another server meanwhile
      rmSync(temp, { recursive: true, force: true });
    }
    writeFileSync(join(home, `${RECORD}.${process.pid}`), record);
    renameSync(join(home, `${RECORD}.${process.pid}`), join(home, RECORD));
    pruneOldBundles(home, key);
    return bundleOf(dir, sources);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Bundles kept besides the current one: a server still running may be serving one of them. */
const KEEP_OLD = 2;

function pruneOldBundles(home: string, current: string): void {
  const old = readdirSync(home, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.startsWith('tmp-'))
    .map((entry) => ({ path: join(home, entry.name), time: statSync(join(home, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of old.slice(KEEP_OLD)) rmSync(path, { recursive: true, force: true });
}
