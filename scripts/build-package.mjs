/**
 * node scripts/build-package.mjs: the package build. quire is published built, as plain JavaScript,
 * so a project that installs it runs it without bundling or compiling anything of it:
 *
 *   lib/cli.js, lib/chunks/     the command line and the Node side (cli.ts, prerender.ts, src/node,
 *                               src/shared), each command a chunk of its own that loads when it runs
 *   lib/highlight-worker.js     the highlight worker thread's module
 *   lib/index-worker.js         the search index worker thread's module
 *   lib/index.js, lib/types/    the public API (index.ts): defineConfig and the config's types
 *   lib/theme/client/           dev: the theme's browser half (client-entry.tsx, the src/client
 *                               modules and the packages it imports), one entry file plus its lazy parts
 *   lib/theme/packages/         dev: the browser's shared packages (React, react-dom, react-router),
 *                               one file each over shared chunks, which the theme and the site's own
 *                               components import alike, so that both run on one React
 *   lib/theme/server/           dev: the theme's server half (server-entry.tsx and the same), one file
 *   lib/theme/server-production/  the same for the build, with React's production JSX: the render of
 *                               a site without components of its own
 *   lib/theme/theme.json        dev: the stylesheets the browser half imports, in order, and the
 *                               file of each shared package
 *
 * Packages stay imports, resolved from the installed node_modules as they run, except the Markdown
 * pipeline's (unified and the syntax-tree packages around it) and a few small ones: plain JavaScript
 * in hundreds of small files, which load much faster as part of one. The Node side and the server
 * half each join their own copy.
 *
 * The browser's packages are bundled once here, so a dev server neither discovers nor bundles them
 * as it starts. The production build's client bundle does not use lib/theme: Vite compiles the
 * theme's sources (client-entry.tsx, src/client, src/shared, shipped with the package) into the
 * site's own bundle; its render takes the production server half, unless the site has components
 * of its own, which Vite then bundles with server-entry.tsx.
 *
 * `npm ci` and `npm pack` run it (package.json prepare and prepack), and so do the tests before they
 * run (tests/support/package-built.ts), when the sources changed since the last build.
 *
 *   node scripts/build-package.mjs             build lib/
 *   node scripts/build-package.mjs --if-stale  only when a source changed since lib/ was built
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** The repository, whose lib/ is built. */
const ROOT = resolve(import.meta.dirname, '..');
export const OUT_DIR = 'lib';
/** In lib/: the digest of the sources it was built from. */
const SOURCES_DIGEST = 'sources.digest';
/** In lib/types: the digest of the sources the declarations were made from (the compiler's run is the longest step). */
const TYPES_DIGEST = 'types.digest';

/** The files the package is built from: a change to any of them makes lib/ stale. */
const SOURCE_FILES = ['cli.ts', 'prerender.ts', 'index.ts', 'client-entry.tsx', 'server-entry.tsx', 'tsconfig.json', 'package-lock.json'];
const SOURCE_FOLDERS = ['src'];

/**
 * Packages joined into the Node side and the theme's server half: the Markdown pipeline's (unified
 * and the syntax-tree packages around it) and a few small ones. Whatever they import comes with them.
 */
export const JOINED_PACKAGE =
  /^(?:(?:unified|remark|rehype|micromark|mdast|hast|unist|vfile)(?:-[^/]*)?|yaml|valibot|github-slugger|property-information|parse5)(?:\/|$)/;

const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);
const isPackageFile = (file) => relative(ROOT, file).split(sep).includes('node_modules');

/** Node side: our sources and the joined packages are bundled; other packages stay imports. */
function isNodeExternal(id, importer) {
  if (!isBare(id) || id.startsWith('node:')) return isBare(id);
  return !JOINED_PACKAGE.test(id) && !(importer && isPackageFile(importer));
}

/** Every file under `dir`, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** A digest of the text of every source of the package and of this script: the same digest, the same lib/. */
export function sourcesDigest(root = ROOT) {
  const files = [...SOURCE_FILES.map((file) => join(root, file)), ...SOURCE_FOLDERS.flatMap((dir) => filesUnder(join(root, dir)))];
  return digestOf(root, files);
}

