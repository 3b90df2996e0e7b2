/**
 * Run `work` once the browser is idle, or after a short wait where it cannot tell (Safari has no
 * requestIdleCallback). Asked with typeof: where the browser lacks the function, an element of the
 * page with that id stands in its name on `window`, and calling it would throw.
 */
export function whenIdle(work: () => void, win: Pick<Window, 'requestIdleCallback' | 'setTimeout'> = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work);
  else win.setTimeout(work, 200);
}
