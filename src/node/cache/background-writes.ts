/**
 * Cache writes a step does not wait for: the step goes on with what it made while the disk takes
 * the entry, with a few writes in flight at most, so that what waits to be written stays a small,
 * fixed amount of memory. A step that writes one entry after another would otherwise wait for each
 * file's creation, write and rename in turn.
 */
export interface BackgroundWrites {
  /** resolves at once while fewer than the limit are in flight, else once one of them has ended */
  add(write: Promise<void>): Promise<void>;
  /** resolves once every write added so far has ended */
  settled(): Promise<void>;
}

/** Writes (promises that never reject) with at most `limit` in flight. */
export function backgroundWrites(limit: number): BackgroundWrites {
  const writing = new Set<Promise<void>>();
  return {
    async add(write) {
      writing.add(write);
      void write.finally(() => writing.delete(write));
      while (writing.size >= limit) await Promise.race(writing);
    },
    async settled() {
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}
