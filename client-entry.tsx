import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './src/client/router/history-router';
import { siteData } from 'virtual:site';
import { App } from './src/client/App';
import { findRoute, loadRoutes, pageFor, readyToRender, seedNotFound, seedPage, type PageModule } from './src/client/router/route-table';
import { trackPopNavigation } from './src/client/router/navigation';
import { whenIdle } from './src/client/router/when-idle';
import { clearReloadFlag, fullLoadOnce } from './src/client/router/load-page';
import { installContentBehaviours } from './src/client/content/behaviours';
import { localeFor, seedLocale } from './src/client/locale-store';
import { notFoundOwner } from './src/client/not-found-page';
import { provideHydrateRoot } from './src/client/islands/hydrate-root';
import { stripBase } from './src/shared/routes';
import { FIRST_PAINT_CSS_ATTRIBUTE, PAGE_RENDER_EVENT, PAGE_UPDATE_EVENT } from './src/shared/dev-events';
import type { Locale, PageRecord, SidebarItem } from './src/shared/types';
import './src/client/theme/styles.css';
// the site's brand colours and custom CSS (themeConfig), after the theme's CSS so they win over it
import 'virtual:site-theme';

const { base } = siteData.config;
const currentPath = () => stripBase(window.location.pathname, base);
/** Dev: edited pages received from the server so far. */
let devPageUpdates = 0;

/** The page record (and its sidebar) the server inlined into the page. */
function inlinePage(): (PageRecord & { sidebar: SidebarItem[]; locale: Locale }) | null {
  const json = document.getElementById('__RP_PAGE__')?.textContent;
  return json ? JSON.parse(json) : null;
}

async function start() {
  const inline = inlinePage();
  if (inline) {
    const { sidebar, locale, ...page } = inline;
    seedLocale(locale);
    // First visit: the record is inline and the content is the prerendered HTML, so nothing of
    // this page is downloaded again. A 404 record means no route matches this path.
    const html = document.querySelector('[data-rp-content]')?.innerHTML ?? '';
    if (page.pageType === '404') {
      seedNotFound(currentPath(), page);
      // a host serves one 404 page for every miss: the language the path names may not be the one
      // served, and the screen switches to it as hydration ends, so its texts must be here by then
      await localeFor(notFoundOwner(currentPath(), siteData.config).lang).catch(() => undefined);
    } else seedPage(currentPath(), { page, tree: null, html, sidebar });
  } else {
    try {
      // no record inline: await the page module before hydrating (a pending page would render a fallback and mismatch)
      const mod = await pageFor(currentPath());
      // a missing page's language is guessed from its path; a page's texts came with it
      if (!mod) await localeFor(notFoundOwner(currentPath(), siteData.config).lang);
    } catch (error) {
      fullLoadOnce(currentPath() + window.location.search + window.location.hash, error);
      return;
    }
  }
  clearReloadFlag();
  installContentBehaviours(siteData.config);
  window.addEventListener('popstate', () => trackPopNavigation(currentPath()));
  // before the app hydrates: its content may hydrate the page's components on their own
  provideHydrateRoot(hydrateRoot);
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter basename={base}>
      <App />
    </BrowserRouter>,
    {
      onRecoverableError(error) {
        console.warn('[quire] hydration recovered from an error', error);
      },
    },
  );
  // the route table: fetched once the browser is idle, or earlier on the first link intent
  whenIdle(() => void loadRoutes().catch(() => {}));
  // dev: the page's module is asked for once the page hydrates, so its dead links reach the overlay,
  // and what renders a page's tree loads with it; the page then shows from its tree, as after an
  // edit, so the first edit finds that path already run
  if (import.meta.hot) {
    const updatesBefore = devPageUpdates;
    void loadRoutes()
      .then(() => findRoute(currentPath())?.load())
      .then((mod) => mod && readyToRender(mod))
      // unless an edit arrived meanwhile: the module may be older than it
      .then((mod) => mod && devPageUpdates === updatesBefore && window.dispatchEvent(new CustomEvent(PAGE_RENDER_EVENT, { detail: mod })))
      .catch(() => {});
  }
}

if (import.meta.hot) {
  // the server's styles and links styled the first paint; this entry's own styles are in by now
  document.querySelectorAll(`[${FIRST_PAINT_CSS_ATTRIBUTE}]`).forEach((element) => element.remove());
  // an edited page, sent by the dev server: a good page ends the error shown for an earlier edit
  // (at once: the server tells of the new page's own problems right after it)
  import.meta.hot.on(PAGE_UPDATE_EVENT, (mod: PageModule) => {
    devPageUpdates++;
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close(): void }).close());
    void readyToRender(mod).then(() => window.dispatchEvent(new CustomEvent(PAGE_RENDER_EVENT, { detail: mod })));
  });
  window.addEventListener(PAGE_RENDER_EVENT, (e) => {
    const mod = (e as CustomEvent<PageModule>).detail;
    seedPage(mod.page.routePath, mod);
  });
}

start();
