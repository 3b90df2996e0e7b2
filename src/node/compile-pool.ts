import { Worker } from 'node:worker_threads';
import type { CompileInput, CompiledPage } from './markdown/compile';

/**
 * Markdown compilation spread over worker threads (build only). Shiki and the parser are
 * CPU-bound, so on a 2-core machine two workers roughly halve the compile phase. The tsx loader
 * is registered per thread, so each worker starts from a small JS file that registers it.
 */
export class CompilePool {
  private workers: Worker[] = [];
  private queue: { id: number; input: CompileInput }[] = [];
  private idle: Worker[] = [];
  private waiting = new Map<number, { resolve: (page: CompiledPage) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./compile-worker-boot.mjs', import.meta.url));
      worker.on('message', ({ id, result, error }: { id: number; result?: CompiledPage; error?: string }) => {
        const job = this.waiting.get(id);
        this.waiting.delete(id);
        if (error) job?.reject(new Error(error));
        else job?.resolve(result!);
        this.idle.push(worker);
        this.pump();
      });
      worker.on('error', (error) => {
        for (const job of this.waiting.values()) job.reject(error);
        this.waiting.clear();
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  compile(input: CompileInput): Promise<CompiledPage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.queue.push({ id, input });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) this.idle.pop()!.postMessage(this.queue.shift());
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
