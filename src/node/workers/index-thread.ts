/**
 * A build's search indexes made in a worker thread of their own while this thread writes the page
 * chunks and runs the bundler. The thread is started once the compile is done and the highlight
 * thread is closed, so its heap holds the indexes alone, not the highlighter's grammars. Once it
 * is gone (it could not start, or died), each step rejects with AssemblyThreadGone and `onFallback`
 * hears why, once; the search step then makes that index in this thread.
 *
 * The worker runs index-worker.ts as the package build made it (lib/index-worker.js).
 */
import { join } from 'node:path';
import { AssemblyThreadGone, type IndexAssemblyOf } from '../search/index-assembly';
import type { IndexMessage, IndexStep } from './index-worker';
import { workerRequests, type WorkerThreadOptions } from './worker-requests';

export interface IndexThread {
  assemblyOf: IndexAssemblyOf;
  close(): Promise<void>;
}

/** The worker's module in the generator's folder `root`. */
export const indexWorkerFile = (root: string) => join(root, 'lib/index-worker.js');

export function startIndexThread({ root, onFallback }: WorkerThreadOptions): IndexThread {
  const worker = workerRequests<IndexMessage>(indexWorkerFile(root), { work: 'search', onFallback });
  let nextAssembly = 0;
  return {
    assemblyOf(start) {
      const assembly = nextAssembly++;
      // an error the worker answered is the assembly's own; a worker gone leaves the index to this thread
      const step = <T>(index: IndexStep) =>
        worker.ask<T>({ index }).catch((error: unknown) => {
          const gone = worker.failure();
          if (!gone) throw error;
          worker.fellBack(gone);
          throw new AssemblyThreadGone(gone.message);
        });
      const started = step<null>({ assembly, start });
      // met by the first step that waits on it, which may come only once the first pages are read
      started.catch(() => {});
      return {
        add: (pages) => started.then(() => step<(string | undefined)[]>({ assembly, add: pages })),
        finish: async () => {
          await started;
          const bytes = await step<Uint8Array>({ assembly, finish: true });
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        },
      };
    },
    close: () => worker.close(),
  };
}
