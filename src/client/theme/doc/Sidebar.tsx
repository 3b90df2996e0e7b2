import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../router/Link';
import type { SidebarItem, SidebarLink } from '../../../shared/types';
import { containsActive, isActiveLink, isDivider, isGroup, isSectionHeader } from './sidebar-model';

const KNOWN_TAGS = new Set(['new', 'experimental', 'deprecated', 'tip', 'info', 'warning', 'danger']);

/** A tag string is a comma list of labels: 'new', 'experimental', 'deprecated', a badge type or free text. */
function Tags({ tag }: { tag?: string }) {
  if (!tag) return null;
  return tag
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (
      <span key={t} className={`rp-sidebar-tag rp-sidebar-tag-${KNOWN_TAGS.has(t) ? t : 'info'}`}>
        {t}
      </span>
    ));
}

function ItemLink({ item, routePath, className = '' }: { item: SidebarLink; routePath: string; className?: string }) {
  const active = isActiveLink(item.link, routePath);
  return (
    <Link
      className={`rp-sidebar-link ${className}${active ? ' rp-sidebar-active' : ''}`}
      href={item.link}
      aria-current={active ? 'page' : undefined}
      data-context={item.context}
    >
      {item.text}
      <Tags tag={item.tag} />
    </Link>
  );
}

/**
 * A group: expanded unless `collapsed`, and always expanded when it holds the current page (also
 * after a client navigation into it). The toggle is a button with aria-expanded; state is in memory.
 */
function Group({ item, routePath }: { item: SidebarLink & { items: SidebarItem[] }; routePath: string }) {
  const listId = useId();
  const active = containsActive(item, routePath);
  const collapsible = item.collapsible !== false;
  const [open, setOpen] = useState(active || !item.collapsed);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active, routePath]);
  const expanded = !collapsible || open;
  const toggle = collapsible ? () => setOpen(!expanded) : undefined;
  const chevron = <span className="rp-sidebar-chevron" aria-hidden="true" />;
  return (
    <li className="rp-sidebar-group" data-context={item.context}>
      <div className="rp-sidebar-group-row">
        {item.link ? (
          <ItemLink item={item} routePath={routePath} className="rp-sidebar-group-title" />
        ) : collapsible ? (
          <button
            type="button"
            className="rp-sidebar-group-title rp-sidebar-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {item.text}
            <Tags tag={item.tag} />
            {chevron}
          </button>
        ) : (
          <span className="rp-sidebar-group-title">
            {item.text}
            <Tags tag={item.tag} />
          </span>
        )}
        {item.link && collapsible ? (
          <button
            type="button"
            className="rp-sidebar-toggle rp-sidebar-toggle-icon"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={item.text}
            onClick={toggle}
          >
            {chevron}
          </button>
        ) : null}
      </div>
      {/* collapsing animates the row height (grid rows 0fr <-> 1fr, 0.2 s), so a closed list stays in
          the DOM: inert and aria-hidden keep it out of the tab order and the accessibility tree */}
      <div className="rp-sidebar-collapse" data-open={expanded ? '' : undefined}>
        <ul id={listId} className="rp-sidebar-items" inert={!expanded} aria-hidden={expanded ? undefined : true}>
          <SidebarItems items={item.items} routePath={routePath} />
        </ul>
      </div>
    </li>
  );
}

function SidebarItems({ items, routePath }: { items: SidebarItem[]; routePath: string }) {
  return items.map((item, i) => {
    if (isDivider(item)) {
      return (
        <li key={i}>
          <hr className={`rp-sidebar-divider rp-sidebar-divider-${item.dividerType}`} />
        </li>
      );
    }
    if (isSectionHeader(item)) {
      return (
        <li key={i} className="rp-sidebar-section">
          {item.sectionHeaderText}
          <Tags tag={item.tag} />
        </li>
      );
    }
    if (isGroup(item)) return <Group key={i} item={item} routePath={routePath} />;
    return (
      <li key={i}>
        <ItemLink item={item} routePath={routePath} />
      </li>
    );
  });
}

/** The section's sidebar: links, collapsible groups, dividers and section headers. */
export function Sidebar({ items, routePath, label }: { items: SidebarItem[]; routePath: string; label: string }) {
  const nav = useRef<HTMLElement>(null);
  // keep the current page's link in view inside a long sidebar (without scrolling the window)
  useEffect(() => {
    const box = nav.current?.parentElement;
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top > box.clientHeight - 40) box.scrollTop += top - box.clientHeight / 2;
  }, [routePath]);
  return (
    <nav ref={nav} className="rp-sidebar-nav" aria-label={label}>
      <ul className="rp-sidebar-items">
        <SidebarItems items={items} routePath={routePath} />
      </ul>
    </nav>
  );
}
