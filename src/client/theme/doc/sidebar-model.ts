import { routeKey } from '../../../shared/routes';
import { flattenLinks, isDivider, isGroup, isSectionHeader } from '../../../shared/sidebar';
import type { SidebarItem } from '../../../shared/types';

export { flattenLinks, isDivider, isGroup, isSectionHeader };

/** True when a sidebar link points at the current route ('/guide/' and '/guide/index' are the same page). */
export function isActiveLink(link: string | undefined, routePath: string): boolean {
  return link !== undefined && routeKey(link) === routeKey(routePath);
}

/** True when the item is the current page or a group holding it at any depth. */
export function containsActive(item: SidebarItem, routePath: string): boolean {
  if (isDivider(item) || isSectionHeader(item)) return false;
  if (isActiveLink(item.link, routePath)) return true;
  return isGroup(item) && item.items.some((child) => containsActive(child, routePath));
}

/** The neighbours of the current page in the flattened sidebar; none when the page is not in it. */
export function prevNextLinks(items: SidebarItem[], routePath: string) {
  const links = flattenLinks(items);
  const index = links.findIndex((l) => isActiveLink(l.link, routePath));
  if (index < 0) return { prev: undefined, next: undefined };
  return { prev: links[index - 1], next: links[index + 1] };
}
