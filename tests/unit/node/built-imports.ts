// What the package as built (lib/) loads: the imports of its modules, read from their text.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIB = resolve(dirname(fileURLToPath(import.meta.url)), '../../../lib');

// imports and re-exports of a built module, and `import("…")` calls, which load when called (the
// package build writes them with double quotes; single-quoted ones are text inside bundled code)
const STATIC_IMPORT_RE = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?"([^"]+)";?\s*$/gm;
const DYNAMIC_IMPORT_RE = /\bimport\("([^"]+)"\)/g;

/** The modules `file` imports (its own chunks by path, packages by name); with `dynamic`, those it imports when called instead. */
export function importsOf(file: string, { dynamic }: { dynamic: boolean }): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(dynamic ? DYNAMIC_IMPORT_RE : STATIC_IMPORT_RE)].map(({ 1: specifier }) =>
    specifier!.startsWith('.') ? join(dirname(file), specifier!) : specifier!,
  );
}

/** Every module the built file `entry` (relative to lib/) loads; with `dynamic`, also those it may load later. */
export function graph(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith('/')) return;
    for (const imported of [...importsOf(file, { dynamic: false }), ...(dynamic ? importsOf(file, { dynamic: true }) : [])]) walk(imported);
  };
  walk(join(LIB, entry));
  return seen;
}

/** Every JavaScript module of the built package. */
export const builtModules = (): string[] =>
  readdirSync(LIB, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(LIB, name));
