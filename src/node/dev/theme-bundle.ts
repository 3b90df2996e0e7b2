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
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin as RolldownPlugin } from 'rolldown';
import { keptBundle, makeKeptBundle, moduleList, type KeptBundle, type MakeBundle } from '../kept-bundle';

/** Bumped when the options below change what a bundle holds. */
const BUNDLE_FORMAT = 'theme 10';
const ENTRIES = { client: 'client-entry.tsx', server: 'server-entry.tsx' } as const;
type Target = keyof typeof ENTRIES;

export interface ThemeBundle {
  /** the folder of this bundle's files */
  dir: string;
  /** absolute paths of the bundled entries */
  entries: Record<Target, string>;
  /** absolute paths of the generator's modules in the bundle: an edit of one makes it stale */
  sources: string[];
  /**
   * a module of the server half's folder that imports the packages the server half imports, and
   * nothing else: importing it loads them as the server half will find them
   */
  serverPackages: string;
  /**
   * the stylesheets the browser's entry imports before it runs, in order, as root-relative URLs:
   * the CSS a page needs for its first paint
   */
  stylesheets: string[];
}

/**
 * Inside the generator's folder, next to its other build files: the server half is imported by
 * Node as it is, so its packages must resolve from where it lies.
 */
const BUNDLE_HOME = '.vite/dev-theme';
const bundleHome = (root: string) => join(root, BUNDLE_HOME);

/** A file of a theme bundle: already plain JavaScript, with no component of its own to hot-update. */
export const THEME_BUNDLE_FILE = new RegExp(`/${BUNDLE_HOME.replaceAll('.', '\\.')}/`);

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

/**
 * The global through which a dev server hands an instance of the server bundle its site, routes and
 * components: the bundle reads it as it runs (dev-render.ts sets it for one import at a time).
 */
export const DEV_RENDER_GLOBAL = '__quireDevRender';

/** The server bundle's own entry: the global is read first, then the server entry runs. */
const SERVER_INPUT = '\0quire-server-input';
const GLOBALS_ID = '\0quire-dev-globals';

/**
 * Server: the bundle runs in Node as it is, so what Vite's plugin would serve as modules comes from
 * the dev server through DEV_RENDER_GLOBAL, and CSS is left out. The global is read once, as the
 * bundle starts: a module the bundler initialises later (one reached through a dynamic import)
 * still reads the value of its own instance.
 */
function serverShims(root: string): RolldownPlugin {
  const from = (name: string) => `import { devRender } from ${JSON.stringify(GLOBALS_ID)};\nexport const ${name} = devRender.${name};\n`;
  const shims: Record<string, string> = {
    'virtual:site': from('siteData'),
    'virtual:site-routes': from('routes'),
    'virtual:site-islands-eager': from('eagerIslands'),
    'virtual:site-islands': 'export const islandLoaders = {};\n',
  };
  return {
    name: 'quire:theme-server-shims',
    resolveId(id) {
      if (id in shims) return `\0${id}`;
      if (id === SERVER_INPUT || id === GLOBALS_ID) return id;
      if (id.endsWith('.css') && isOwnModule(id)) return '\0css';
      return undefined;
    },
    load(id) {
      if (id === '\0css') return '';
      if (id === GLOBALS_ID) return `export const devRender = globalThis.${DEV_RENDER_GLOBAL};\n`;
      if (id === SERVER_INPUT)
        return `import ${JSON.stringify(GLOBALS_ID)};\nexport * from ${JSON.stringify(resolve(root, ENTRIES.server))};\n`;
      return id.startsWith('\0') ? shims[id.slice(1)] : undefined;
    },
  };
}

async function bundleTarget(root: string, target: Target, outDir: string): Promise<string[]> {
  const server = target === 'server';
  const modules: string[] = [];
  await build({
    input: server ? { 'server-entry': SERVER_INPUT } : resolve(root, ENTRIES[target]),
    platform: server ? 'node' : 'browser',
    // the server's virtual modules are its shims; the browser's stay for Vite's plugin to serve
    external: (id) => !isOwnModule(id) && !id.startsWith('\0') && (server ? !id.startsWith('virtual:') : !id.endsWith('.css')),
    makeAbsoluteExternalsRelative: false,
    plugins: [server ? serverShims(root) : cssAsRootImport(root), moduleList(modules)],
    transform: { define: { 'import.meta.env.SSR': String(server) }, jsx: { runtime: 'automatic', development: true } },
    // the server's is one file, so each dev render instance is one module; the browser's keeps its
    // lazy parts (search, the Markdown renderer) apart, as a page hydrates its HTML without them
    output: { dir: join(outDir, target), format: 'esm', sourcemap: false, codeSplitting: !server },
    write: true,
    logLevel: 'warn',
  });
  return modules;
}

const STATIC_IMPORT = /^import (?:[^"']* from )?["']([^"']+)["'];$/gm;

/**
 * The CSS a bundled browser file imports, with that of the bundle's chunks it imports, in the order
 * the imports run.
 */
function stylesheetsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, id]) => {
    if (id.endsWith('.css')) return [id];
    return id.startsWith('./') ? stylesheetsOf(join(dirname(file), id), seen) : [];
  });
}

const SERVER_ENTRY_FILE = 'server-entry.js';
const SERVER_PACKAGES_FILE = 'packages.js';

/** The packages a bundled file imports (its imports that name no file), as a module that imports only them. */
function packageImports(file: string): string {
  const packages = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map(([, id]) => id).filter((id) => !isOwnModule(id));
  return [...new Set(packages)].map((id) => `import ${JSON.stringify(id)};\n`).join('');
}

function bundleOf({ dir, sources }: KeptBundle): ThemeBundle {
  const client = join(dir, 'client', 'client-entry.js');
  const server = join(dir, 'server', SERVER_ENTRY_FILE);
  return {
    dir,
    entries: { client, server },
    sources,
    stylesheets: [...new Set(stylesheetsOf(client))],
    serverPackages: join(dir, 'server', SERVER_PACKAGES_FILE),
  };
}

const makeTheme =
  (root: string): MakeBundle =>
  async (outDir) => {
    const modules = (await Promise.all([bundleTarget(root, 'client', outDir), bundleTarget(root, 'server', outDir)])).flat();
    writeFileSync(join(outDir, 'server', SERVER_PACKAGES_FILE), packageImports(join(outDir, 'server', SERVER_ENTRY_FILE)));
    return modules;
  };

/** The theme bundle: the last one made when its modules are unchanged, else a new one. */
export async function themeBundle(root: string): Promise<ThemeBundle> {
  return bundleOf(await keptBundle(bundleHome(root), BUNDLE_FORMAT, makeTheme(root)));
}

/** Bundle the theme afresh (its modules changed, or there is no bundle yet). */
export async function rebuildThemeBundle(root: string): Promise<ThemeBundle> {
  return bundleOf(await makeKeptBundle(bundleHome(root), BUNDLE_FORMAT, makeTheme(root)));
}
