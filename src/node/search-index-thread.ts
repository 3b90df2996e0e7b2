/**
 * The local search index, built in a worker thread: MiniSearch and Chinese word segmentation take
 * ~0.6 s, which on the main thread sat between the Vite builds and the page render. The worker
 * builds it while the main thread bundles. Its code is bundled with rolldown (Vite's bundler) when
 * the thread starts, because our sources are TypeScript and Node 20 runs none in a worker.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'rolldown';
import type { Lang, SearchRecord } from '../shared/types';
import { buildIndexFiles, type IndexFileOutput } from './search-index';
import type { SearchIndexJob } from './search-index-worker';

export interface SearchIndexThread {
  /**
   * The index files of these records. If the worker cannot start or fails, they are built on the
   * main thread instead (same output) and `onFallback` hears why.
   */
  build(records: [Lang, SearchRecord[]][], base: string): Promise<IndexFileOutput[]>;
  close(): Promise<void>;
}

type Reply = { ok: true; files: IndexFileOutput[] } | { ok: false; error: string };

/** Start bundling and booting the worker now, so it is ready when the records are. */
export function startSearchIndexThread({ root, onFallback }: { root: string; onFallback: (reason: string) => void }): SearchIndexThread {
  const file = join(root, '.vite/workers', `search-index-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  // bundled and booted on the first job: a worker starting during the compile or the Vite builds
  // slowed them by about as much as it saved
  let worker: Promise<Worker> | undefined;

  const runInWorker = async (job: SearchIndexJob): Promise<IndexFileOutput[]> => {
    worker ??= bundleWorker(file).then((code) => new Worker(code));
    const thread = await worker;
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
    async build(records, base) {
      try {
        return await runInWorker({ records, base });
      } catch (error) {
        // closed while working: the build failed or ended, nobody waits for the index
        if (closed) return [];
        onFallback(error instanceof Error ? error.message : String(error));
        return buildIndexFiles(records, base);
      }
    },
    async close() {
      closed = true;
      await worker?.then((thread) => thread.terminate(), () => undefined);
      await rm(file, { force: true }).catch(() => undefined);
    },
  };
}

async function bundleWorker(file: string): Promise<string> {
  await mkdir(join(file, '..'), { recursive: true });
  await build({
    input: join(import.meta.dirname, 'search-index-worker.ts'),
    platform: 'node',
    // packages stay imports, resolved from the project's node_modules (the file lives in <root>/.vite)
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
    output: { file, format: 'esm' },
    logLevel: 'warn',
  });
  return file;
}
