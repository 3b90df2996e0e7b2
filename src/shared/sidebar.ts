import type { Sidebar, SidebarItem } from './types';

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
