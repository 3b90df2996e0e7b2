import type { CSSProperties } from 'react';
import type { NavItem } from '../../../shared/types';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { Dropdown } from './Dropdown';
import { flattenNavItems, isNavItemActive } from './nav-links';

/** A badge after the item text; the space keeps "Config new" two words for screen readers. */
function Tag({ tag }: { tag?: string }) {
  return tag ? (
    <>
      {' '}
      <span className="rp-badge rp-nav-tag">{tag}</span>
    </>
  ) : null;
}

/** One nav link; the current section's link is marked active with aria-current="page". */
export function NavLink({
  item,
  path,
  className = 'rp-nav-link',
  style,
}: {
  item: NavItem;
  path: string;
  className?: string;
  style?: CSSProperties;
}) {
  const active = isNavItemActive(item, path);
  if (!item.link) {
    return (
      <span className={`${className} rp-nav-group-title`} style={style}>
        {item.text}
        <Tag tag={item.tag} />
      </span>
    );
  }
  return (
    <Link
      href={item.link}
      className={`${className}${active ? ' rp-nav-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      style={style}
    >
      {item.text}
      <Tag tag={item.tag} />
    </Link>
  );
}

/** A group: its trigger opens the nested items, indented by depth (8 + 12 × depth px). */
function NavGroup({ item, path }: { item: NavItem; path: string }) {
  return (
    <Dropdown
      className="rp-nav-group"
      active={isNavItemActive(item, path)}
      label={
        <>
          {item.text}
          <Tag tag={item.tag} />
        </>
      }
    >
      <ul className="rp-menu-list">
        {item.link ? (
          <li>
            <NavLink item={{ ...item, items: undefined }} path={path} className="rp-menu-item" />
          </li>
        ) : null}
        {flattenNavItems(item.items ?? []).map(({ item: child, depth }, i) => (
          <li key={`${i}-${child.text}`}>
            <NavLink item={child} path={path} className="rp-menu-item" style={{ paddingLeft: 8 + 12 * depth }} />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** The desktop nav items of one side (position defaults to right). */
export function NavMenu({ position }: { position: 'left' | 'right' }) {
  const { locale, routePath } = usePageState();
  const items = locale.nav.filter((item) => (item.position ?? 'right') === position);
  if (items.length === 0) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu-${position}`}>
      {items.map((item, i) => (
        <li key={`${i}-${item.text}`}>
          {item.items?.length ? <NavGroup item={item} path={routePath} /> : <NavLink item={item} path={routePath} />}
        </li>
      ))}
    </ul>
  );
}
