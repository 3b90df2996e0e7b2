import { useId, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../router/history-router';
import { usePageState } from '../../page-context';
import { scrollToHash } from '../../router/scroll';
import type { ReadingPosition } from './use-reading-position';

/**
 * The page's headings (h2-h4 from the build's toc; after mount only those present and visible in
 * the content). The heading at the scroll position is highlighted.
 */
export function Outline({ position, onNavigate }: { position: ReadingPosition; onNavigate?: () => void }) {
  const { locale } = usePageState();
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const { entries, activeId: active } = position;

  const choose = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    scrollToHash(`#${id}`);
    navigate({ pathname: location.pathname, search: location.search, hash: `#${id}` });
    onNavigate?.();
  };

  if (entries.length === 0) return null;
  return (
    <nav className="rp-outline" aria-labelledby={titleId}>
      <p id={titleId} className="rp-outline-title">
        {locale.outlineTitle}
      </p>
      <ul>
        {entries.map((h) => (
          <li key={h.id} className={`rp-outline-depth-${h.depth}`}>
            <a
              href={`#${h.id}`}
              className={h.id === active ? 'rp-outline-active' : undefined}
              aria-current={h.id === active ? 'location' : undefined}
              onClick={(e) => choose(e, h.id)}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
