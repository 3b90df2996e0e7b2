/**
 * The line-wrap toggle of code blocks. A block whose lines are wider than its box is marked
 * `data-overflow` (which shows its toggle); the toggle wraps its lines and unwraps them again.
 */

const BLOCK = '.rp-code-block';

/** A wrapped block keeps the mark it had: its lines still overflow once unwrapped. */
function markOverflow(pre: HTMLElement): void {
  const block = pre.closest(BLOCK);
  if (!block || block.classList.contains('rp-code-wrap')) return;
  block.toggleAttribute('data-overflow', pre.scrollWidth > pre.clientWidth);
}

/**
 * Mark the code blocks under `root` whose lines overflow, now and whenever their box changes size
 * (a narrower window, a tab shown). Returns the function that stops watching.
 */
export function watchCodeOverflow(root: HTMLElement): () => void {
  const pres = [...root.querySelectorAll<HTMLElement>(`${BLOCK} pre`)];
  if (pres.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => markOverflow(entry.target as HTMLElement)));
  pres.forEach((pre) => observer.observe(pre));
  return () => observer.disconnect();
}

/** Delegated handler of every block's wrap toggle (prerendered or client-rendered). */
export function installCodeWrap(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('.rp-code-wrap-toggle');
    const block = button?.closest(BLOCK);
    if (!button || !block) return;
    const wrapped = block.classList.toggle('rp-code-wrap');
    button.setAttribute('aria-pressed', String(wrapped));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
