/** The URL query and the page's front matter can switch off parts of the layout. */
import { usePageState } from '../page-context';
import { useHydratedSearch } from './hooks/use-hydrated-search';

export interface LayoutSwitches {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

/**
 * Which layout parts a page shows: a part is off when its front matter key is false or the query
 * has `<part>=0`.
 * @example layoutSwitches({ sidebar: false }, '?outline=0') // { navbar: true, sidebar: false, outline: false, footer: true }
 */
export function layoutSwitches(frontmatter: Partial<Record<keyof LayoutSwitches, boolean>>, search: string): LayoutSwitches {
  const query = new URLSearchParams(search);
  const on = (part: keyof LayoutSwitches) => frontmatter[part] !== false && query.get(part) !== '0';
  return { navbar: on('navbar'), sidebar: on('sidebar'), outline: on('outline'), footer: on('footer') };
}

/**
 * The switches of the current page. The query is read after hydration (prerendered pages have
 * none), so a `?navbar=0` part shows until the app has hydrated, then goes.
 */
export function useLayoutSwitches(): LayoutSwitches {
  const { page } = usePageState();
  return layoutSwitches(page.frontmatter, useHydratedSearch());
}
