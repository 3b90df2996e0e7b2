/** The URL query and the page's front matter can switch off parts of the layout. */
import type { Frontmatter } from '../../shared/types';
import { usePageState } from '../page-context';
import { useHydratedSearch } from './hooks/use-hydrated-search';

export interface LayoutSwitches {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

type SwitchKeys = keyof LayoutSwitches | 'hide_table_of_contents' | 'layout';

/**
 * Which layout parts a page shows: a part is off when its front matter key is false or the query
 * has `<part>=0`. Other generators' keys count too: `hide_table_of_contents` hides the outline,
 * `layout: page` the sidebar and the outline.
 * @example layoutSwitches({ sidebar: false }, '?outline=0') // { navbar: true, sidebar: false, outline: false, footer: true }
 * @example layoutSwitches({ layout: 'page' }, '') // { navbar: true, sidebar: false, outline: false, footer: true }
 */
export function layoutSwitches(frontmatter: Pick<Frontmatter, SwitchKeys>, search: string): LayoutSwitches {
  const query = new URLSearchParams(search);
  const on = (part: keyof LayoutSwitches) => frontmatter[part] !== false && query.get(part) !== '0';
  const plainPage = frontmatter.layout === 'page';
  return {
    navbar: on('navbar'),
    sidebar: on('sidebar') && !plainPage,
    outline: on('outline') && !plainPage && frontmatter.hide_table_of_contents !== true,
    footer: on('footer'),
  };
}

/**
 * The switches of the current page. The query is read after hydration (prerendered pages have
 * none), so a `?navbar=0` part shows until the app has hydrated, then goes.
 */
export function useLayoutSwitches(): LayoutSwitches {
  const { page } = usePageState();
  return layoutSwitches(page.frontmatter, useHydratedSearch());
}