/** What the declarations are made from: the public API and the shared modules whose types it names. */
const typesDigest = () => digestOf(ROOT, [join(ROOT, 'index.ts'), join(ROOT, 'tsconfig.json'), ...filesUnder(join(ROOT, 'src/shared'))]);

function digestOf(root, files) {
  const hash = createHash('sha256');
  for (const file of [...files, join(root, 'scripts/build-package.mjs')]) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether lib/ was built from the sources as they are now. */
export function isBuilt(root = ROOT) {
  return readOrNone(join(root, OUT_DIR, SOURCES_DIGEST)) === sourcesDigest(root);
}

async function buildNode(rolldown, outDir) {
  await rolldown.build({
    input: {
      cli: join(ROOT, 'cli.ts'),
      'highlight-worker': join(ROOT, 'src/node/workers/highlight-worker.ts'),
      'index-worker': join(ROOT, 'src/node/workers/index-worker.ts'),
    },
    platform: 'node',
    external: isNodeExternal,
    // source maps are files of their own, read only when Node runs with --enable-source-maps
    output: { dir: outDir, format: 'esm', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    logLevel: 'warn',
  });
}

async function buildIndex(rolldown, outDir) {
  await rolldown.build({
    input: join(ROOT, 'index.ts'),
    platform: 'neutral',
    external: isBare,
    output: { file: join(outDir, 'index.js'), format: 'esm' },
    logLevel: 'warn',
  });
}

/**
 * The public API's declarations (index.ts and the shared types it names), into lib/types; those of
 * the last build when their sources are unchanged.
 */
async function buildDeclarations(outDir) {
  const digest = typesDigest();
  const kept = join(ROOT, OUT_DIR, 'types');
  if (readOrNone(join(kept, TYPES_DIGEST)) === digest) return cpSync(kept, join(outDir, 'types'), { recursive: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const flags = ['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--strict', '--isolatedModules'];
  const options = ['--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--types', 'node'];
  await promisify(execFile)(
    process.execPath,
    [tsc, ...flags, ...options, '--rootDir', ROOT, '--outDir', join(outDir, 'types'), join(ROOT, 'index.ts')],
    {
      cwd: ROOT,
    },
  );
  writeFileSync(join(outDir, 'types', TYPES_DIGEST), digest);
}

function readOrNone(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Ours to bundle in the theme: a relative or absolute path (not a package, not a virtual module). */
const isOwnModule = (id) => id.startsWith('.') || isAbsolute(id);

/**
 * Browser half: CSS stays a module Vite serves (hot-updated, injected in order), addressed from the
 * generator's folder, which is Vite's root in dev.
 */
function cssAsRootImport() {
  return {
    name: 'quire:theme-css',
    resolveId(id, importer) {
      if (!id.endsWith('.css') || !isOwnModule(id)) return undefined;
      const file = importer && !isAbsolute(id) ? resolve(importer, '..', id) : id;
      return { id: `/${relative(ROOT, file).split(sep).join('/')}`, external: true };
    },
  };
}

const SERVER_INPUT = '\0quire-server-input';
const INPUT_ID = '\0quire-dev-input';

/**
 * Server half: Node imports it as it is, so what Vite's plugin serves the browser as modules (the
 * site data, the route table, the site's components) is handed over by the dev server: the module
 * exports `createServerRender(input)`, which keeps `input` and then imports the server entry. The
 * entry and every theme module are initialised by that import, after the input is kept, so each
 * reads it as it runs. One import of this file (one module instance) per input: the dev server
 * imports it afresh, with a query of its own, for a new route table. CSS is left out.
 */
function serverHandover() {
  const from = (name) => `import { input } from ${JSON.stringify(INPUT_ID)};\nexport const ${name} = input().${name};\n`;
  const shims = {
    'virtual:site': from('siteData') + 'export const localeLoaders = input().localeLoaders;\n',
    'virtual:site-routes': from('routes'),
    'virtual:site-islands-eager': from('eagerIslands'),
    'virtual:site-islands': 'export const islandLoaders = {};\n',
  };
  const PART_PREFIX = 'virtual:site-part/';
  const partShim = (name) => `import { input } from ${JSON.stringify(INPUT_ID)};\nexport const ${name} = input().siteParts.${name};\n`;
  return {
    name: 'quire:theme-server-handover',
    resolveId(id) {
      if (id in shims || id.startsWith(PART_PREFIX)) return `\0${id}`;
      if (id === SERVER_INPUT || id === INPUT_ID) return id;
      if (id.endsWith('.css') && isOwnModule(id)) return '\0css';
      return undefined;
    },
    load(id) {
      if (id === '\0css') return '';
      if (id === INPUT_ID) return 'let kept;\nexport const input = () => kept;\nexport const keep = (value) => {\n  kept = value;\n};\n';
      if (id === SERVER_INPUT)
        return [
          `import { keep } from ${JSON.stringify(INPUT_ID)};`,
          'export async function createServerRender(input) {',
          '  keep(input);',
          `  return import(${JSON.stringify(join(ROOT, 'server-entry.tsx'))});`,
          '}',
          '',
        ].join('\n');
      if (id.startsWith(`\0${PART_PREFIX}`)) return partShim(id.slice(PART_PREFIX.length + 1));
      return id.startsWith('\0') ? shims[id.slice(1)] : undefined;
    },
  };
}

/**
 * The browser's packages that a site's own components may import too: each one module, shared by
 * the theme and the site (a second copy of React breaks hooks, one of react-router its context).
 * React's compiler runtime is one too: packages compiled with the React Compiler import it, and a
 * dev server pre-bundles no part of a shared package. The packages only the theme imports are
 * bundled into its browser half.
 */
export const SHARED_BROWSER_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react/compiler-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
];
/** The packages whose modules are CommonJS: their named exports are listed by loading them here. */
const COMMONJS_PACKAGE = /^react(?:-dom)?(?:\/|$)/;
const PACKAGE_PREFIX = '\0quire-package:';

/** As a dev server serves packages: their development builds, resolved for the browser. */
const BROWSER_DEV = {
  platform: 'browser',
  resolve: { conditionNames: ['development', 'browser', 'module', 'import', 'default'] },
  transform: { define: { 'process.env.NODE_ENV': '"development"' } },
};

/** `react/jsx-runtime` -> `react_jsx-runtime`: a package's file name in lib/theme/packages. */
export const packageFileName = (specifier) => specifier.replaceAll('/', '_');

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The module a shared package is bundled from: the package itself when it is ES modules; for a
 * CommonJS one, its exports as ES named exports (a bundler cannot list them itself) and the
 * exports object as the default, as a dev server's own pre-bundling would give them.
 */
function packageEntryCode(specifier) {
  if (!COMMONJS_PACKAGE.test(specifier)) return `export * from ${JSON.stringify(specifier)};\n`;
  const names = Object.keys(createRequire(join(ROOT, 'package.json'))(specifier)).filter((n) => IDENTIFIER.test(n) && n !== 'default');
  return `import m from ${JSON.stringify(specifier)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
}

async function buildBrowserPackages(rolldown, outDir) {
  await rolldown.build({
    ...BROWSER_DEV,
    input: Object.fromEntries(SHARED_BROWSER_PACKAGES.map((specifier) => [packageFileName(specifier), PACKAGE_PREFIX + specifier])),
    plugins: [
      {
        name: 'quire:shared-packages',
        resolveId: (id) => (id.startsWith(PACKAGE_PREFIX) ? id : undefined),
        load: (id) => (id.startsWith(PACKAGE_PREFIX) ? packageEntryCode(id.slice(PACKAGE_PREFIX.length)) : undefined),
      },
    ],
    output: {
      dir: join(outDir, 'theme/packages'),
      format: 'esm',
      sourcemap: false,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    logLevel: 'warn',
    // react-router's "use client" marks it for servers that render components apart; a browser ignores it
    onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
  });
}

const isSharedPackage = (id) => SHARED_BROWSER_PACKAGES.includes(id);

/**
 * One half of the theme: 'client' and 'server' for dev (React's development JSX), 'server-production'
 * for the build's render of a site without components of its own (React's production JSX).
 */
async function buildTheme(rolldown, outDir, target) {
  const server = target !== 'client';
  await rolldown.build({
    ...(server ? { platform: 'node' } : BROWSER_DEV),
    input: server ? { 'server-entry': SERVER_INPUT } : join(ROOT, 'client-entry.tsx'),
    // the server's virtual modules are handed over, and it joins the packages the Node side joins;
    // the browser's stay for Vite's plugin to serve, as do its CSS and the shared packages, which
    // every other package it imports joins
    external: (id, importer) =>
      !isOwnModule(id) &&
      !id.startsWith('\0') &&
      (server
        ? !id.startsWith('virtual:') && isNodeExternal(id, importer)
        : id.startsWith('virtual:') || id.endsWith('.css') || isSharedPackage(id)),
    makeAbsoluteExternalsRelative: false,
    plugins: [server ? serverHandover() : cssAsRootImport()],
    transform: {
      define: { 'import.meta.env.SSR': String(server), ...(server ? {} : BROWSER_DEV.transform.define) },
      jsx: { runtime: 'automatic', development: target !== 'server-production' },
    },
    // the server's is one file, imported once per route table; the browser's keeps its lazy parts
    // (search, the Markdown renderer) apart, as a page hydrates its HTML without them
    output: { dir: join(outDir, 'theme', target), format: 'esm', sourcemap: false, codeSplitting: !server },
    logLevel: 'warn',
  });
}

const STATIC_IMPORT = /^import (?:[^"']* from )?["']([^"']+)["'];$/gm;

/** The CSS a browser file imports, with that of the chunks it imports, in the order the imports run. */
function stylesheetsOf(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  return [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, id]) => {
    if (id.endsWith('.css')) return [id];
    return id.startsWith('./') ? stylesheetsOf(join(dirname(file), id), seen) : [];
  });
}

/** Build lib/ afresh: into a folder of its own, which then takes lib/'s place, so a run never sees half of one. */
export async function buildPackage() {
  const digest = sourcesDigest();
  // a name of its own, should two builds run at once
  const temp = join(ROOT, `${OUT_DIR}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    const rolldown = await import('rolldown');
    await Promise.all([
      buildNode(rolldown, temp),
      buildIndex(rolldown, temp),
      buildTheme(rolldown, temp, 'client'),
      buildTheme(rolldown, temp, 'server'),
      buildTheme(rolldown, temp, 'server-production'),
      buildBrowserPackages(rolldown, temp),
      buildDeclarations(temp),
    ]);
    const stylesheets = [...new Set(stylesheetsOf(join(temp, 'theme/client/client-entry.js')))];
    const packages = Object.fromEntries(
      SHARED_BROWSER_PACKAGES.map((specifier) => [specifier, `packages/${packageFileName(specifier)}.js`]),
    );
    writeFileSync(join(temp, 'theme/theme.json'), `${JSON.stringify({ stylesheets, packages }, null, 2)}\n`);
    writeFileSync(join(temp, SOURCES_DIGEST), digest);
    const out = join(ROOT, OUT_DIR);
    rmSync(out, { recursive: true, force: true });
    try {
      renameSync(temp, out);
    } catch (error) {
      // another build of the same sources took the place meanwhile
      if (!isBuilt()) throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Build lib/ unless it was built from the sources as they are now. */
export async function buildPackageIfStale() {
  if (!isBuilt()) await buildPackage();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const stale = process.argv.includes('--if-stale');
  if (stale && isBuilt()) process.exit(0);
  await buildPackage();
  // on stderr: npm pack --json prints its list on stdout, after this script's output
  console.error(`quire: built the package into ${OUT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
