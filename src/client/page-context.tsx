import { createContext, useContext } from 'react';
import type { Root } from 'hast';
import type { Lang, Locale, PageRecord, SidebarItem, SiteConfig } from '../shared/types';

export interface PageState {
  site: SiteConfig;
  locale: Locale;
  lang: Lang;
  /** the current route path without base, e.g. '/guide/start/' */
  routePath: string;
  page: PageRecord;
  /** the sidebar of the current section (longest matching key of the locale's sidebar) */
  sidebar: SidebarItem[];
  tree: Root | null;
  /** prerendered content HTML adopted on a first visit (when tree is null) */
  html?: string;
}

export const PageContext = createContext<PageState | null>(null);

export function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('usePageState() outside <PageContext>');
  return state;
}

export function useLocale(): Locale {
  return usePageState().locale;
}
