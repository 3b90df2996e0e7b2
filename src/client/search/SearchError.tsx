/**
 * The search error screen, and the modal that shows it in the dialog's place when the dialog's own
 * code cannot be loaded (offline, or its chunk blocked). Both are in the first-visit bundle (with
 * their styles), so they work exactly when nothing more can be downloaded; the page stays as it is.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Lang, Locale } from '../../shared/types';
import { ENGLISH_SEARCH_ERRORS, stringsFor } from '../../shared/builtin-search-text';
import './search-error.css';

export interface SearchErrorProps {
  title: string;
  help: string;
  retry: string;
  onRetry: () => void;
  /** a retry is on its way: the message stays, its button waits */
  busy?: boolean;
}

export function SearchError({ title, help, retry, onRetry, busy = false }: SearchErrorProps) {
  return (
    <div className="rp-search-message" role="alert" aria-busy={busy || undefined}>
      <p className="rp-search-message-title">{title}</p>
      <p>{help}</p>
      <button type="button" className="rp-search-retry" aria-disabled={busy || undefined} onClick={busy ? undefined : onRetry}>
        {retry}
      </button>
    </div>
  );
}

export interface SearchUnavailableProps {
  lang: Lang;
  /** the page's locale: its `searchText` holds the strings of a language other than English */
  locale?: Pick<Locale, 'searchText'>;
  onRetry: () => void;
  onClose: () => void;
  /** a retry is on its way */
  busy?: boolean;
}

/** Focus moves to the retry button and cycles between the two buttons; Escape or a click outside closes. */
export function SearchUnavailable({ lang, locale, onRetry, onClose, busy }: SearchUnavailableProps) {
  const strings = stringsFor({ en: ENGLISH_SEARCH_ERRORS }, lang, locale);
  const modal = useRef<HTMLDivElement>(null);
  useEffect(() => modal.current?.querySelector('button')?.focus(), []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab' && modal.current) {
      e.preventDefault();
      const buttons = [...modal.current.querySelectorAll('button')];
      const next = buttons.indexOf(document.activeElement as HTMLButtonElement) + (e.shiftKey ? -1 : 1);
      buttons[(next + buttons.length) % buttons.length]?.focus();
    }
  };
  return createPortal(
    <div className="rp-search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={modal}
        role="dialog"
        aria-modal="true"
        aria-label={strings.errorTitle}
        className="rp-search-modal rp-search-unavailable"
        onKeyDown={onKeyDown}
      >
        <SearchError title={strings.errorTitle} help={strings.errorHelp} retry={strings.retry} onRetry={onRetry} busy={busy} />
        <button type="button" className="rp-search-unavailable-close" onClick={onClose}>
          {strings.cancel}
        </button>
      </div>
    </div>,
    document.body,
  );
}
