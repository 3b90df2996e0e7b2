import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workerRequests } from '../../../../src/node/workers/worker-requests';

const dir = mkdtempSync(join(tmpdir(), 'worker-requests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker file whose message handler is `body`, with `id` and `n` of the message in scope. */
function workerFile(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `const { parentPort } = require('node:worker_threads');\nparentPort.on('message', ({ id, n }) => { ${body} });\n`);
  return file;
}

type Message = { id: number; n: number };

describe('node/worker-requests', () => {
  it('answers each request with its own reply, whatever the order the worker replies in', async () => {
    // replies to even numbers come later than those to odd ones
    const file = workerFile('echo.cjs', 'setTimeout(() => parentPort.postMessage({ id, result: n * 10 }), n % 2 === 0 ? 20 : 0);');
    const told: string[] = [];
    const worker = workerRequests<Message>(file, { work: 'search', onFallback: (reason) => told.push(reason) });
    try {
      expect(await Promise.all([1, 2, 3, 4].map((n) => worker.ask<number>({ n })))).toEqual([10, 20, 30, 40]);
      expect(told).toEqual([]);
    } finally {
      await worker.close();
    }
  });

  it('fails what waits and what is asked after once the worker ends, and tells why once', async () => {
    const file = workerFile('exits.cjs', 'if (n === 2) process.exit(5); else parentPort.postMessage({ id, result: n });');
    const told: string[] = [];
    const worker = workerRequests<Message>(file, { work: 'highlight', onFallback: (reason, work) => told.push(`${work}: ${reason}`) });
    expect(await worker.ask({ n: 1 })).toBe(1);
    await expect(worker.ask({ n: 2 })).rejects.toThrow('the worker exited with code 5');
    await expect(worker.ask({ n: 3 })).rejects.toThrow('the worker exited with code 5');
    worker.fellBack(worker.failure());
    worker.fellBack(worker.failure());
    expect(told).toEqual(['highlight: the worker exited with code 5']);
  });

  it('tells nothing of a failure once it was closed', async () => {
    const file = workerFile('quiet.cjs', '');
    const told: string[] = [];
    const worker = workerRequests<Message>(file, { work: 'search', onFallback: (reason) => told.push(reason) });
    const waiting = worker.ask({ n: 1 });
    await worker.close();
    await expect(waiting).rejects.toThrow();
    worker.fellBack(worker.failure());
    expect(told).toEqual([]);
  });
});
