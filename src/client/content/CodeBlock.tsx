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

/**
 * A highlighted code block: a header (its title, if any, and the buttons), then the code. Copying and
 * the line-wrap toggle are delegated behaviours; the toggle shows once the block's lines overflow.
 */
export function CodeBlock({ lang, title, wrap, lineNumbers, html, children }: CodeBlockProps) {
  const { copyCodeText, wrapCodeText } = useLocale();
  const wrapped = isTrue(wrap);
  const classes = ['rp-code-block', title && 'rp-code-titled', wrapped && 'rp-code-wrap', isTrue(lineNumbers) && 'rp-code-line-numbers'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-lang={lang}>
      <div className="rp-code-header">
        {title ? <div className="rp-code-title">{title}</div> : null}
        <div className="rp-code-actions">
          <button type="button" className="rp-code-button rp-code-wrap-toggle" aria-label={wrapCodeText} title={wrapCodeText} aria-pressed={wrapped}>
            <span className="rp-icon rp-code-wrap-icon" aria-hidden="true" />
          </button>
          <button type="button" className="rp-code-button rp-code-copy" aria-label={copyCodeText} title={copyCodeText}>
            <span className="rp-icon rp-code-copy-icon" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="rp-code-content">
        {html !== undefined ? <div className="rp-code-pre" dangerouslySetInnerHTML={{ __html: html }} /> : <div className="rp-code-pre">{children}</div>}
      </div>
    </div>
  );
}
