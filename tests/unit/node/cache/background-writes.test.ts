import { describe, expect, it } from 'vitest';
import { backgroundWrites } from '../../../../src/node/cache/background-writes';

/** A write that ends when the test says so. */
function write() {
  let end!: () => void;
  const promise = new Promise<void>((resolve) => (end = resolve));
  return { promise, end };
}

/** Whether `promise` has resolved once the queued reactions have run. */
async function isDone(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('node/cache/background-writes', () => {
  it('lets a step go on while fewer writes than the limit are in flight, and holds it at the limit until one ends', async () => {
    const writes = backgroundWrites(2);
    const first = write();
    const second = write();
    expect(await isDone(writes.add(first.promise))).toBe(true);
    const atLimit = writes.add(second.promise);
    expect(await isDone(atLimit)).toBe(false);
    second.end();
    expect(await isDone(atLimit)).toBe(true);
    first.end();
  });

  it('settles once every write added has ended, also one added while it waits', async () => {
    const writes = backgroundWrites(8);
    const first = write();
    const later = write();
    await writes.add(first.promise);
    const settled = writes.settled();
    await writes.add(later.promise);
    first.end();
    expect(await isDone(settled)).toBe(false);
    later.end();
    expect(await isDone(settled)).toBe(true);
    expect(await isDone(backgroundWrites(1).settled())).toBe(true);
  });
});
