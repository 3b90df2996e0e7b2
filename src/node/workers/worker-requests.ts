/**
 * Requests to a worker thread, each answered by a reply with its id (or an error), in any order. A
 * worker that cannot start, throws or exits fails every request waiting and every one made after.
 */
import { Worker } from 'node:worker_threads';

/** A message before it is given its id. */
export type Unnumbered<M> = M extends unknown ? Omit<M, 'id'> : never;

/** What a worker was doing when it failed: highlighting code, or making the search index. */
export type WorkerWork = 'highlight' | 'search';

/** What a build or dev server prints when a worker fails and its work is done in this thread. */
export const workerFallbackWarning = (reason: string, work: WorkerWork) =>
  `warning ${work} the worker thread failed (${reason}); ${work === 'highlight' ? 'code highlighted' : 'the search index made'} on the main thread`;

type Reply = { id: number; result: unknown; error?: undefined } | { id: number; error: string };

/** How a build or dev server starts a worker thread of the generator. */
export interface WorkerThreadOptions {
  /** the generator's folder: the worker's module is in its lib/ */
  root: string;
  /** hears once why the worker failed, unless it was closed first */
  onFallback: (reason: string, work: WorkerWork) => void;
}

export interface WorkerRequests<M extends { id: number }> {
  /** Settles once the worker runs, or rejects with why it could not start. */
  ready: Promise<unknown>;
  /** The reply's result; a rejection with the worker's error, or with why the worker is gone. */
  ask<T>(message: Unnumbered<M>): Promise<T>;
  /** Why the worker is gone, once it is. */
  failure(): Error | undefined;
  /** Tell `onFallback` why the worker failed (`error`), the first time only and not once closed. */
  fellBack(error: unknown): void;
  /** Ends the worker; what waits on it then fails. */
  close(): Promise<void>;
}

/** A worker thread running `file`; one that cannot be created is a rejection, as one that fails later is an error event. */
function startWorker(file: string): Promise<Worker> {
  try {
    return Promise.resolve(new Worker(file));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

export function workerRequests<M extends { id: number }>(
  file: string,
  { work, onFallback }: { work: WorkerWork; onFallback: WorkerThreadOptions['onFallback'] },
): WorkerRequests<M> {
  const started = startWorker(file);
  let closed = false;
  let reported = false;
  const pending = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  /** the worker, once it runs */
  let running: Worker | undefined;
  const ready = started.then((thread) => {
    running = thread;
    thread.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error !== undefined) request?.reject(new Error(reply.error));
      else request?.resolve(reply.result as never);
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => failAll(new Error(`the worker exited with code ${code}`)));
    return thread;
  });
  ready.catch((error: Error) => failAll(error));

  const post = <T>(thread: Worker, message: Unnumbered<M>) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, ...message });
    });
  return {
    ready,
    // sent at once once the worker runs, not a turn later: a request made before a long synchronous
    // task (a page's parse) reaches the worker before that task ends
    ask: <T>(message: Unnumbered<M>): Promise<T> =>
      running ? post<T>(running, message) : ready.then((thread) => post<T>(thread, message)),
    failure: () => failure,
    fellBack(error) {
      if (closed || reported) return;
      reported = true;
      onFallback(error instanceof Error ? error.message : String(error), work);
    },
    close() {
      closed = true;
      return started.then(
        async (thread) => void (await thread.terminate()),
        () => undefined,
      );
    },
  };
}
