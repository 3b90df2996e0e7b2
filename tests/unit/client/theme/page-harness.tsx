// Renders theme components inside a router and a page context built from a site config, so a test
// can give the chrome any config (versions, social links, dark mode off) without a build.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../../../src/client/router/history-router';
import { siteData } from 'virtual:site';
import { routes } from 'virtual:site-routes';
import { PageStateProvider, type PageState } from '../../../../src/client/page-context';
import { resolveConfig } from '../../../../src/shared/config';
import { clientLocale } from '../../../../src/node/site/client-site-data';
import { matchRoute, twinPath } from '../../../../src/shared/routes';
import type { Frontmatter, Lang, PageType, SiteConfig } from '../../../../src/shared/types';

export interface PageOptions {
  /** base-less route path */
  path?: string;
  /** query string, e.g. '?navbar=0' */
  search?: string;
  lang?: Lang;
  pageType?: PageType;
  frontmatter?: Frontmatter;
  version?: string;
  /** default: the twins of `path` among the fake routes (tests/support/virtual-site-routes.ts) */
  alternates?: { lang: Lang; path: string }[];
  /** the page in every version it exists in */
  versionAlternates?: { version: string; path: string }[];
  /** merged over the fake site config and resolved again (validated) */
  config?: Record<string, unknown>;
}

export function siteWith(config: Record<string, unknown> = {}): SiteConfig {
  const base = siteData.config;
  return resolveConfig({
    ...base,
    ...config,
    themeConfig: { ...base.themeConfig, ...(config.themeConfig as object | undefined) },
  });
}

export function pageState(options: PageOptions = {}): PageState {
  const site = siteWith(options.config);
  const path = options.path ?? '/guide/a';
  const lang = options.lang ?? (path.startsWith('/zh') ? 'zh' : 'en');
  // the locale as the browser gets it with the page
  const locale = clientLocale(site.locales.find((l) => l.lang === lang) ?? site.locales[0]);
  const alternates =
    options.alternates ??
    site.locales
      .map((l) => ({ lang: l.lang, path: twinPath(path, lang, l.lang, site.locales) }))
      .filter((alt) => matchRoute(alt.path, routes));
  return {
    site,
    locale,
    lang,
    routePath: path,
    page: {
      title: 'Page',
      routePath: path,
      lang,
      toc: [],
      frontmatter: options.frontmatter ?? {},
      version: options.version ?? '',
      _relativePath: `${lang}${path}.md`,
      headingTitle: 'Page',
      pageType: options.pageType ?? 'doc',
      description: '',
      alternates: options.pageType === '404' ? undefined : alternates,
      ...(options.versionAlternates ? { versionAlternates: options.versionAlternates } : {}),
    },
    sidebar: [],
    tree: null,
    html: '<h1>Page</h1>',
  };
}

export function withPage(ui: ReactNode, options: PageOptions = {}) {
  const state = pageState(options);
  return (
    <MemoryRouter location={state.routePath + (options.search ?? '')}>
      <PageStateProvider value={state}>{ui}</PageStateProvider>
    </MemoryRouter>
  );
}

export function renderWithPage(ui: ReactNode, options: PageOptions = {}) {
  return render(withPage(ui, options));
}

/** A controllable window.matchMedia: `set(query, matches)` flips a query and fires its change listeners. */
export function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map<string, { matches: boolean; listeners: Set<(e: { matches: boolean }) => void> }>();
  const entry = (query: string) => {
    if (!state.has(query)) state.set(query, { matches: initial[query] ?? false, listeners: new Set() });
    return state.get(query)!;
  };
  window.matchMedia = ((query: string) => {
    const e = entry(query);
    return {
      media: query,
      get matches() {
        return e.matches;
      },
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => e.listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => e.listeners.delete(l),
    };
  }) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      const e = entry(query);
      e.matches = matches;
      e.listeners.forEach((l) => l({ matches }));
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
