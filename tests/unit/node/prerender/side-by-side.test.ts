import { describe, expect, it } from 'vitest';
import { bothSettled } from '../../../../src/node/prerender/side-by-side';

/** A promise settled from outside, and whether anything has seen it settle. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once every queued callback has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('node/prerender/side-by-side', () => {
  it('gives both values once both steps are done', async () => {
    expect(await bothSettled(Promise.resolve(1), Promise.resolve('a'))).toEqual([1, 'a']);
  });

  it('reports a failed step only once the other one has stopped writing', async () => {
    const other = deferred<string>();
    const both = bothSettled(Promise.reject(new Error('bundle failed')), other.promise);
    expect(await hasSettled(both)).toBe(false);
    other.resolve('index written');
    await expect(both).rejects.toThrow('bundle failed');
  });

  it('waits for the first step too when the second fails, and releases what the first made', async () => {
    const first = deferred<{ server: string }>();
    const released: string[] = [];
    const both = bothSettled(first.promise, Promise.reject(new Error('index failed')), {
      undoFirst: async ({ server }) => void released.push(server),
    });
    expect(await hasSettled(both)).toBe(false);
    first.resolve({ server: 'bundle' });
    await expect(both).rejects.toThrow('index failed');
    expect(released).toEqual(['bundle']);
  });

  it('reports the first step’s error when both fail, and releases nothing', async () => {
    const released: unknown[] = [];
    const both = bothSettled(Promise.reject(new Error('first')), Promise.reject(new Error('second')), {
      undoFirst: async (value) => void released.push(value),
    });
    await expect(both).rejects.toThrow('first');
    expect(released).toEqual([]);
  });
});
