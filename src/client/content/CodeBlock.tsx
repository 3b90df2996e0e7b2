import type { ReactNode } from 'react';
import { useLocale } from '../page-context';

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}

export interface CodeBlockProps {
  lang?: string;
  title?: string;
  wrap?: unknown;
  lineNumbers?: unknown;
  /** Shiki's highlighted <pre>, as HTML produced at build time */
  html?: string;
  children?: ReactNode;
}

/** A highlighted code block with its title and copy button (copying is a delegated behaviour). */
export function CodeBlock({ lang, title, wrap, lineNumbers, html, children }: CodeBlockProps) {
  const { copyCodeText } = useLocale();
  const classes = ['rp-code-block', isTrue(wrap) && 'rp-code-wrap', isTrue(lineNumbers) && 'rp-code-line-numbers'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-lang={lang}>
      {title ? <div className="rp-code-title">{title}</div> : null}
      <div className="rp-code-content">
        {html !== undefined ? <div className="rp-code-pre" dangerouslySetInnerHTML={{ __html: html }} /> : <div className="rp-code-pre">{children}</div>}
        <button type="button" className="rp-code-copy" aria-label={copyCodeText} title={copyCodeText}>
          <span className="rp-icon rp-code-copy-icon" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
