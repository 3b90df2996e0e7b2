/**
 * The static imports between the modules of a folder, read with the TypeScript parser, and the
 * circles among them. A dynamic `import()` is left out: it loads later, when it is called. An import
 * or re-export that names types only is left out of the run-time graph (the compiler erases it, so
 * it never runs) and kept in the graph of what a reader follows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const MODULE_RE = /\.(?:ts|tsx|mts|mjs|js)$/;
const DECLARATION_RE = /\.d\.m?ts$/;
/** How a specifier without its extension is found, in the order the bundler tries. */
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Module -> the modules it imports, both as paths relative to `root` with `/`. */
export type ImportGraph = Map<string, string[]>;

/** Which imports make an edge: those that run, or those too that name only types. */
export type ImportKinds = 'run-time' | 'types-too';

/** Every module under `folder` (declaration files left out), relative to `root`. */
export function modulesUnder(root: string, folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return MODULE_RE.test(name) && !DECLARATION_RE.test(name) ? [path] : [];
    });
  return walk(resolve(root, folder))
    .map((file) => toKey(root, file))
    .sort();
}

/**
 * The specifiers a module imports or re-exports statically. At run time, `import type`, `export
 * type` and imports whose every name is marked `type` are left out; `import './x'` (for its effect)
 * stays.
 */
export function importedSpecifiers(fileName: string, code: string, kinds: ImportKinds): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const counts = (runs: boolean) => runs || kinds === 'types-too';
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      return counts(importsValues(statement.importClause)) ? [statement.moduleSpecifier.text] : [];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      return counts(exportsValues(statement)) ? [statement.moduleSpecifier.text] : [];
    }
    return [];
  });
}

function importsValues(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  // `import {} from './x'` still runs the module; `import { type A } from './x'` does not
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

function exportsValues(statement: ts.ExportDeclaration): boolean {
  if (statement.isTypeOnly) return false;
  const clause = statement.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly);
}

/** The graph of `modules` (relative to `root`): only relative imports that land on one of them count. */
export function importGraph(root: string, modules: string[], kinds: ImportKinds): ImportGraph {
  const known = new Set(modules);
  return new Map(
    modules.map((module) => {
      const file = resolve(root, module);
      const targets = importedSpecifiers(file, readFileSync(file, 'utf8'), kinds)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => {
          const target = resolveRelative(root, dirname(file), specifier);
          return target !== undefined && known.has(target) ? [target] : [];
        });
      return [module, [...new Set(targets)]];
    }),
  );
}

function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier);
  const found = CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find((path) => existsSync(path) && statSync(path).isFile());
  return found && toKey(root, found);
}

function toKey(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

/**
 * The circles of a graph, each written `a -> b -> a` from its first module in sort order. Modules
 * that import each other round form a group (a strongly connected component, found with Tarjan's
 * algorithm); each member of a group gets its shortest circle, so every module caught in one is
 * named. Empty when the graph has none.
 */
export function importCycles(graph: ImportGraph): string[] {
  const circles = stronglyConnected(graph)
    .filter((group) => group.length > 1 || (graph.get(group[0]) ?? []).includes(group[0]))
    .flatMap((group) => group.map((member) => circleThrough(graph, new Set(group), member)));
  return [...new Set(circles.map((circle) => rotateToFirst(circle).join(' -> ')))].sort();
}

/** A circle `[b, c, a, b]` started from its first module in sort order: `[a, b, c, a]`. */
function rotateToFirst(circle: string[]): string[] {
  const ring = circle.slice(0, -1);
  const first = ring.indexOf(ring.toSorted()[0]);
  const rotated = [...ring.slice(first), ...ring.slice(0, first)];
  return [...rotated, rotated[0]];
}

function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest path from `start` back to itself inside `group` (breadth first), start repeated at the end. */
function circleThrough(graph: ImportGraph, group: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.get(queue[i]) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) return [...pathTo(previous, start, queue[i]), start];
      if (previous.has(next)) continue;
      previous.set(next, queue[i]);
      queue.push(next);
    }
  }
  return [start];
}

function pathTo(previous: Map<string, string>, start: string, end: string): string[] {
  const path = [end];
  while (path[0] !== start) path.unshift(previous.get(path[0])!);
  return path;
}
