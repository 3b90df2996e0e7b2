import { createContext, useContext, type ReactNode } from 'react';
import type { Root } from 'hast';
import type { Lang, Locale, PageRecord, SidebarItem, ClientSiteConfig } from '../shared/types';

export interface PageState {
  site: ClientSiteConfig;
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

const PageContext = createContext<PageState | null>(null);
// the locale on its own: a component that needs only its strings (a code block's copy button) is not
// rendered again when the page changes but its language does not, as on every edit in dev
const LocaleContext = createContext<Locale | null>(null);

export function PageStateProvider({ value, children }: { value: PageState; children: ReactNode }) {
  return (
    <PageContext value={value}>
      <LocaleContext value={value.locale}>{children}</LocaleContext>
    </PageContext>
  );
}

export function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('usePageState() outside <PageStateProvider>');
  return state;
}

export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale() outside <PageStateProvider>');
  return locale;
}
