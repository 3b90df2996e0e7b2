/**
 * Worker thread entry (see highlight-thread.ts): code blocks in, highlighted HTML out; and, while no
 * block waits, grammars warmed and pages parsed ahead of their compile, on request.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { bundledLanguages } from 'shiki/langs';
import { type BlockRequest, highlightBlock } from '../markdown/highlight-block';
import { getHighlighter } from '../markdown/highlighter';
import type { LanguageSample } from '../markdown/fence-languages';
import type { ParseRequest } from '../markdown/parse-ahead';
import { claim, untaken, WORKER } from './parse-claims';

// every message needs the highlighter, and creating it (its regex engine) is the largest part of a
// first answer: it starts as the thread does, not with the first message
getHighlighter().catch(() => {}); // a failure is the first block's to report

export interface WarmRequest {
  /** languages in the order to warm them, each with a block to highlight */
  samples: LanguageSample[];
  themes: { light: string; dark: string };
  /** warmed before the languages queued by earlier requests (a page about to be highlighted) */
  ahead?: boolean;
}

/** A page offered to parse: its flag is `slot` of `claims` (parse-claims.ts). */
export interface ParseOffer {
  request: ParseRequest;
  claims: Int32Array;
  slot: number;
}

export type HighlightMessage =
  { id: number; request: BlockRequest } | { id: number; warm: WarmRequest } | { id: number; parse: ParseOffer };

/** Blocks being highlighted; the warm-up waits while there are any. */
let answering = 0;
const idle: (() => void)[] = [];

async function untilIdle(): Promise<void> {
  // messages that arrived meanwhile are taken first
  await nextTurn();
  while (answering > 0) await new Promise<void>((resolve) => idle.push(resolve));
}

interface QueuedSample extends LanguageSample {
  themes: WarmRequest['themes'];
  /** told whether its language is warm */
  settle: (warm: boolean) => void;
}

/** Languages waiting to be warmed, in order. */
const queue: QueuedSample[] = [];
/** Languages this thread has highlighted a block in: their grammars are compiled. */
const used = new Set<string>();
let draining = false;

/**
 * Shiki compiles a grammar's patterns as it first tokenizes with it; for the large grammars that
 * costs more than highlighting a whole page. Each language's sample is highlighted once, in the
 * order queued, each after the blocks waiting by then; a language used already is skipped. Settles
 * with the request's languages that are warm.
 */
async function warm({ samples, themes, ahead }: WarmRequest): Promise<string[]> {
  const items: QueuedSample[] = [];
  const settled = samples.map(({ lang, code }) => new Promise<boolean>((settle) => items.push({ lang, code, themes, settle })));
  if (ahead) queue.unshift(...items);
  else queue.push(...items);
  void drain();
  const warm = await Promise.all(settled);
  return samples.map(({ lang }) => lang).filter((_, i) => warm[i]);
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { lang, code, themes, settle } = next;
      if (used.has(lang) || !Object.hasOwn(bundledLanguages, lang)) {
        settle(used.has(lang));
        continue;
      }
      await untilIdle();
      try {
        await highlightBlock({ code, lang, themes, highlightLines: [] });
        used.add(lang);
        settle(true);
      } catch {
        settle(false);
      }
    }
  } finally {
    draining = false;
  }
}

/** Pages offered to parse, the newest last: the compile takes the oldest first. */
const offers: { id: number; offer: ParseOffer }[] = [];
let parsing = false;
// loaded with the first page offered: a build that offers none (a site with its own Markdown plugins) or dev never loads the parser here
let parser: Promise<typeof import('../markdown/parse-ahead')> | undefined;

/**
 * Parse the newest page offered, one at a time while no block waits: the compile reaches it last. A
 * page the compile took meanwhile is left to it. Each offer is answered: the tree, or null.
 */
async function parseOffers(): Promise<void> {
  if (parsing) return;
  parsing = true;
  try {
    while (offers.length > 0) {
      // a parser that cannot load leaves every page to the compile
      const parseAhead = await (parser ??= import('../markdown/parse-ahead')).then(
        (module) => module.parseAhead,
        () => () => undefined,
      );
      await untilIdle();
      const next = offers.pop();
      if (!next) break;
      const { request, claims, slot } = next.offer;
      const tree = claim(claims, slot, WORKER) ? parseAhead(request) : undefined;
      parentPort?.postMessage({ id: next.id, result: tree ?? null });
      forgetTaken();
    }
  } finally {
    parsing = false;
  }
}

/** Answer and drop the offers the compile took meanwhile: each holds its page's text. */
function forgetTaken(): void {
  let kept = 0;
  for (const offer of offers) {
    if (untaken(offer.offer.claims, offer.offer.slot)) offers[kept++] = offer;
    else parentPort?.postMessage({ id: offer.id, result: null });
  }
  offers.length = kept;
}

parentPort?.on('message', async (message: HighlightMessage) => {
  if ('warm' in message) {
    parentPort?.postMessage({ id: message.id, result: await warm(message.warm) });
    return;
  }
  if ('parse' in message) {
    offers.push({ id: message.id, offer: message.parse });
    void parseOffers();
    return;
  }
  answering++;
  try {
    const result = await highlightBlock(message.request);
    parentPort?.postMessage({ id: message.id, result });
    if (!result.unknownLanguage) used.add(message.request.lang.toLowerCase());
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    if (--answering === 0) for (const resolve of idle.splice(0)) resolve();
  }
});
