/** Worker thread entry (see highlight-thread.ts): code blocks in, highlighted HTML out. */
import { parentPort } from 'node:worker_threads';
import { type BlockRequest, highlightBlock } from '../markdown/highlight-block';

export interface HighlightMessage {
  id: number;
  request: BlockRequest;
}

parentPort?.on('message', async ({ id, request }: HighlightMessage) => {
  try {
    parentPort?.postMessage({ id, result: await highlightBlock(request) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
