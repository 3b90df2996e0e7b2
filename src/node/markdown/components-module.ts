/**
 * The site's components module (`markdown.components`): a file of React components, each named
 * export usable in Markdown as a directive of that name. Its export names are read from its source
 * (nothing of it runs at compile time), so a page compiles the same in dev and in the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve, sep } from 'node:path';
import { ConfigError } from '../../shared/config';
import { escapeTerminal } from '../../shared/escape';
import type { SiteConfig } from '../../shared/types';
import { BUILT_IN_DIRECTIVES } from './built-in-directives';

// the directive syntax's name rule: a letter, then letters, digits, `-` and `_`
const DIRECTIVE_NAME_RE = /^[A-Za-z][\w-]*$/;
const KEY = 'markdown.components';

/** Where a component is defined: a module the components module imports it from, or the module itself. */
export interface ComponentExport {
  name: string;
  /** the specifier it is imported or re-exported from; undefined when the module defines it */
  from?: string;
  /** its name in that module ('default' for a default import) */
  importName: string;
}

/**
 * The parser, loaded as the first components module is read (its native binding is much to load,
 * and a site without components never needs it). Loaded with require, as the readers here are
 * synchronous; the package is an ES module without top-level await, which require loads.
 */
let parser: typeof import('rolldown/utils') | undefined;
const loadParser = () => (parser ??= createRequire(import.meta.url)('rolldown/utils') as typeof import('rolldown/utils'));

const cache = new Map<string, { mtimeMs: number; exports: ComponentExport[] }>();

/**
 * The components of a components module (an absolute path): every named export but types, read
 * from its source and cached until the file changes. Throws a ConfigError naming the key when the
 * file is missing, does not parse, re-exports a whole module (`export *` hides its names), or
 * exports a name no directive can spell or a built-in directive already has.
 */
export function componentExports(file: string): ComponentExport[] {
  if (!existsSync(file) || !statSync(file).isFile()) throw new ConfigError([`${KEY}: no such file: ${file}`]);
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.exports;
  const exports = readExports(file);
  cache.set(file, { mtimeMs, exports });
  return exports;
}

/** The export names of the components module `file`: the directives a page may use; none for a site without one. */
export const componentNames = (file: string | undefined): string[] => (file === undefined ? [] : componentExports(file).map((c) => c.name));

const importedName = ({ kind, name }: { kind: string; name: string | null }) => (kind === 'Default' || name === null ? 'default' : name);

function readExports(file: string): ComponentExport[] {
  const result = loadParser().parseSync(file, readFileSync(file, 'utf8'));
  if (result.errors.length > 0) throw new ConfigError([`${KEY}: ${file} does not parse: ${result.errors[0].message}`]);
  const imported = new Map<string, { from: string; importName: string }>();
  for (const { moduleRequest, entries } of result.module.staticImports) {
    for (const entry of entries) {
      if (!entry.isType && entry.importName.kind !== 'NamespaceObject') {
        imported.set(entry.localName.value, { from: moduleRequest.value, importName: importedName(entry.importName) });
      }
    }
  }
  const exports: ComponentExport[] = [];
  const problems: string[] = [];
  for (const entry of result.module.staticExports.flatMap((e) => e.entries)) {
    if (entry.isType) continue;
    const name = entry.exportName.name;
    if (entry.exportName.kind === 'None') {
      problems.push(
        `${KEY}: 'export * from ${JSON.stringify(entry.moduleRequest?.value)}' in ${file} hides its names; export each component by name`,
      );
    } else if (name === null || entry.exportName.kind === 'Default' || name === 'default') {
      continue;
    } else if (!DIRECTIVE_NAME_RE.test(name)) {
      problems.push(`${KEY}: export '${name}' of ${file} is no directive name (a letter, then letters, digits, '-' or '_')`);
    } else if (BUILT_IN_DIRECTIVES.includes(name)) {
      problems.push(
        `${KEY}: export '${name}' of ${file} has the name of a built-in directive (${BUILT_IN_DIRECTIVES.join(', ')}); rename it`,
      );
    } else if (entry.moduleRequest) {
      // an export of an imported binding comes with the import's module, but a default import under its local name
      const viaImport = imported.get(entry.importName.name ?? '');
      const from = entry.moduleRequest.value;
      exports.push({ name, ...(viaImport?.from === from ? viaImport : { from, importName: importedName(entry.importName) }) });
    } else {
      const local = entry.localName.name ?? name;
      exports.push({ name, ...(imported.get(local) ?? { importName: name }) });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return exports;
}

/**
 * The config with `markdown.components` resolved against the folder of site.config.ts; its names are
 * read once here, so a missing file or a bad export stops dev and build at startup.
 */
export function resolveComponentsModule(site: SiteConfig, contentDir: string, shownFrom: string): SiteConfig {
  const { components } = site.markdown;
  if (components === undefined) return site;
  const file = resolve(contentDir, components);
  const shown = relative(shownFrom, file).split(sep).join('/');
  if (!existsSync(file))
    throw new ConfigError([`${KEY}: no such file: ${shown} ('${components}' is relative to the folder of site.config.ts)`]);
  try {
    componentNames(file);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // a problem line shows the path as ConfigError escaped it
    throw new ConfigError(error.problems.map((line) => line.replaceAll(escapeTerminal(file), shown)));
  }
  return { ...site, markdown: { ...site.markdown, components: file } };
}
