import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import './overview.css';

/**
 * The section's pages that the overview page's own lists do not link to, grouped as in the sidebar,
 * each with its headings. The groups come with the page's own data (built at compile time, see
 * src/node/site/overview-data.ts), so they are in the prerendered HTML; the filter in the content narrows
 * them with the lists (content/overview-filter-behaviour.ts).
 */
export function Overview() {
  const { page } = usePageState();
  const groups = page.overview ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="rp-overview">
      {groups.map((group) => (
        <div className="rp-overview-group" data-rp-overview-group="" key={group.name}>
          <h2>{group.name}</h2>
          <div className="rp-overview-cards">
            {group.items.map((item) => (
              <div className="rp-overview-card" data-rp-overview-card="" key={item.link}>
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
