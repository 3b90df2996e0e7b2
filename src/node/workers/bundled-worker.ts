/**
 * A worker thread running one of our TypeScript modules. Node 20 runs no TypeScript in a worker, so
 * the module is bundled with rolldown (Vite's bundler) into <root>/.vite/workers first, packages left
 * as imports resolved from the project's node_modules (bundling takes a fraction of a worker's boot).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'rolldown';

export interface BundledWorker {
  worker: Promise<Worker>;
  /** terminate the worker (if it started) and delete its bundle */
  close(): Promise<void>;
}

export function startBundledWorker(entry: string, root: string): BundledWorker {
  const file = join(root, '.vite/workers', `${basename(entry).replace(/\.tsx?$/, '')}-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  const worker = bundle(entry, file).then((code) => new Worker(code));
  // a failed start is reported to whoever awaits the worker, not as an unhandled rejection
  worker.catch(() => {});
  return {
    worker,
    async close() {
      await worker.then((thread) => thread.terminate(), () => undefined);
      await rm(file, { force: true }).catch(() => undefined);
    },
  };
}

async function bundle(entry: string, file: string): Promise<string> {
  await mkdir(join(file, '..'), { recursive: true });
  await build({
    input: entry,
    platform: 'node',
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
    output: { file, format: 'esm', codeSplitting: false },
    logLevel: 'warn',
  });
  return file;
}
