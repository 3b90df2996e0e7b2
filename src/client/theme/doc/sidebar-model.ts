import { routeKey } from '../../../shared/routes';
import type { SidebarDivider, SidebarItem, SidebarLink, SidebarSectionHeader } from '../../../shared/types';

export const isDivider = (item: SidebarItem): item is SidebarDivider => 'dividerType' in item;
export const isSectionHeader = (item: SidebarItem): item is SidebarSectionHeader => 'sectionHeaderText' in item;
export const isGroup = (item: SidebarItem): item is SidebarLink & { items: SidebarItem[] } => 'items' in item && Array.isArray(item.items);

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

/**
 * Every page link of a sidebar in reading order (depth first, groups with a link included,
 * dividers and section headers skipped): the sequence of the previous/next links.
 */
export function flattenLinks(items: SidebarItem[]): { text: string; link: string }[] {
  return items.flatMap((item) => {
    if (isDivider(item) || isSectionHeader(item)) return [];
    const own = item.link ? [{ text: item.text, link: item.link }] : [];
    return isGroup(item) ? [...own, ...flattenLinks(item.items)] : own;
  });
}

/** The neighbours of the current page in the flattened sidebar; none when the page is not in it. */
export function prevNextLinks(items: SidebarItem[], routePath: string) {
  const links = flattenLinks(items);
  const index = links.findIndex((l) => isActiveLink(l.link, routePath));
  if (index < 0) return { prev: undefined, next: undefined };
  return { prev: links[index - 1], next: links[index + 1] };
}
