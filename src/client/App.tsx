import { Component, use, useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useNavigate } from './router/history-router';
import { setNavigator } from './router/navigator';
import { siteData } from 'virtual:site';
import { forgetNotFoundRecord, notFoundRecordFor, pageFor, type PageModule } from './router/route-table';
import { PageStateProvider, type PageState } from './page-context';
import { notFoundOwner, notFoundPage } from './not-found-page';
import { localeFor } from './locale-store';
import { Layout } from './theme/Layout';
import { PAGE_RENDER_EVENT } from '../shared/dev-events';
import { pageTitle } from '../shared/title';
import type { ClientSiteConfig, Locale, PageRecord } from '../shared/types';
import { HASH_SCROLL_DELAY_MS, savedScrollPosition, saveScrollPosition, scrollToHash } from './router/scroll';
import { fullLoadOnce } from './router/load-page';
import { focusPageTop } from './router/focus';
import { localeOfVersion } from './version-locale';
import { usePageHead, warmPageHead } from './use-page-head';

// useLayoutEffect warns under renderToString; the effects below only matter in the browser.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function usePageUpdates(): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener(PAGE_RENDER_EVENT, rerender);
    return () => window.removeEventListener(PAGE_RENDER_EVENT, rerender);
  }, []);
}

/** Title, language, scroll and focus after every client navigation. */
function useNavigationEffects(state: PageState): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScrollPosition(location.key));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useClientLayoutEffect(() => {
    document.title = pageTitle({ page: state.page, site: state.site, locale: state.locale });
    document.documentElement.lang = state.lang;
  }, [state.page, state.lang]);
  usePageHead(state);

  const first = useRef(true);
  const shownPath = useRef(location.pathname);
  useClientLayoutEffect(() => {
    if (first.current) {
      // first paint: the browser already handled the hash; only correct for the fixed bars
      first.current = false;
      if (location.hash) setTimeout(() => scrollToHash(location.hash), HASH_SCROLL_DELAY_MS);
      return;
    }
    // a new page (not a hash change on the same one): focus its title, as a full load would
    if (location.pathname !== shownPath.current) {
      shownPath.current = location.pathname;
      focusPageTop();
    }
    if (navigationType === 'POP') {
      const saved = savedScrollPosition(location.key);
      if (saved !== undefined) return window.scrollTo(0, saved);
    }
    if (location.hash) {
      const timer = setTimeout(() => scrollToHash(location.hash), HASH_SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [location.key]);
}

/**
 * Many hosts answer every miss with the root 404.html, which is in the site language. Hydration
 * first renders exactly that page (the served record), then this switches the 404 to the
 * language and version guessed from the path: strings, <html lang>, title and home link.
 */
function useNotFoundLanguageFromPath(pathname: string, served: PageRecord | undefined, site: ClientSiteConfig): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useClientLayoutEffect(() => {
    if (!served) return;
    const guessed = notFoundOwner(pathname, site);
    if (guessed.lang === served.lang && guessed.version === served.version) return;
    forgetNotFoundRecord(pathname);
    rerender();
  }, [pathname, served, site]);
}

function PageRoot() {
  usePageUpdates();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  const { config } = siteData;
  // Suspends only on a back/forward to a page not loaded yet; the router's transition keeps
  // the previous page on screen meanwhile. Links load the page before they navigate.
  const mod = use(pageFor(location.pathname) as Promise<PageModule | null>);
  const served = mod ? undefined : notFoundRecordFor(location.pathname);
  useNotFoundLanguageFromPath(location.pathname, served, config);
  const lang = mod?.page.lang ?? served?.lang ?? notFoundOwner(location.pathname, config).lang;
  // the texts of the page's language: loaded with the page, so this suspends only for a 404 in a
  // language not shown yet
  const texts = use(localeFor(lang) as Promise<Locale>);
  const page = mod?.page ?? served ?? notFoundPage(location.pathname, config, texts);
  const locale = localeOfVersion(texts, page.version);
  const state: PageState = {
    site: config,
    locale,
    lang: page.lang,
    routePath: mod?.page.routePath ?? location.pathname,
    page,
    sidebar: mod?.sidebar ?? [],
    tree: mod?.tree ?? null,
    html: mod?.html,
  };
  useNavigationEffects(state);
  return (
    <PageStateProvider value={state}>
      <Layout />
    </PageStateProvider>
  );
}

/** A page chunk that fails to load (stale deploy) becomes one full load of that URL. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[quire] page failed to load', error);
    fullLoadOnce(window.location.pathname.slice(siteData.config.base.length - 1) + window.location.search + window.location.hash, error);
  }
  render() {
    return this.state.failed ? <p role="alert">This page could not be loaded. Please reload.</p> : this.props.children;
  }
}

export function App() {
  // Marks the end of hydration (tests and tooling wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    warmPageHead();
  }, []);
  return (
    <ChunkErrorBoundary>
      <PageRoot />
    </ChunkErrorBoundary>
  );
}
