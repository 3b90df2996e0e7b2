/**
 * The navbar's search button (first-visit bundle: keep it small). It owns the open state and the
 * global shortcuts; the dialog, the provider and the index are lazy chunks, fetched on hover or
 * focus of this button, or when the dialog opens. When the dialog's chunk cannot be loaded
 * (offline, blocked), the search error screen takes its place with a retry, and the page stays.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { usePageState } from '../page-context';
import { retryingImport, useChunk } from '../retrying-import';
import { MAX_QUERY_LENGTH } from './limits';
import { SearchUnavailable } from './SearchError';
import './search-button.css';

type DialogModule = typeof import('./SearchDialog');

/**
 * The dialog's chunk, downloaded once; a failed download is tried again on the next call. Only a
 * browser opens the dialog: the server's render leaves the chunk out, and with it the search
 * providers' packages (Algolia's client), which it would otherwise load at every start.
 */
const loadDialog = import.meta.env.SSR
  ? () => Promise.reject<DialogModule>(new Error('the search dialog opens in a browser only'))
  : retryingImport<DialogModule>(() => import('./SearchDialog'));

// isContentEditable by attribute too (the same rule, and it works without layout)
const EDITABLE = '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';
const APPLE_RE = /Mac|iPhone|iPad|iPod/i;

/** '/' does not open search while the user is typing somewhere. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA') return true;
  return target.isContentEditable || target.closest(EDITABLE) !== null;
}

const selectedText = () => window.getSelection()?.toString().slice(0, MAX_QUERY_LENGTH) ?? '';

export function SearchButton() {
  const { site, locale, lang, page } = usePageState();
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  // unknown until mounted, so the server and the first client render agree
  const [apple, setApple] = useState<boolean | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef(false);
  openRef.current = open;

  const show = (query: string) => {
    setInitialQuery(query);
    setOpen(true);
  };
  const close = () => setOpen(false);
  // back to the button once the dialog is gone (while it is mounted its focus trap would take focus
  // back); without preventScroll Chrome scrolls the page to the top for the button in the sticky bar
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);
  const shortcuts = useRef({ show, close });
  shortcuts.current = { show, close };

  const { chunk: dialog, failed, retrying, retry } = useChunk(loadDialog, open, 'the search dialog');

  const enabled = site.themeConfig.search;
  useEffect(() => {
    setApple(APPLE_RE.test(navigator.platform));
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key?.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) {
        e.preventDefault();
        if (openRef.current) shortcuts.current.close();
        else shortcuts.current.show(selectedText());
      } else if (e.key === '/' && !openRef.current && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditableTarget(e.target)) {
        e.preventDefault();
        shortcuts.current.show(selectedText());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  if (!enabled) return null;

  const warm = () => {
    loadDialog().then(
      (m) => m.warmSearch(site, lang, page.version),
      () => {},
    );
  };
  // typing on the focused button starts the search with that character
  const onKeyDown = (e: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    if (open) setInitialQuery((query) => (query + e.key).slice(0, MAX_QUERY_LENGTH));
    else show(e.key);
  };

  const label = locale.searchPlaceholderText;
  const shortcut = apple === null ? undefined : apple ? 'Meta+k' : 'Control+k';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rp-search-button"
        // the name is the visible text (WCAG 2.5.3 label in name); the keys are announced from
        // aria-keyshortcuts, not from the aria-hidden kbd
        aria-keyshortcuts={shortcut}
        onClick={() => show('')}
        onKeyDown={onKeyDown}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 14.4 18 18M16 9A7 7 0 1 1 2 9a7 7 0 0 1 14 0z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span className="rp-search-button-text">{label}</span>
        <span className="rp-search-button-keys" aria-hidden="true">
          {apple === null ? null : (
            <>
              <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
              <kbd>K</kbd>
            </>
          )}
        </span>
      </button>
      {open && dialog ? (
        <dialog.SearchDialog site={site} lang={lang} locale={locale} version={page.version} initialQuery={initialQuery} onClose={close} />
      ) : null}
      {open && failed ? <SearchUnavailable lang={lang} locale={locale} onRetry={retry} onClose={close} busy={retrying} /> : null}
    </>
  );
}
