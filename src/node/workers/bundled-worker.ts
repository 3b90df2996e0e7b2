/**
 * A worker thread running one of our TypeScript modules. Node 20 runs no TypeScript in a worker, so
 * the module is bundled with rolldown (Vite's bundler) into <root>/.vite/workers first, packages left
 * as imports resolved from the project's node_modules. The bundle is kept and used again while its
 * modules are unchanged (../kept-bundle.ts), so a start after the first does not bundle.
 */
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { keptBundle, moduleList } from '../kept-bundle';

/** Bumped when the options below change what a bundle holds. */
const BUNDLE_FORMAT = 'worker 1';

export interface BundledWorker {
  worker: Promise<Worker>;
  /** terminate the worker (if it started) */
  close(): Promise<void>;
}

export function startBundledWorker(entry: string, root: string): BundledWorker {
  const name = basename(entry).replace(/\.tsx?$/, '');
  const worker = bundle(entry, join(root, '.vite/workers', name), `${name}.mjs`).then((file) => new Worker(file));
  // a failed start is reported to whoever awaits the worker, not as an unhandled rejection
  worker.catch(() => {});
  return {
    worker,
    async close() {
      await worker.then(
        (thread) => thread.terminate(),
        () => undefined,
      );
    },
  };
}

async function bundle(entry: string, home: string, fileName: string): Promise<string> {
  const kept = await keptBundle(home, BUNDLE_FORMAT, async (outDir) => {
    const { build } = await import('rolldown');
    const modules: string[] = [];
    await build({
      input: entry,
      platform: 'node',
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      plugins: [moduleList(modules)],
      output: { file: join(outDir, fileName), format: 'esm', codeSplitting: false },
      logLevel: 'warn',
    });
    return modules;
  });
  return join(kept.dir, fileName);
}
