/**
 * Worker thread entry (see highlight-thread.ts): code blocks in, highlighted HTML out; and, on
 * request, the languages most used by a site's pages, and their grammars warmed while no block waits.
 */
import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { bundledLanguages } from 'shiki';
import { type BlockRequest, highlightBlock } from '../markdown/highlight-block';
import { getHighlighter } from '../markdown/highlighter';
import { fenceLanguages, type LanguageSample, spreadSample } from '../markdown/fence-languages';
import { listMarkdown } from '../site/markdown-files';

// every message needs the highlighter, and creating it (its regex engine) is the largest part of a
// first answer: it starts as the thread does, not with the first message
getHighlighter().catch(() => {}); // a failure is the first block's to report

export interface RankRequest {
  /** the content folder: the code fences of its Markdown files tell the languages */
  folder: string;
  /** at most this many languages */
  max: number;
}

/** Pages whose code fences tell a site's languages, spread over the site. */
const RANK_SAMPLE_FILES = 200;

export interface WarmRequest {
  /** languages in the order to warm them, each with a block to highlight */
  samples: LanguageSample[];
  themes: { light: string; dark: string };
  /** warmed before the languages queued by earlier requests (a page about to be highlighted) */
  ahead?: boolean;
}

export type HighlightMessage =
  { id: number; request: BlockRequest } | { id: number; rank: RankRequest } | { id: number; warm: WarmRequest };

/** Blocks being highlighted; the warm-up waits while there are any. */
let answering = 0;
const idle: (() => void)[] = [];

async function untilIdle(): Promise<void> {
  // messages that arrived meanwhile are taken first
  await nextTurn();
  while (answering > 0) await new Promise<void>((resolve) => idle.push(resolve));
}

/**
 * The languages with a Shiki grammar most used by the code fences of a sample of the folder's
 * pages, most used first, each with the first block the pages hold in it.
 */
function rank({ folder, max }: RankRequest): LanguageSample[] {
  const texts = spreadSample(listMarkdown(folder).sort(), RANK_SAMPLE_FILES).flatMap((file) => {
    try {
      return [readFileSync(file, 'utf8')];
    } catch {
      return []; // removed since: its page says so when it is requested
    }
  });
  return fenceLanguages(texts)
    .filter(({ lang }) => Object.hasOwn(bundledLanguages, lang))
    .slice(0, max);
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

parentPort?.on('message', async (message: HighlightMessage) => {
  if ('rank' in message) {
    try {
      parentPort?.postMessage({ id: message.id, result: rank(message.rank) });
    } catch (error) {
      parentPort?.postMessage({ id: message.id, error: String(error) });
    }
    return;
  }
  if ('warm' in message) {
    parentPort?.postMessage({ id: message.id, result: await warm(message.warm) });
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
