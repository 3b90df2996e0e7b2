/**
 * Dev: code highlighting in a worker thread (highlight-thread.ts), as in the build, so loading the
 * highlighter and compiling grammars run on the second core. The thread starts on first use, with
 * the first block to highlight (once the first page with no kept HTML has been answered, or left to
 * Vite: early-answer.ts), and loads only the grammars of the blocks pages ask for: a page answered
 * from the cache starts no thread at all.
 */
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';
import type { WorkerThreadOptions } from '../workers/worker-requests';

export class DevHighlighting {
  private started: HighlightThread | undefined;

  constructor(private readonly options: WorkerThreadOptions) {}

  /** The worker thread, started now if it was not yet. */
  get thread(): HighlightThread {
    this.started ??= startHighlightThread(this.options);
    return this.started;
  }

  /** Whether the worker thread was started. */
  get running(): boolean {
    return this.started !== undefined;
  }

  /** End the worker thread, if it started. */
  async close(): Promise<void> {
    await this.started?.close();
  }
}
