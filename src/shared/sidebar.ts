import type { Sidebar, SidebarDivider, SidebarItem, SidebarLink, SidebarSectionHeader } from './types';

export const isDivider = (item: SidebarItem): item is SidebarDivider => 'dividerType' in item;
export const isSectionHeader = (item: SidebarItem): item is SidebarSectionHeader => 'sectionHeaderText' in item;
export const isGroup = (item: SidebarItem): item is SidebarLink & { items: SidebarItem[] } => 'items' in item && Array.isArray(item.items);

/**
 * The sidebar shown on a path: the entry whose key is the longest prefix of the path.
 * '/guide/start/quick-start' with keys '/guide/' and '/' -> the '/guide/' sidebar; no match -> [].
 */
export function sidebarFor(pathname: string, sidebar: Sidebar): SidebarItem[] {
  const key = sidebarKeyFor(pathname, sidebar);
  return key === null ? [] : sidebar[key];
}

/** The key of the sidebar shown on a path ('/guide/a' -> '/guide/'), or null when none matches. */
export function sidebarKeyFor(pathname: string, sidebar: Sidebar): string | null {
  let best: string | null = null;
  for (const key of Object.keys(sidebar)) {
    const prefix = key.endsWith('/') ? key : key + '/';
    const matches = pathname.startsWith(prefix) || pathname === key || pathname + '/' === prefix;
    if (matches && (best === null || key.length > best.length)) best = key;
  }
  return best;
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
