/**
 * A site config that failed while it ran (a `throw`, a failed import, an import cycle), described in
 * the user's terms: the file, line and column of their source rather than of the bundle Vite's config
 * loader ran, and a thrown value that is not an Error shown as it was written.
 */
import { findSourceMap } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { rolldown } from 'rolldown';

export interface SourceLocation {
  /** absolute path */
  file: string;
  line?: number;
  column?: number;
}

/** The config failed while loading; `location` is where in the user's sources, when known. */
export class ConfigLoadFailure extends Error {
  constructor(
    message: string,
    readonly location: SourceLocation | undefined,
  ) {
    super(message);
    this.name = 'ConfigLoadFailure';
  }
}

// Vite writes the bundled config next to it or into node_modules/.vite-temp: 'site.config.ts.timestamp-1712-a1b2.mjs'
const BUNDLE_PATH_RE = /(?:file:\/\/)?[^\s'"()]*\.timestamp-\d+-[\da-f]+\.mjs/g;
// a link error's first lines: 'file:///x.mjs:2', the source line, then carets under the name
const LINK_ERROR_RE = /^(file:\/\/\S+?):(\d+)\n.*\n( *)\^/;
// a stack frame's place: 'at f (file:///x.mjs:3:7)', 'at /x/y.ts:3:7'
const FRAME_RE = /^\s+at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/gm;
const MISSING_MODULE_RE = /Cannot find (?:package|module) '([^']+)'/;
const REQUESTED_MODULE_RE = /The requested module '([^']+)' does not provide an export named '([^']+)'/;
const REQUIRE_STACK_RE = /\nRequire stack:[\s\S]*$/;
const BARE_IMPORT_RE = /^[^./\0]/;

/**
 * Source maps on for the duration of a config load (Vite's bundle carries one inline), so positions
 * in the bundle can be mapped back. Returns the function that restores the previous setting.
 */
export function enableSourceMaps(): () => void {
  const before = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(true);
  return () => process.setSourceMapsEnabled(before);
}

/** `error`, thrown while loading `configFile`, as a ConfigLoadFailure. Call it with source maps on. */
export async function describeLoadFailure(error: unknown, configFile: string): Promise<ConfigLoadFailure> {
  if (!(error instanceof Error)) {
    const message = `site.config.ts threw ${inspect(error, { breakLength: Infinity, depth: 2 })}, which is not an Error and so carries no line (throw new Error('…') instead)`;
    return new ConfigLoadFailure(message, { file: configFile });
  }
  // the message names the bundle that ran: name the config instead; a CommonJS require's trail of
  // files is the loader's, not the user's
  const folder = dirname(configFile);
  const message = error.message.replace(BUNDLE_PATH_RE, relative(folder, configFile)).replace(REQUIRE_STACK_RE, '');
  const cycles = (await importCycles(configFile)).map((cycle) => cycle.map((file) => relative(folder, file)).join(' -> '));
  const cycleNote = cycles.map((cycle) => `; import cycle ${cycle} (while a cycle loads, a value imported across it is still undefined)`);
  return new ConfigLoadFailure(message + cycleNote.join(''), locateFailure(error, configFile));
}

function locateFailure(error: Error, configFile: string): SourceLocation | undefined {
  const stack = recordedStack(error);
  const link = typeof stack === 'string' ? LINK_ERROR_RE.exec(stack) : null;
  if (link) {
    const requested = REQUESTED_MODULE_RE.exec(error.message);
    // an import the bundler hoisted has no mapping: find the import of that module instead
    return (
      mapBundlePosition(link[1], Number(link[2]), link[3].length + 1) ??
      (requested ? findImport(link[1], requested[1], requested[2]) : undefined)
    );
  }
  // the first frame in the config's bundle (an ES module bundle has a name of its own, a CommonJS one
  // runs under the config's name) that maps to a module of the user's
  for (const frame of typeof stack === 'string' ? framesOfText(stack) : framesOfCallSites(stack ?? [])) {
    if (!isConfigBundle(frame.file, configFile)) continue;
    const location = mapBundlePosition(frame.file, frame.line, frame.column);
    if (location && !location.file.includes('/node_modules/')) return location;
  }
  // a package that is not installed: the import the bundler hoisted has no mapping, find it by name
  // (an ES module bundle is named in the message; a CommonJS one runs under the config's own name)
  const missing = MISSING_MODULE_RE.exec(error.message);
  return missing ? findImport(error.message.match(BUNDLE_PATH_RE)?.[0] ?? configFile, missing[1]) : undefined;
}

interface Frame {
  file: string;
  line: number;
  column: number;
}

function framesOfCallSites(sites: NodeJS.CallSite[]): Frame[] {
  return sites.map((site) => ({ file: site.getFileName() ?? '', line: site.getLineNumber() ?? 1, column: site.getColumnNumber() ?? 1 }));
}

function framesOfText(stack: string): Frame[] {
  return [...stack.matchAll(FRAME_RE)].map(([, file, line, column]) => ({ file, line: Number(line), column: Number(column) }));
}

function isConfigBundle(file: string, configFile: string): boolean {
  return new RegExp(BUNDLE_PATH_RE.source).test(file) || (file !== '' && !file.startsWith('node:') && toPath(file) === configFile);
}

/**
 * The error's stack as V8 recorded it: call sites with positions in the code that ran (the bundle),
 * never already mapped, so each is mapped exactly once; or the text when it was formatted before.
 */
function recordedStack(error: Error): NodeJS.CallSite[] | string | undefined {
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (_error, callSites) => callSites;
  try {
    return error.stack as NodeJS.CallSite[] | string | undefined;
  } finally {
    Error.prepareStackTrace = previous;
  }
}

/** 1-based position in the bundle -> 1-based position in the source it came from. */
function mapBundlePosition(bundle: string, line: number, column: number): SourceLocation | undefined {
  const map = findSourceMap(toUrl(bundle));
  const entry = map?.findEntry(line - 1, column - 1);
  // a position the map knows no source for (a line the bundler added) maps nowhere
  if (!map || !entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
  const file = toPath(entry.originalSource);
  const code = map.payload.sourcesContent?.[map.payload.sources.indexOf(entry.originalSource)] ?? '';
  return { file, line: entry.originalLine + 1, column: originalColumn(file, code, entry) };
}

const VITE_INJECTED_NAMES = [
  '__vite_injected_original_dirname',
  '__vite_injected_original_filename',
  '__vite_injected_original_import_meta_url',
];

/**
 * The 1-based column in the user's text. Vite's config loader puts declarations of the module's
 * folder, file and URL in front of its first line (after a `#!` line) without a source map, so
 * positions on that line are off by their length; undefined when that cannot be undone.
 */
function originalColumn(file: string, code: string, entry: { originalLine: number; originalColumn: number }): number | undefined {
  const shiftedLine = code.startsWith('#!') ? 1 : 0;
  if (entry.originalLine !== shiftedLine) return entry.originalColumn + 1;
  // a module using import.meta.resolve gets one more declaration, of unknown length
  if (code.includes('import.meta.resolve')) return undefined;
  const values = [dirname(file), file, pathToFileURL(file).href];
  const injected = VITE_INJECTED_NAMES.reduce((length, name, i) => length + `const ${name} = ${JSON.stringify(values[i])};`.length, 0);
  const column = entry.originalColumn - injected;
  const lineLength = code.split('\n')[shiftedLine]?.length ?? 0;
  return column >= 0 && column <= lineLength ? column + 1 : undefined;
}

/**
 * The first place a source of the bundle (dependencies first, the config last) imports `specifier`:
 * the imported `name` in that import when given, else the specifier.
 */
function findImport(bundle: string, specifier: string, name?: string): SourceLocation | undefined {
  const payload = findSourceMap(toUrl(bundle))?.payload;
  if (!payload) return undefined;
  for (const [i, source] of payload.sources.entries()) {
    const text = payload.sourcesContent?.[i] ?? '';
    let at = Math.max(text.indexOf(`'${specifier}'`), text.indexOf(`"${specifier}"`));
    if (at === -1 || source.includes('/node_modules/')) continue;
    if (name) {
      const statement = text.lastIndexOf('import', at);
      const named = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).exec(text.slice(statement, at));
      if (statement !== -1 && named) at = statement + named.index;
    }
    const before = text.slice(0, at).split('\n');
    return { file: toPath(source), line: before.length, column: before[before.length - 1].length + 1 };
  }
  return undefined;
}

/** Import cycles among the config's own modules, each as its files from the config round to it. */
async function importCycles(configFile: string): Promise<string[][]> {
  const cycles: string[][] = [];
  try {
    const bundle = await rolldown({
      input: configFile,
      platform: 'node',
      external: (id) => BARE_IMPORT_RE.test(id) && !/^[A-Za-z]:/.test(id),
      checks: { circularDependency: true },
      onLog(_level, log) {
        if (log.code === 'CIRCULAR_DEPENDENCY' && Array.isArray(log.ids)) cycles.push(log.ids);
      },
    });
    await bundle.generate({ format: 'esm' }).finally(() => bundle.close());
  } catch {
    // a config that does not bundle was reported by the loader already
  }
  return cycles;
}

const toUrl = (place: string) => (place.startsWith('file:') ? place : pathToFileURL(place).href);
const toPath = (place: string) => (place.startsWith('file:') ? fileURLToPath(place) : place);
