/** What the dialog body shows: a list of hits (results, or recents and favorites), no results, error. */
import type { MouseEvent, ReactNode } from 'react';
import type { Lang } from '../../shared/types';
import { HitIcon, HitItem } from './HitItem';
import type { SearchHit } from './providers/types';
import { addFavorite, removeFavorite, removeRecent, type History } from './search-history';
import type { SearchStrings } from './search-strings';
import { quoteMarks, withColon } from './punctuation';

export type OptionSource = 'results' | 'recent' | 'favorite';

/** One selectable row; the dialog keeps them in one flat list for the arrow keys. */
export interface SearchOption {
  hit: SearchHit;
  source: OptionSource;
  nested: boolean;
}

export interface OptionSection {
  title: string;
  options: SearchOption[];
}

export interface SearchListProps {
  id: string;
  label: string;
  sections: OptionSection[];
  activeIndex: number;
  optionId: (index: number) => string;
  hrefOf: (hit: SearchHit) => string;
  onSelect: (option: SearchOption, e: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (index: number) => void;
  actionsOf?: (option: SearchOption) => ReactNode;
}

const iconOf = (option: SearchOption) =>
  option.source !== 'results' ? option.source : option.hit.type === 'lvl1' ? 'page' : option.hit.type === 'content' ? 'content' : 'heading';

export function SearchList({ id, label, sections, activeIndex, optionId, hrefOf, onSelect, onHover, actionsOf }: SearchListProps) {
  let index = -1;
  return (
    <div id={id} role="listbox" aria-label={label} className="rp-search-list">
      {sections.map((section, s) => (
        <div key={`${s}-${section.title}`} role="group" aria-labelledby={`${id}-g${s}`} className="rp-search-group">
          <div id={`${id}-g${s}`} role="presentation" className="rp-search-group-title">
            {section.title}
          </div>
          <ul role="none">
            {section.options.map((option) => {
              const i = ++index;
              return (
                <HitItem
                  key={`${option.source}-${option.hit.objectID}`}
                  id={optionId(i)}
                  hit={option.hit}
                  href={hrefOf(option.hit)}
                  active={i === activeIndex}
                  nested={option.nested}
                  icon={iconOf(option)}
                  onSelect={(e) => onSelect(option, e)}
                  onHover={() => onHover(i)}
                  actions={actionsOf?.(option)}
                />
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

export interface NoResultsProps {
  strings: SearchStrings;
  /** the dialog's language: its quotes and colon */
  lang: Lang;
  query: string;
  suggestions: string[];
  onSuggestion: (name: string) => void;
  reportUrl: string | null;
}

export function NoResults({ strings, lang, query, suggestions, onSuggestion, reportUrl }: NoResultsProps) {
  const [open, close] = quoteMarks(lang);
  return (
    <div className="rp-search-message">
      <p className="rp-search-message-title">
        {strings.noResults}
        {open}
        <strong>{query}</strong>
        {close}
      </p>
      {suggestions.length > 0 ? (
        <div className="rp-search-suggestions">
          <p>{withColon(strings.suggestionLead, lang)}</p>
          <ul>
            {suggestions.map((name) => (
              <li key={name}>
                <button type="button" onClick={() => onSuggestion(name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reportUrl ? (
        <p className="rp-search-report">
          {strings.reportText}{' '}
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            {strings.reportLink}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function EmptyStart({ strings }: { strings: SearchStrings }) {
  return (
    <div className="rp-search-message">
      <p>{strings.noRecent}</p>
    </div>
  );
}

export interface HistoryActionsProps {
  option: SearchOption;
  strings: SearchStrings;
  indexName: string;
  update: (change: (history: History) => History) => void;
}

/** ★ (save to favorites) and × (remove) on a recent; × on a favorite; nothing on a result. */
export function HistoryActions({ option, strings, indexName, update }: HistoryActionsProps) {
  const { hit, source } = option;
  if (source === 'results') return null;
  const remove = (
    <button
      type="button"
      title={source === 'recent' ? strings.removeRecent : strings.removeFavorite}
      aria-label={source === 'recent' ? strings.removeRecent : strings.removeFavorite}
      onClick={() => update((h) => (source === 'recent' ? removeRecent : removeFavorite)(indexName, h, hit))}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  if (source === 'favorite') return remove;
  return (
    <>
      <button
        type="button"
        title={strings.saveRecent}
        aria-label={strings.saveRecent}
        onClick={() => update((h) => addFavorite(indexName, h, hit))}
      >
        <HitIcon kind="favorite" />
      </button>
      {remove}
    </>
  );
}
