import { useEffect, useRef, useState } from 'react';
import { usePageState } from '../../page-context';
import { Popover } from '../ui/Popover';
import { chatLinks, fetchMarkdown, MARKDOWN_COPY_FEEDBACK_MS, markdownUrl } from './page-markdown';
import './page-tools.css';

/** Clipboard write whose failure is silent: a failed Markdown copy shows no error. */
async function writeClipboard(text: string): Promise<void> {
  await navigator.clipboard?.writeText(text);
}

/**
 * Row at the top of a doc page: "Copy Markdown" (the page's .md twin to the clipboard) and an
 * "Open" menu (copy the .md link, open the page in ChatGPT or Claude).
 */
export function PageTools() {
  const { site, routePath, locale } = usePageState();
  const [status, setStatus] = useState<'idle' | 'loading' | 'success'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mdUrl = markdownUrl(routePath, site.base);
  const absoluteMdUrl = markdownUrl(routePath, site.base, site.siteUrl);

  const copyMarkdown = async () => {
    setStatus('loading');
    try {
      await writeClipboard(await fetchMarkdown(mdUrl));
    } catch {
      // the success state shows even when the fetch or the clipboard fails
    }
    setStatus('success');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), MARKDOWN_COPY_FEEDBACK_MS);
  };

  return (
    <div className="rp-page-tools">
      <button type="button" className="rp-page-tools-button" disabled={status === 'loading'} onClick={copyMarkdown} data-status={status}>
        <svg
          className="rp-page-tools-icon"
          width="14"
          height="14"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          {status === 'success' ? <path d="M3 8.5l3 3 7-7" /> : <path d="M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3" />}
        </svg>
        {locale.copyMarkdownText}
      </button>
      <span className="rp-page-tools-status" role="status">
        {status === 'success' ? locale.copiedText : ''}
      </span>
      <Popover
        trigger="click"
        placement="bottom-end"
        content={(close) => (
          <ul className="rp-page-tools-menu">
            <li>
              <button
                type="button"
                onClick={() => {
                  writeClipboard(absoluteMdUrl).catch(() => {});
                  close();
                }}
              >
                {locale.copyMarkdownLinkText}
              </button>
            </li>
            {chatLinks(absoluteMdUrl).map((chat) => (
              <li key={chat.name}>
                <a href={chat.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {locale.openInText.replace('{{name}}', chat.name)}
                  <span aria-hidden="true"> ↗</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      >
        <button type="button" className="rp-page-tools-button">
          {locale.openText}
          <span aria-hidden="true" className="rp-page-tools-chevron" />
        </button>
      </Popover>
    </div>
  );
}
