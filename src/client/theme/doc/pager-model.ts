import type { PageRecord, SidebarItem } from '../../../shared/types';
import { flattenLinks, isActiveLink } from './sidebar-model';

type PagerLink = { text: string; link: string };
type Neighbours = { prev?: PagerLink; next?: PagerLink };

/**
 * The previous/next links, the sidebar's unless the front matter sets them (`pager`): null hides a
 * link; a set link without a text takes the text of the sidebar item linking to the same page, else
 * shows its path; a text alone renames the sidebar's link.
 * @example pagerLinks({ next: { text: 'B', link: '/b' } }, [], { next: null }) // { prev: undefined, next: undefined }
 */
export function pagerLinks(sidebarLinks: Neighbours, sidebar: SidebarItem[], pager: PageRecord['pager']): Neighbours {
  if (!pager) return sidebarLinks;
  const side = (which: 'prev' | 'next'): PagerLink | undefined => {
    const set = pager[which];
    const fromSidebar = sidebarLinks[which];
    if (set === null) return undefined;
    if (set === undefined) return fromSidebar;
    const link = set.link ?? fromSidebar?.link;
    if (link === undefined) return undefined;
    const text = set.text ?? flattenLinks(sidebar).find((item) => isActiveLink(item.link, link))?.text ?? link;
    return { text, link };
  };
  return { prev: side('prev'), next: side('next') };
}
