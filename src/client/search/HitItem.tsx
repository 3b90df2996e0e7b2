import type { MouseEvent, ReactNode } from 'react';
import { Highlighted } from './Highlighted';
import type { SearchHit } from './providers/types';

/** Title and sub-line of a hit (DocSearch's rule): a page shows its text, a heading or text its page. */
export function hitTexts(hit: Pick<SearchHit, 'type' | 'hierarchy' | 'content' | 'marked'>): { title: string; subtitle: string | null } {
  const level = (key: keyof SearchHit['hierarchy']) => hit.marked?.hierarchy[key] ?? hit.hierarchy[key] ?? '';
  const content = hit.marked?.content ?? hit.content ?? '';
  if (hit.type === 'lvl1') return { title: level('lvl1'), subtitle: content || null };
  if (hit.type === 'content') return { title: content, subtitle: level('lvl1') || null };
  return { title: level(hit.type), subtitle: level('lvl1') || null };
}

const ICON_PATHS: Record<string, string> = {
  page: 'M5 2h7l4 4v12H5zM12 2v4h4M8 10h5M8 13h5',
  heading: 'M6 3l-2 14M13 3l-2 14M3 7h13M2 13h13',
  content: 'M3 5h14M3 10h14M3 15h9',
  recent: 'M10 3a7 7 0 1 1-7 7M10 6v4l3 2M3 4v4h4',
  favorite: 'M10 2.5l2.3 4.8 5.2.7-3.8 3.6 1 5.2L10 14.3l-4.7 2.5 1-5.2L2.5 8l5.2-.7z',
};

export function HitIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <svg className="rp-search-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface HitItemProps {
  id: string;
  hit: SearchHit;
  href: string;
  active: boolean;
  nested?: boolean;
  icon: keyof typeof ICON_PATHS;
  onSelect: (e: MouseEvent<HTMLAnchorElement>) => void;
  onHover: () => void;
  /** ★ / × buttons of recents and favorites */
  actions?: ReactNode;
}

/**
 * One option of the listbox. The option is the link itself (a real href: middle click, copy link;
 * the dialog navigates client-side), so no focusable element sits inside an option.
 */
export function HitItem({ id, hit, href, active, nested, icon, onSelect, onHover, actions }: HitItemProps) {
  const { title, subtitle } = hitTexts(hit);
  const classes = ['rp-search-hit', nested ? 'rp-search-hit-nested' : '', active ? 'rp-search-hit-active' : ''];
  return (
    <li role="none" className={classes.filter(Boolean).join(' ')} onMouseMove={active ? undefined : onHover}>
      <a id={id} role="option" aria-selected={active} href={href} tabIndex={-1} onClick={onSelect}>
        <HitIcon kind={icon} />
        <span className="rp-search-hit-text">
          <span className="rp-search-hit-title">
            <Highlighted text={title} />
          </span>
          {subtitle ? (
            <span className="rp-search-hit-path">
              <Highlighted text={subtitle} />
            </span>
          ) : null}
        </span>
        <span className="rp-search-hit-enter" aria-hidden="true">
          ↵
        </span>
      </a>
      {actions ? <span className="rp-search-hit-actions">{actions}</span> : null}
    </li>
  );
}
