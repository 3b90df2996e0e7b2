/**
 * Code highlighting of a build in a worker thread. Shiki (its regex engine, its HTML) is about a third
 * of the compile; in the worker it runs on the second core while this thread parses the next pages.
 * Requests are answered in any order; if the worker cannot start or dies, blocks are highlighted in
 * this thread instead (same output) and `onFallback` hears why, once. After the compile, a build
 * has the worker make the search index while this thread writes the page chunks and runs the bundler.
 *
 * The worker runs highlight-worker.ts as the package build made it (lib/highlight-worker.js,
 * scripts/build-package.mjs): plain JavaScript, which a worker thread runs as it is.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Root as MarkdownRoot } from 'mdast';
import { type BlockResult, highlightBlock, type HighlightBlock } from '../markdown/highlight-block';
import type { ParsedAhead, ParseRequest } from '../markdown/parse-ahead';
import type { HighlightMessage, IndexStep, WarmRequest } from './highlight-worker';
import { AssemblyThreadGone, type IndexAssemblyOf } from '../search/index-assembly';
import { claim, COMPILE } from './parse-claims';

export interface HighlightThread {
  /**
   * Settles once the worker runs (or failed to start). Wait for it before the compile: the compile
   * keeps this thread busy, and a worker still being started would only be created after it.
   */
  ready: Promise<void>;
  highlight: HighlightBlock;
  /**
   * Warm the samples' grammars, in order, while no block waits; settles with the languages warmed,
   * none when the worker did not start (nothing is warmed in this thread).
   */
  warm(request: WarmRequest): Promise<string[]>;
  /**
   * Pages of a compile parsed in the worker while it has no block to highlight, each taken by one
   * thread through its flag in `claims` (parse-claims.ts): `offer` gives page `slot` to the worker
   * and returns the compile's parse of it. The compile's parses take turns, the oldest page first
   * and one per turn of the event loop, so the worker's answers are taken in between; the worker
   * takes the newest page offered, which the compile would reach last.
   */
  parseAhead(claims: Int32Array): (slot: number, request: ParseRequest) => ParsedAhead;
  /**
   * Each language's search index made in the worker (index-assembly.ts); once the worker is gone,
   * its steps reject with AssemblyThreadGone, and the search step makes that index here.
   */
  assemblyOf: IndexAssemblyOf;
  close(): Promise<void>;
}

/** What the worker was doing when it failed: highlighting code, or making the search index. */
export type WorkerWork = 'highlight' | 'search';

/** What a build or dev server prints when the worker fails and its work is done in this thread. */
export const workerFallbackWarning = (reason: string, work: WorkerWork) =>
  `warning ${work} the worker thread failed (${reason}); ${work === 'highlight' ? 'code highlighted' : 'the search index made'} on the main thread`;

/** A message before it is given its id. */
type Unnumbered<M> = M extends unknown ? Omit<M, 'id'> : never;

type Reply = { id: number; result: BlockResult | string[] | MarkdownRoot | null; error?: undefined } | { id: number; error: string };

/** Turns taken one at a time, in the order asked, each in its own turn of the event loop. */
function takingTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let granting = false;
  const grant = () => {
    const next = waiting.shift();
    if (!next) {
      granting = false;
      return;
    }
    next();
    setImmediate(grant);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!granting) {
        granting = true;
        setImmediate(grant);
      }
    });
}

/** The worker's module in the generator's folder `root`. */
export const highlightWorkerFile = (root: string) => join(root, 'lib/highlight-worker.js');

/** A worker thread running `file`; one that cannot be created is a rejection, as one that fails later is an error event. */
function startWorker(file: string): Promise<Worker> {
  try {
    return Promise.resolve(new Worker(file));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

export function startHighlightThread({
  root,
  onFallback,
}: {
  root: string;
  onFallback: (reason: string, work: WorkerWork) => void;
}): HighlightThread {
  const started = startWorker(highlightWorkerFile(root));
  const pending = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let nextAssembly = 0;
  let failure: Error | undefined;
  let closed = false;
  let reported = false;
  /** told once, whatever the worker was doing */
  const fellBack = (error: unknown, work: WorkerWork) => {
    if (closed || reported) return;
    reported = true;
    onFallback(error instanceof Error ? error.message : String(error), work);
  };

  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  /** the worker, once it runs */
  let running: Worker | undefined;
  const ready: Promise<Worker> = started.then((thread) => {
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

  const post = <T>(thread: Worker, message: Unnumbered<HighlightMessage>) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, ...message } as HighlightMessage);
    });
  // sent at once once the worker runs, not a turn later: a request made before a long synchronous
  // task (a page's parse) reaches the worker before that task ends
  const inWorker = <T>(message: Unnumbered<HighlightMessage>): Promise<T> =>
    running ? post<T>(running, message) : ready.then((thread) => post<T>(thread, message));

  return {
    ready: ready.then(
      () => undefined,
      () => undefined,
    ),
    async highlight(request) {
      if (!failure) {
        try {
          return await inWorker<BlockResult>({ request });
        } catch (error) {
          fellBack(error, 'highlight');
        }
      }
      return highlightBlock(request);
    },
    warm(request) {
      return inWorker<string[]>({ warm: request }).catch(() => []);
    },
    parseAhead(claims) {
      const turn = takingTurns();
      return (slot, request) => {
        // a worker that failed, or fails before it answers, leaves the page to the compile
        const answer = inWorker<MarkdownRoot | null>({ parse: { request, claims, slot } }).catch(() => null);
        return async () => {
          await turn();
          if (claim(claims, slot, COMPILE)) return undefined;
          return (await answer) ?? undefined;
        };
      };
    },
    assemblyOf(start) {
      const assembly = nextAssembly++;
      // an error the worker answered is the assembly's own; a worker gone leaves the index to this thread
      const step = <T>(index: IndexStep) =>
        inWorker<T>({ index }).catch((error: unknown) => {
          if (!failure) throw error;
          fellBack(error, 'search');
          throw new AssemblyThreadGone(failure.message);
        });
      const started = step<null>({ assembly, start });
      return {
        add: (pages) => started.then(() => step<(string | undefined)[]>({ assembly, add: pages })),
        finish: async () => {
          await started;
          const bytes = await step<Uint8Array>({ assembly, finish: true });
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        },
      };
    },
    async close() {
      closed = true;
      await started.then(
        (thread) => thread.terminate(),
        () => undefined,
      );
    },
  };
}
