/**
 * Work on a few items at a time, one result at a time in the items' order: while one page waits for
 * its files (the cache, the page store, the out dir), the next ones are read or written, and what
 * must keep the pages' order (the manifest, the CSP's hashes) still does.
 */
export async function inOrderBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  done: (result: R, item: T) => void,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size);
    const results = await Promise.all(batch.map(work));
    results.forEach((result, j) => done(result, batch[j]));
    // a turn of the event loop between batches: work whose files are written at once never leaves
    // the promise queue, and timers and signals (the check that the command is still there) would
    // wait for the whole step
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `run` with at most one call in flight at a time (the server render is not made to run twice at once). */
export function oneAtATime<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const next = last.then(() => run(...args));
    last = next.catch(() => {});
    return next;
  };
}
