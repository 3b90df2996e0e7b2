import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePageState } from '../page-context';

export const CODE_COPY_FEEDBACK_MS = 2000;

const COPY_TEXT = { en: 'Copy code', zh: '复制代码' } as const;
const COPIED_TEXT = { en: 'Copied', zh: '已复制' } as const;

/** The prompt shown when the clipboard is refused (SPEC section 8). */
export function copyPromptText(isApple: boolean): string {
  return `Copy to clipboard: ${isApple ? 'Cmd' : 'Ctrl'}+C, Enter`;
}

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    window.prompt(copyPromptText(isApplePlatform()), text);
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}

export interface CodeBlockProps {
  lang?: string;
  title?: string;
  code?: string;
  wrap?: unknown;
  lineNumbers?: unknown;
  children?: ReactNode;
}

export function CodeBlock({ lang, title, code = '', wrap, lineNumbers, children }: CodeBlockProps) {
  const { lang: pageLang } = usePageState();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    await copyText(code);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CODE_COPY_FEEDBACK_MS);
  };

  const classes = ['rp-code-block', isTrue(wrap) && 'rp-code-wrap', isTrue(lineNumbers) && 'rp-code-line-numbers'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-lang={lang}>
      {title ? <div className="rp-code-title">{title}</div> : null}
      <div className="rp-code-content">
        {children}
        <button
          type="button"
          className={copied ? 'rp-code-copy rp-code-copy-success' : 'rp-code-copy'}
          aria-label={copied ? COPIED_TEXT[pageLang] : COPY_TEXT[pageLang]}
          title={COPY_TEXT[pageLang]}
          onClick={onCopy}
        >
          <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
        </button>
      </div>
    </div>
  );
}
