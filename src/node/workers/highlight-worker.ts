/**
 * Worker thread entry (see highlight-thread.ts): code blocks in, highlighted HTML out; and, on
 * request, the grammars of a site's most used languages warmed while no block waits.
 */
import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { bundledLanguages } from 'shiki';
import { type BlockRequest, highlightBlock } from '../markdown/highlight-block';
import { fenceLanguages } from '../markdown/fence-languages';

export interface WarmRequest {
  /** Markdown files whose code fences tell the languages to warm */
  files: string[];
  themes: { light: string; dark: string };
  /** at most this many languages */
  max: number;
}

export type HighlightMessage = { id: number; request: BlockRequest } | { id: number; warm: WarmRequest };

/** Blocks being highlighted; the warm-up waits while there are any. */
let answering = 0;
const idle: (() => void)[] = [];

async function untilIdle(): Promise<void> {
  // messages that arrived meanwhile are taken first
  await nextTurn();
  while (answering > 0) await new Promise<void>((resolve) => idle.push(resolve));
}

/**
 * Shiki compiles a grammar's patterns as it first tokenizes with it; for the large grammars that
 * costs more than highlighting a whole page. Each language is given the first block the files hold
 * in it, most used languages first. Returns the languages warmed, in that order.
 */
async function warm({ files, themes, max }: WarmRequest): Promise<string[]> {
  await untilIdle();
  const texts = files.flatMap((file) => {
    try {
      return [readFileSync(file, 'utf8')];
    } catch {
      return []; // removed since: its page says so when it is requested
    }
  });
  const warmed: string[] = [];
  for (const { lang, code } of fenceLanguages(texts)) {
    if (warmed.length === max) break;
    if (!Object.hasOwn(bundledLanguages, lang)) continue;
    await untilIdle();
    await highlightBlock({ code, lang, themes, highlightLines: [] });
    warmed.push(lang);
  }
  return warmed;
}

parentPort?.on('message', async (message: HighlightMessage) => {
  if ('warm' in message) {
    const warmed = await warm(message.warm).catch(() => []);
    parentPort?.postMessage({ id: message.id, result: warmed });
    return;
  }
  answering++;
  try {
    parentPort?.postMessage({ id: message.id, result: await highlightBlock(message.request) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    if (--answering === 0) for (const resolve of idle.splice(0)) resolve();
  }
});
