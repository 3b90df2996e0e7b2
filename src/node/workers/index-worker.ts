/**
 * Worker thread entry (see index-thread.ts): each language's search index of a build, made from its
 * pages in steps: started, pages added in order, finished.
 */
import { parentPort } from 'node:worker_threads';
import { type AssemblyStart, type IndexInput, LanguageIndexAssembly } from '../search/index-assembly';

/** A step of a language's search index, `assembly` numbering the index. */
export type IndexStep = { assembly: number } & ({ start: AssemblyStart } | { add: IndexInput[] } | { finish: true });

export type IndexMessage = { id: number; index: IndexStep };

/** The indexes being made. */
const assemblies = new Map<number, LanguageIndexAssembly>();

/** A step's answer: none for a start, the shares made for pages added, the index's bytes once finished. */
function indexStep(step: IndexStep): (string | undefined)[] | Uint8Array | null {
  if ('start' in step) {
    assemblies.set(step.assembly, new LanguageIndexAssembly(step.start));
    return null;
  }
  const assembly = assemblies.get(step.assembly);
  if (!assembly) throw new Error(`search index ${step.assembly} was not started`);
  if ('add' in step) return assembly.add(step.add);
  assemblies.delete(step.assembly);
  return assembly.finish();
}

/** An index's bytes are moved to the other thread, not copied, when they fill a buffer of their own (not a slice of Node's pool). */
export const movable = (result: unknown): ArrayBuffer[] =>
  result instanceof Uint8Array &&
  result.byteOffset === 0 &&
  result.byteLength === result.buffer.byteLength &&
  result.buffer instanceof ArrayBuffer
    ? [result.buffer]
    : [];

parentPort?.on('message', ({ id, index }: IndexMessage) => {
  try {
    const result = indexStep(index);
    parentPort?.postMessage({ id, result }, movable(result));
  } catch (error) {
    assemblies.delete(index.assembly);
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
