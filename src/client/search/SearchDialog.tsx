/**
 * The search modal (lazy chunk): a combobox input over a listbox of hits, with the start,
 * results, no-results and error screens. Opened by SearchButton, which owns open/closed.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ClientSiteConfig, Lang, Locale } from '../../shared/types';
import { withBase } from '../../shared/routes';
import { navigateTo } from '../router/navigation';
import { getNavigator } from '../router/navigator';
import { useFocusTrap, useScrollLock } from './dialog-behaviour';
import { groupHits } from './group-hits';
import { MAX_QUERY_LENGTH } from './limits';
import { getProvider } from './providers/create-provider';
import { isMultiVersion } from '../../shared/versions';
import type { SearchHit, SearchProvider } from './providers/types';
import { SearchFooter, SearchForm } from './SearchForm';
import { addRecent, historyIndexName, readHistory, type History } from './search-history';
import { SearchError } from './SearchError';
import { EmptyStart, HistoryActions, NoResults, SearchList, type OptionSection, type SearchOption } from './SearchScreens';
import { stringsFor } from '../../shared/builtin-search-text';
import { SEARCH_STRINGS, type SearchStrings } from './search-strings';
import { useActiveOption } from './use-active-option';
import { useSearch, type SearchState } from './use-search';
import './search-dialog.css';

export { warmProvider as warmSearch } from './providers/create-provider';

const SUGGESTION_LIMIT = 3;
const NARROW_QUERY = '(max-width: 768px)';

export interface SearchDialogProps {
  site: ClientSiteConfig;
  lang: Lang;
  /** the texts of the page's language: its `searchText` may set the dialog's strings, its nav names the sections */
  locale?: Pick<Locale, 'searchText' | 'nav'>;
  /** the version the reader is in: its index is searched ('' or the default: the site's root) */
  version?: string;
  initialQuery: string;
  onClose: () => void;
  /** test seam: the provider (default: the site config's) */
  provider?: () => Promise<SearchProvider>;
  /** test seam: client navigation (default: the router's) */
  navigate?: (to: string) => void;
}

/** Snippets of 5 words on narrow screens, else 10. */
function snippetWordsNow(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches ? 5 : 10;
}

