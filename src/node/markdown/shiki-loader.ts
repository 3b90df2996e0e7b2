import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sharingScanners } from './shared-scanners';
import type { RegexEngine } from 'shiki';

// Shiki loads with the first block to highlight: a dev server or a build highlights in a worker
// thread, and this thread starts sooner without it. Its full bundle and the Oniguruma engine, not
// its main entry, which also loads the JavaScript regex engine this highlighter never uses.
export type ShikiModules = typeof import('shiki/bundle/full') & Pick<typeof import('shiki/engine/oniguruma'), 'createOnigurumaEngine'>;
let shiki: Promise<ShikiModules> | undefined;
export const loadShiki = () =>
  (shiki ??= Promise.all([import('shiki/bundle/full'), import('shiki/engine/oniguruma')]).then(([full, { createOnigurumaEngine }]) => ({
    ...full,
    createOnigurumaEngine,
  })));

/**
 * Oniguruma's WebAssembly, read from the file Shiki ships: the same binary as `shiki/wasm`, which
 * carries it gzipped in base64 inside a module and decodes it as it loads, several times slower.
 */
const readOnigurumaWasm = () => readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));

let engine: Promise<RegexEngine> | undefined;

/** Shiki's own engine (Oniguruma, as WebAssembly), its scanners shared between grammars and highlighters. */
export const regexEngine = (): Promise<RegexEngine> =>
  (engine ??= loadShiki().then(({ createOnigurumaEngine }) => createOnigurumaEngine(readOnigurumaWasm()).then(sharingScanners)));
