// Modules never import each other round: a circle makes one of them run before what it imports has
// run (its exports still undefined), and ties rooms together that should stand apart.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importedSpecifiers, importGraph, modulesUnder, type ImportGraph } from './import-graph';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('import circles', () => {
  it('none among the modules under src/, as they run (type-only imports are erased)', () => {
    expect(importCycles(importGraph(ROOT, modulesUnder(ROOT, 'src'), 'run-time'))).toEqual([]);
  });

  it('none among the modules under src/, type-only imports included', () => {
    expect(importCycles(importGraph(ROOT, modulesUnder(ROOT, 'src'), 'types-too'))).toEqual([]);
  });
});

describe('import-graph: the scanner', () => {
  const code = [
    "import { a } from './a';",
    "import type { B } from './b';",
    "import { type C } from './c';",
    "import { type D, d } from './d';",
    "import './e';",
    "import * as f from './f';",
    "import g from './g';",
    "export { h } from './h';",
    "export type { I } from './i';",
    "export * from './j';",
    "const k = await import('./k');",
  ].join('\n');

  it('reads the imports and re-exports that run, and those that name types only when asked', () => {
    expect(importedSpecifiers('x.ts', code, 'run-time')).toEqual(['./a', './d', './e', './f', './g', './h', './j']);
    expect(importedSpecifiers('x.ts', code, 'types-too')).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h', './i', './j']);
  });

  it('names every circle of a graph from its first module, each module caught in one at least once', () => {
    const graph: ImportGraph = new Map([
      ['vite/plugin.ts', ['dev/render.ts', 'dev/page-data.ts', 'site/state.ts']],
      ['dev/render.ts', ['vite/plugin.ts', 'site/state.ts']],
      ['dev/page-data.ts', ['vite/plugin.ts']],
      ['site/state.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      'dev/page-data.ts -> vite/plugin.ts -> dev/page-data.ts',
      'dev/render.ts -> vite/plugin.ts -> dev/render.ts',
      'self.ts -> self.ts',
    ]);
    expect(importCycles(new Map([...graph].map(([from, to]) => [from, to.filter((t) => t.startsWith('site/'))])))).toEqual([]);
  });
});