/** A new GitHub issue on the site's repository (the github social link), or null without one. */
function missingResultsUrl(site: ClientSiteConfig, query: string): string | null {
  const repo = site.themeConfig.socialLinks.find((link) => link.icon === 'github')?.content.replace(/\/+$/, '');
  if (!repo || !/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(repo)) return null;
  const title = `[Docs search] No results for "${query}"`;
  const body = `Searching the docs for "${query}" returned no results on ${window.location.href}`;
  return `${repo}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/** The rows on screen: recents and favorites for an empty query, else the grouped hits of the answer. */
function optionSections({
  query,
  history,
  search,
  strings,
  maxPerGroup,
}: {
  query: string;
  history: History;
  search: SearchState;
  strings: SearchStrings;
  maxPerGroup: number;
}): OptionSection[] {
  if (!query.trim()) {
    const sections: OptionSection[] = [];
    const add = (title: string, hits: SearchHit[], source: 'recent' | 'favorite') =>
      hits.length > 0 && sections.push({ title, options: hits.map((hit) => ({ hit, source, nested: false })) });
    add(strings.recentTitle, history.recent, 'recent');
    add(strings.favoriteTitle, history.favorite, 'favorite');
    return sections;
  }
  if (!search.answer || search.status === 'error') return [];
  return groupHits(search.answer.hits, maxPerGroup).map((group) => ({
    title: group.title,
    options: group.items.map(({ hit, nested }) => ({ hit, source: 'results' as const, nested })),
  }));
}

export function SearchDialog({ site, lang, locale, version = '', initialQuery, onClose, provider, navigate }: SearchDialogProps) {
  const strings = useMemo(() => {
    const own = stringsFor(SEARCH_STRINGS, lang, locale);
    // on a site with versions the input names the version searched
    return isMultiVersion(site.multiVersion) && version ? { ...own, placeholder: `${own.placeholder} (${version})` } : own;
  }, [site, lang, locale, version]);
  const id = useId();
  const indexName = historyIndexName(site, lang, version);
  const [query, setQuery] = useState(() => initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [history, setHistory] = useState(() => readHistory(indexName));
  const [snippetWords] = useState(snippetWordsNow);
  const getSearchProvider = useCallback(provider ?? (() => getProvider(site, lang, version)), [provider, site, lang, version]);
  const search = useSearch(getSearchProvider, query, snippetWords);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const trapTab = useFocusTrap(dialogRef, inputRef);
  useScrollLock();
  useEffect(() => inputRef.current?.focus(), []);

  const maxPerGroup = site.search.maxResultsPerGroup;
  const sections = useMemo(
    () => optionSections({ query, history, search, strings, maxPerGroup }),
    [query, history, search.answer, search.status, strings, maxPerGroup],
  );
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);

  const choose = (option: SearchOption, e?: MouseEvent<HTMLAnchorElement>) => {
    // a modified click opens a new tab and keeps the dialog
    if (e && (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) return;
    e?.preventDefault();
    if (option.source === 'results')
      getSearchProvider().then(
        (p) => p.hitSelected?.(option.hit),
        () => {},
      );
    // written now, not in a state updater: the dialog closes in this same event, and React drops the
    // updates of a component that unmounts (the recent search was lost when no storage kept it)
    setHistory(addRecent(indexName, history, option.hit));
    onClose();
    navigateTo(option.hit.url, navigate ?? getNavigator());
  };
  const openInNewTab = (option: SearchOption) => window.open(withBase(option.hit.url, site.base), '_blank', 'noopener');
  const active = useActiveOption(options, id, choose, openInNewTab);

  const listId = `${id}-list`;
  let body: ReactNode = null;
  if (search.status === 'error') {
    const unreadable = search.fault === 'index';
    const title = unreadable ? strings.indexErrorTitle : strings.errorTitle;
    body = (
      <SearchError
        title={title}
        help={unreadable ? strings.indexErrorHelp : strings.errorHelp}
        retry={strings.retry}
        onRetry={search.retry}
      />
    );
  } else if (!query.trim() && options.length === 0) body = <EmptyStart strings={strings} />;
  else if (query.trim() && search.answer?.hits.length === 0) {
    const navNames = locale?.nav.map((item) => item.text) ?? [];
    const names = search.seenSections.length > 0 ? search.seenSections : navNames;
    const { query: answered } = search.answer;
    const suggest = (name: string) => {
      setQuery(`${name.toLowerCase()} `);
      inputRef.current?.focus();
    };
    body = (
      <NoResults
        strings={strings}
        lang={lang}
        query={answered}
        suggestions={names.slice(0, SUGGESTION_LIMIT)}
        onSuggestion={suggest}
        reportUrl={missingResultsUrl(site, answered)}
      />
    );
  } else if (options.length > 0) {
    body = (
      <SearchList
        id={listId}
        label={query.trim() ? strings.resultsLabel : strings.recentTitle}
        sections={sections}
        activeIndex={active.activeIndex}
        optionId={active.optionId}
        hrefOf={(hit) => withBase(hit.url, site.base)}
        onSelect={choose}
        onHover={active.setActiveIndex}
        actionsOf={(option) => <HistoryActions option={option} strings={strings} indexName={indexName} update={setHistory} />}
      />
    );
  }

  const stalled = search.status === 'stalled';
  return createPortal(
    <div
      className={`rp-search-backdrop${stalled ? ' rp-search-stalled' : ''}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-label`}
        className="rp-search-modal"
        onKeyDown={(e) => (e.key === 'Escape' ? (e.preventDefault(), onClose()) : trapTab(e))}
      >
        <SearchForm
          id={id}
          strings={strings}
          query={query}
          stalled={stalled}
          inputRef={inputRef}
          listId={options.length > 0 ? listId : undefined}
          activeId={options[active.activeIndex] ? active.optionId(active.activeIndex) : undefined}
          onQuery={(value) => setQuery(value.slice(0, MAX_QUERY_LENGTH))}
          onKeyDown={active.onKeyDown}
          onCancel={onClose}
        />
        <div className="rp-search-body" aria-busy={search.status === 'loading' || stalled}>
          {body}
        </div>
        <SearchFooter strings={strings} />
      </div>
    </div>,
    document.body,
  );
}
