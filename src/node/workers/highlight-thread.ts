/**
 * Code highlighting of a build in a worker thread. Shiki (its regex engine, its HTML) is about a third
 * of the compile; in the worker it runs on the second core while this thread parses the next pages.
 * Requests are answered in any order; if the worker cannot start or dies, blocks are highlighted in
 * this thread instead (same output) and `onFallback` hears why, once.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startBundledWorker } from './bundled-worker';
import { type BlockResult, highlightBlock, type HighlightBlock } from '../markdown/highlight-block';
import type { HighlightMessage } from './highlight-worker';

export interface HighlightThread {
  /**
   * Settles once the worker runs (or failed to start). Wait for it before the compile: the compile
   * keeps this thread busy, and a worker still being started would only be created after it.
   */
  ready: Promise<void>;
  highlight: HighlightBlock;
  close(): Promise<void>;
}

type Reply = { id: number; result: BlockResult; error?: undefined } | { id: number; error: string };

export function startHighlightThread({ root, onFallback }: { root: string; onFallback: (reason: string) => void }): HighlightThread {
  const started = startBundledWorker(join(import.meta.dirname, 'highlight-worker.ts'), root);
  const pending = new Map<number, { resolve: (result: BlockResult) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  let closed = false;
  let reported = false;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  const ready: Promise<Worker> = started.worker.then((thread) => {
    thread.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error !== undefined) request?.reject(new Error(reply.error));
      else request?.resolve(reply.result);
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => failAll(new Error(`the worker exited with code ${code}`)));
    return thread;
  });
  ready.catch((error: Error) => failAll(error));

  const inWorker = async (request: HighlightMessage['request']): Promise<BlockResult> => {
    const thread = await ready;
    return new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, request } satisfies HighlightMessage);
    });
  };

  return {
    ready: ready.then(
      () => undefined,
      () => undefined,
    ),
    async highlight(request) {
      if (!failure) {
        try {
          return await inWorker(request);
        } catch (error) {
          if (!closed && !reported) {
            reported = true;
            onFallback(error instanceof Error ? error.message : String(error));
          }
        }
      }
      return highlightBlock(request);
    },
    async close() {
      closed = true;
      await started.close();
    },
  };
}
