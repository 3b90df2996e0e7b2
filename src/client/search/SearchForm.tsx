/** The dialog's header (the combobox input, loader, clear and cancel) and its key-hint footer. */
import type { KeyboardEvent, RefObject } from 'react';
import { MAX_QUERY_LENGTH } from './limits';
import type { SearchStrings } from './search-strings';

export interface SearchFormProps {
  id: string;
  strings: SearchStrings;
  query: string;
  stalled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** the listbox, when one is shown */
  listId?: string;
  activeId?: string;
  onQuery: (value: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onCancel: () => void;
}

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.4 14.4 18 18M16 9A7 7 0 1 1 2 9a7 7 0 0 1 14 0z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

function LoadingIcon() {
  return (
    <svg className="rp-search-spinner" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="30 14" strokeLinecap="round" />
    </svg>
  );
}

export function SearchForm({ id, strings, query, stalled, inputRef, listId, activeId, onQuery, onKeyDown, onCancel }: SearchFormProps) {
  return (
    <header className="rp-search-header">
      <form className="rp-search-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="rp-search-label">
          {stalled ? <LoadingIcon /> : <SearchIcon />}
          <span className="rp-search-sr-only">{strings.inputLabel}</span>
        </label>
        {stalled ? (
          <span className="rp-search-sr-only" role="status">
            {strings.loading}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="rp-search-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={Boolean(listId)}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={strings.placeholder}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {query ? (
          <button
            type="reset"
            className="rp-search-clear"
            title={strings.clear}
            aria-label={strings.clear}
            onClick={() => {
              onQuery('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </form>
      <button type="button" className="rp-search-cancel" onClick={onCancel}>
        {strings.cancel}
      </button>
    </header>
  );
}

export function SearchFooter({ strings }: { strings: SearchStrings }) {
  return (
    <footer className="rp-search-footer">
      <ul>
        <li>
          <kbd aria-label={strings.enterKey}>↵</kbd>
          <span>{strings.selectText}</span>
        </li>
        <li>
          <kbd aria-label={strings.arrowDown}>↓</kbd>
          <kbd aria-label={strings.arrowUp}>↑</kbd>
          <span>{strings.navigateText}</span>
        </li>
        <li>
          <kbd aria-label={strings.escapeKey}>Esc</kbd>
          <span>{strings.closeText}</span>
        </li>
      </ul>
    </footer>
  );
}
