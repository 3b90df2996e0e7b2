import { useId, useState } from 'react';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { filterOverview } from './overview-filter';
import './overview.css';

/**
 * Overview page body (front matter `overview: true`): a filter and the section's pages grouped as in
 * the sidebar, each with its headings. The groups come with the page's own data (built at compile
 * time, see src/node/overview-data.ts), so they are in the prerendered HTML.
 */
export function Overview() {
  const { page, locale } = usePageState();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const text = locale.overview;
  const groups = filterOverview(page.overview ?? [], query);
  return (
    <section className="rp-overview">
      <div className="rp-overview-filter">
        <label htmlFor={inputId}>{text.filterNameText}</label>
        <input id={inputId} type="search" value={query} placeholder={text.filterPlaceholderText} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {groups.length === 0 && query.trim() ? (
        <p className="rp-overview-empty" role="status">{`${text.filterNoResultText}: ${query.trim()}`}</p>
      ) : null}
      {groups.map((group) => (
        <div className="rp-overview-group" key={group.name}>
          <h2>{group.name}</h2>
          <div className="rp-overview-cards">
            {group.items.map((item) => (
              <div className="rp-overview-card" key={item.link}>
                <h3>
                  <Link href={item.link}>{item.text}</Link>
                </h3>
                {item.headers.length > 0 ? (
                  <ul>
                    {item.headers.map((h) => (
                      <li key={h.id} className={`rp-overview-depth-${h.depth}`}>
                        <Link href={`${item.link}#${h.id}`}>{h.text}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
