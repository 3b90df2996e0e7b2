export const CODE_COPY_FEEDBACK_MS = 2000;

const LABELS = {
  en: { copy: 'Copy code', copied: 'Copied' },
  zh: { copy: '复制代码', copied: '已复制' },
} as const;

/** The prompt shown when the clipboard is refused (SPEC section 8). */
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

/** Delegated handler for the copy button of every code block (prerendered or client-rendered). */
export function installCodeCopy(doc: Document = document): () => void {
  const onClick = async (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('.rp-code-copy');
    const pre = button?.closest('.rp-code-block')?.querySelector('pre');
    if (!button || !pre) return;
    await copyText(pre.textContent ?? '');
    const lang = doc.documentElement.lang === 'zh' ? 'zh' : 'en';
    button.classList.add('rp-code-copy-success');
    button.setAttribute('aria-label', LABELS[lang].copied);
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        button.classList.remove('rp-code-copy-success');
        button.setAttribute('aria-label', LABELS[lang].copy);
      }, CODE_COPY_FEEDBACK_MS),
    );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
