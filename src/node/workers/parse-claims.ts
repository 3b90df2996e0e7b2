/**
 * Who parses a page offered to the highlight thread: a flag per page in memory both threads share,
 * taken once, by whichever thread comes first. The compile takes its page when its turn comes; the
 * worker takes the newest page offered whenever it has no code block to highlight.
 */
const OFFERED = 0;
export const COMPILE = 1;
export const WORKER = 2;

/** One flag per page, every page offered. */
export const parseClaims = (pages: number) => new Int32Array(new SharedArrayBuffer(pages * Int32Array.BYTES_PER_ELEMENT));

/** Take page `slot` for `by`; false when the other thread has it. */
export const claim = (claims: Int32Array, slot: number, by: typeof COMPILE | typeof WORKER) =>
  Atomics.compareExchange(claims, slot, OFFERED, by) === OFFERED;

/** Whether page `slot` is still untaken. */
export const untaken = (claims: Int32Array, slot: number) => Atomics.load(claims, slot) === OFFERED;
