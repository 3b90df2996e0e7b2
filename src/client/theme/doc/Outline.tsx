import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageState } from '../../page-context';
import { fixedBarsOffset, scrollToHash } from '../../router/scroll';
import { activeHeadingIndex, isHeadingShown, OUTLINE_THROTTLE_MS, outlineEntries, throttle } from './outline-model';

/**
 * The page's headings (h2-h4 from the build's toc; after mount only those present and visible in
 * the content). The heading at the scroll position is highlighted.
 */
export function Outline({ onNavigate }: { onNavigate?: () => void }) {
  const { page, locale } = usePageState();
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = useMemo(() => outlineEntries(page.toc), [page.toc]);
  const [entries, setEntries] = useState(initial);
  const [active, setActive] = useState<string | undefined>();

  useEffect(() => {
    const headings = initial.map((h) => document.getElementById(h.id)).filter(isHeadingShown);
    const shown = new Set(headings.map((el) => el.id));
    setEntries(initial.filter((h) => shown.has(h.id)));
    const update = () => {
      const doc = document.documentElement;
      const atBottom = window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= doc.scrollHeight - 1;
      const tops = headings.map((el) => el.getBoundingClientRect().top);
      setActive(headings[activeHeadingIndex(tops, fixedBarsOffset(), atBottom)]?.id);
    };
    const onScroll = throttle(update, OUTLINE_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [initial]);

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
