import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { stringsFor, ENGLISH_SEARCH_ERRORS } from '../../../shared/builtin-search-text';
import type { ClientEcosystem, Lang, Locale } from '../../../shared/types';
import { retryingImport, useChunk } from '../../retrying-import';
import { SearchError } from '../../search/SearchError';
import { Popover } from '../ui/Popover';
import { ecosystemLang, textIn } from './tools';
import './ecosystem.css';

/** The panel's code and the ecosystem's items: a chunk of their own, loaded when the menu is first opened or about to be. */
export type PanelChunk = Pick<typeof import('./ecosystem-items'), 'EcosystemPanel' | 'ecosystem'>;

const loadPanelChunk = retryingImport<PanelChunk>(() => import('./ecosystem-items'));

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      {[2, 8, 14].flatMap((y) => [2, 8, 14].map((x) => <rect key={`${x}${y}`} x={x} y={y} width="4" height="4" rx="1" />))}
    </svg>
  );
}

/**
 * The open panel: empty (busy) while its chunk loads, then the items. A chunk that cannot be
 * loaded (offline, blocked) shows the search error screen's text with its retry button; the
 * message stays while the retry is on its way, so the panel keeps its size under the pointer, and
 * when the items come in its place the focus the button had goes to the first of them.
 */
function LoadingPanel({ load, lang, locale }: { load: () => Promise<PanelChunk>; lang: Lang; locale?: Pick<Locale, 'searchText'> }) {
  const { chunk, failed, retrying, retry } = useChunk(load, true, 'the ecosystem menu');
  const body = useRef<HTMLDivElement>(null);
  const retriedWithFocus = useRef(false);
  useEffect(() => {
    if (!chunk || !retriedWithFocus.current) return;
    retriedWithFocus.current = false;
    // the retry button that held the focus is gone: without this it would fall back to the page
    if (document.activeElement === document.body) body.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [chunk]);
  const onRetry = () => {
    retriedWithFocus.current = body.current?.contains(document.activeElement) ?? false;
    retry();
  };
  let inside;
  if (chunk?.ecosystem) inside = <chunk.EcosystemPanel ecosystem={chunk.ecosystem} lang={lang} />;
  else if (!failed) inside = <div className="rp-eco-menu-loading" aria-busy="true" />;
  else {
    const strings = stringsFor({ en: ENGLISH_SEARCH_ERRORS }, lang, locale);
    inside = <SearchError title={strings.errorTitle} help={strings.errorHelp} retry={strings.retry} onRetry={onRetry} busy={retrying} />;
  }
  return <div ref={body}>{inside}</div>;
}

/**
 * The grid icon before the site title (themeConfig.ecosystem): a dropdown of the items, opened on
 * hover (or on the `trigger` given), placed bottom-left. Language: `lang`, else 'zh' when the path
 * contains 'zh'. The items come with the panel (`load`), fetched as the pointer or focus reaches
 * the button.
 */
export function EcosystemMenu({
  ecosystem,
  lang,
  locale,
  trigger = 'hover',
  load = loadPanelChunk,
}: {
  ecosystem: ClientEcosystem;
  lang?: Lang;
  /** the page's locale: its `searchText` holds the error text of a language other than English */
  locale?: Pick<Locale, 'searchText'>;
  trigger?: 'hover' | 'click';
  load?: () => Promise<PanelChunk>;
}) {
  const { pathname } = useLocation();
  const language = ecosystemLang(lang, pathname);
  const warm = () => void load().catch(() => {});
  return (
    <Popover
      trigger={trigger}
      placement="bottom-start"
      className="rp-eco-menu"
      content={() => <LoadingPanel load={load} lang={language} locale={locale} />}
    >
      <button
        type="button"
        className="rp-eco-menu-button"
        aria-label={textIn(ecosystem.label, language) || ecosystem.title}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <GridIcon />
      </button>
    </Popover>
  );
}
