import { parentPort } from 'node:worker_threads';
import { compileMarkdown, type CompileInput } from './markdown/compile';

// One compile per message; each worker keeps its own Shiki highlighter warm across pages.
parentPort!.on('message', async ({ id, input }: { id: number; input: CompileInput }) => {
  try {
    parentPort!.postMessage({ id, result: await compileMarkdown(input) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) });
  }
});
