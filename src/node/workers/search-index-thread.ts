/**
 * The local search index, built in a worker thread: MiniSearch and Chinese word segmentation are
 * slow enough that on the main thread they would sit between the Vite builds and the page render.
 * The worker builds it while the main thread renders the pages (`npm run bench` shows the phases).
 */
import { join } from 'node:path';
import { type BundledWorker, startBundledWorker } from './bundled-worker';
import type { IndexFileOutput } from '../search/search-index';
import { runSearchIndexJob, type SearchIndexJob } from './search-index-worker';

export interface SearchIndexThread {
  /**
   * The index files of these records. If the worker cannot start or fails, they are built on the
   * main thread instead (same output) and `onFallback` hears why.
   */
  build(job: SearchIndexJob): Promise<IndexFileOutput[]>;
  close(): Promise<void>;
}

type Reply = { ok: true; files: IndexFileOutput[] } | { ok: false; error: string };

/** The worker is bundled and booted on the first job (see below). */
export function startSearchIndexThread({ root, onFallback }: { root: string; onFallback: (reason: string) => void }): SearchIndexThread {
  // not at start: a worker starting during the compile or the Vite builds slowed them by about as
  // much as it saved
  let started: BundledWorker | undefined;

  const runInWorker = async (job: SearchIndexJob): Promise<IndexFileOutput[]> => {
    started ??= startBundledWorker(join(import.meta.dirname, 'search-index-worker.ts'), root);
    const thread = await started.worker;
    const reply = await new Promise<Reply>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`worker exited with code ${code}`)));
      thread.postMessage(job);
    });
    if (!reply.ok) throw new Error(reply.error);
    return reply.files;
  };

  let closed = false;
  return {
    async build(job) {
      try {
        return await runInWorker(job);
      } catch (error) {
        // closed while working: the build failed or ended, nobody waits for the index
        if (closed) return [];
        onFallback(error instanceof Error ? error.message : String(error));
        return runSearchIndexJob(job);
      }
    },
    async close() {
      closed = true;
      await started?.close();
    },
  };
}
