import type { Sidebar, SidebarItem } from './types';

/**
 * The sidebar shown on a path: the entry whose key is the longest prefix of the path.
 * '/guide/start/quick-start' with keys '/guide/' and '/' -> the '/guide/' sidebar; no match -> [].
 */
export function sidebarFor(pathname: string, sidebar: Sidebar): SidebarItem[] {
  let best = '';
  for (const key of Object.keys(sidebar)) {
    const prefix = key.endsWith('/') ? key : key + '/';
    if ((pathname.startsWith(prefix) || pathname === key || pathname + '/' === prefix) && key.length > best.length) best = key;
  }
  return best ? sidebar[best] : [];
}
