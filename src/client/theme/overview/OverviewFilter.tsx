import { usePageState } from '../../page-context';
import './overview.css';

/**
 * The overview's filter input. The build places it in the page content, after the introduction
 * (before the first section heading). It holds no state: the content behaviour
 * (content/overview-filter-behaviour.ts) filters the list by delegation, so the same markup works
 * on a first visit, where the content is the prerendered HTML, and after a client navigation.
 */
export function OverviewFilter() {
  const { locale } = usePageState();
  const text = locale.overview;
  return (
    <div className="rp-overview-filter" data-rp-overview-filter="">
      <label htmlFor="rp-overview-filter-input">{text.filterNameText}</label>
      <input id="rp-overview-filter-input" type="search" placeholder={text.filterPlaceholderText} autoComplete="off" />
      <p className="rp-overview-empty" role="status" data-empty-text={text.filterNoResultText} />
    </div>
  );
}
