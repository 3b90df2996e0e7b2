export const CODE_COPY_FEEDBACK_MS = 2000;

/** The text of the prompt that offers the code, selected, for copying by hand when the clipboard is refused. */
export function copyPromptText(isApple: boolean): string {
  return `Copy to clipboard: ${isApple ? 'Cmd' : 'Ctrl'}+C, Enter`;
}

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/** Copy text; when the clipboard API is missing or refused, show the copy prompt instead. */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
  } catch {
    window.prompt(copyPromptText(isApplePlatform()), text);
  }
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Delegated handler for the copy button of every code block (prerendered or client-rendered). The
 * button says the copied text of the page's language (by `<html lang>`) for a moment, then its own label again.
 */
export function installCodeCopy(copiedTextOf: (lang: string) => string, doc: Document = document): () => void {
  const labels = new WeakMap<Element, string>();
  const onClick = async (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('.rp-code-copy');
    const pre = button?.closest('.rp-code-block')?.querySelector('pre');
    if (!button || !pre) return;
    await copyText(pre.textContent ?? '');
    if (!labels.has(button)) labels.set(button, button.getAttribute('aria-label') ?? '');
    button.classList.add('rp-code-copy-success');
    button.setAttribute('aria-label', copiedTextOf(doc.documentElement.lang));
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        button.classList.remove('rp-code-copy-success');
        button.setAttribute('aria-label', labels.get(button) ?? '');
      }, CODE_COPY_FEEDBACK_MS),
    );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
