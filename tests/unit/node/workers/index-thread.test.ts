import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startIndexThread, type IndexThread } from '../../../../src/node/workers/index-thread';
import { movable } from '../../../../src/node/workers/index-worker';
import { assembledHere, AssemblyThreadGone, type IndexAssembly, type IndexInput } from '../../../../src/node/search/index-assembly';
import type { SearchRecord } from '../../../../src/shared/types';

const ROOT = resolve(import.meta.dirname, '../../../..');

const threads: IndexThread[] = [];
function start(root = ROOT) {
  const fallbacks: string[] = [];
  const works: string[] = [];
  const thread = startIndexThread({ root, onFallback: (reason, work) => (fallbacks.push(reason), works.push(work)) });
  threads.push(thread);
  return { thread, fallbacks, works };
}
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

describe('node/index-thread', () => {
  const record = (routePath: string, n: number, content: string | null): SearchRecord => ({
    objectID: `${routePath}:${n}`,
    url: `https://docs.test${routePath}`,
    type: n === 0 ? 'lvl1' : 'content',
    hierarchy: { lvl0: 'Guide', lvl1: routePath, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    lang: 'en',
  });
  const partsOf = (routePath: string, text: string) =>
    JSON.stringify({ lang: 'en', routePath, records: [record(routePath, 0, null), record(routePath, 1, text)], linkDescriptions: [] });
  const START = { lang: 'en', base: '/', shares: true } as const;

  /** Two batches of pages through `assembly`: the shares it made, then the index's bytes. */
  async function assemble(assembly: IndexAssembly, given: string) {
    const first: IndexInput[] = [
      { parts: { json: partsOf('/a', 'Snapshots are written next to the test.') }, mentions: ['snapshot files'] },
      { share: given },
    ];
    const second: IndexInput[] = [{ parts: { json: partsOf('/c', 'Fake timers and mocks.') } }];
    const shares = [...(await assembly.add(first)), ...(await assembly.add(second))];
    return { shares, bytes: await assembly.finish() };
  }

  it('gives the bytes and the shares this thread makes of the same pages', async () => {
    const here = assembledHere(START);
    const [given] = await here.add([{ parts: { json: partsOf('/b', 'Retry a failed test.') } }]);
    const { thread, fallbacks } = start();
    const inWorker = await assemble(thread.assemblyOf(START), given!);
    expect(inWorker).toEqual(await assemble(assembledHere(START), given!));
    expect(inWorker.shares.map((share) => share === undefined)).toEqual([false, true, false]);
    expect(fallbacks).toEqual([]);
  });

  it('gives a large index, whose bytes are moved rather than copied, whole and the same as this thread makes', async () => {
    const pages: IndexInput[] = Array.from({ length: 300 }, (_, i) => ({
      parts: { json: partsOf(`/page-${i}`, `Page ${i} runs test ${i * 7} with snapshot ${i % 13} and mock ${i % 5}.`) },
    }));
    const { thread } = start();
    const inWorker = thread.assemblyOf({ ...START, shares: false });
    await inWorker.add(pages);
    const bytes = await inWorker.finish();
    const here = assembledHere({ ...START, shares: false });
    await here.add(pages);
    const expected = await here.finish();
    // past Node's pool: the worker's buffer is its own, and moving it is what is tested
    expect(expected.byteLength).toBeGreaterThan(64 * 1024);
    expect(bytes.equals(expected)).toBe(true);
  });

  it('rejects with the worker gone, told once as the search index’s, when the worker ends or cannot start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'index-assembly-'));
    try {
      mkdirSync(join(root, 'lib'));
      // a worker that starts an index, then ends on the first pages it is given
      writeFileSync(
        join(root, 'lib/index-worker.js'),
        [
          "const { parentPort } = require('node:worker_threads');",
          "parentPort.on('message', ({ id, index }) => { if (index.start) parentPort.postMessage({ id, result: null }); else process.exit(3); });",
        ].join('\n'),
      );
      const { thread, works } = start(root);
      const assembly = thread.assemblyOf(START);
      await expect(assembly.add([{ parts: { json: partsOf('/a', 'Text.') } }])).rejects.toBeInstanceOf(AssemblyThreadGone);
      await expect(assembly.finish()).rejects.toBeInstanceOf(AssemblyThreadGone);
      expect(works).toEqual(['search']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    const { thread, works } = start(resolve(ROOT, 'package.json'));
    await expect(thread.assemblyOf(START).finish()).rejects.toBeInstanceOf(AssemblyThreadGone);
    expect(works).toEqual(['search']);
  });

  it('rejects with the error the worker met making the index, which is no reason to make it again here', async () => {
    const { thread, works } = start();
    const assembly = thread.assemblyOf(START);
    const failed = await assembly.add([{ parts: { json: '{ not json' } }]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(AssemblyThreadGone);
    expect((failed as Error).message).toMatch(/JSON/);
    expect(works).toEqual([]);
  });

  it("moves an index whose bytes fill a buffer of their own, and copies one that shares Node's pool", () => {
    const own = Buffer.concat([Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2)]);
    expect(movable(own)).toEqual([own.buffer]);
    // a small buffer is a slice of the pool other buffers live in: moving it would take theirs too
    const pooled = Buffer.from('{"v":1}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    expect(movable(pooled)).toEqual([]);
    expect(movable(null)).toEqual([]);
    expect(movable(['{"share":1}'])).toEqual([]);
  });
});
