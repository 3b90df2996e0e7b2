/**
 * Code highlighting of a build in a worker thread. Shiki (its regex engine, its HTML) is about a third
 * of the compile; in the worker it runs on the second core while this thread parses the next pages.
 * Requests are answered in any order; if the worker cannot start or dies, blocks are highlighted in
 * this thread instead (same output) and `onFallback` hears why, once.
 *
 * The worker runs highlight-worker.ts as the package build made it (lib/highlight-worker.js,
 * scripts/build-package.mjs): plain JavaScript, which a worker thread runs as it is.
 */
import { join } from 'node:path';
import type { Root as MarkdownRoot } from 'mdast';
import { type BlockResult, highlightBlock, type HighlightBlock } from '../markdown/highlight-block';
import type { ParsedAhead, ParseRequest } from '../markdown/parse-ahead';
import type { HighlightMessage, WarmRequest } from './highlight-worker';
import { workerRequests, type WorkerThreadOptions } from './worker-requests';
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
  close(): Promise<void>;
}

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

export function startHighlightThread({ root, onFallback }: WorkerThreadOptions): HighlightThread {
  const worker = workerRequests<HighlightMessage>(highlightWorkerFile(root), { work: 'highlight', onFallback });

  return {
    ready: worker.ready.then(
      () => undefined,
      () => undefined,
    ),
    async highlight(request) {
      if (!worker.failure()) {
        try {
          return await worker.ask<BlockResult>({ request });
        } catch (error) {
          worker.fellBack(error);
        }
      }
      return highlightBlock(request);
    },
    warm(request) {
      return worker.ask<string[]>({ warm: request }).catch(() => []);
    },
    parseAhead(claims) {
      const turn = takingTurns();
      return (slot, request) => {
        // a worker that failed, or fails before it answers, leaves the page to the compile
        const answer = worker.ask<MarkdownRoot | null>({ parse: { request, claims, slot } }).catch(() => null);
        return async () => {
          await turn();
          if (claim(claims, slot, COMPILE)) return undefined;
          return (await answer) ?? undefined;
        };
      };
    },
    close: () => worker.close(),
  };
}
