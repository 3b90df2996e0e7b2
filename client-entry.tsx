import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { siteData } from 'virtual:site';
import { App } from './src/client/App';
import { adoptPrerenderedPage, findRoute, loadRoute, updateLoadedPage, type PageModule } from './src/client/router/route-table';
import { trackPopNavigation } from './src/client/router/navigation';
import { clearReloadFlag, fullLoadOnce } from './src/client/router/load-page';
import { installContentBehaviours } from './src/client/content/behaviours';
import { stripBase } from './src/shared/routes';
import './src/client/theme/styles.css';

const { base } = siteData.config;
const currentPath = () => stripBase(window.location.pathname, base);

async function start() {
  const route = findRoute(currentPath());
  if (route) {
    try {
      // Await the page before hydrating: a pending lazy page would render a fallback and mismatch.
      // In production a first visit adopts the prerendered content (no content download twice);
      // dev renders the tree so edits hot-update in place.
      const html = document.querySelector('[data-rp-content]')?.innerHTML;
      await (import.meta.env.DEV || html === undefined ? loadRoute(route) : adoptPrerenderedPage(route, html));
    } catch (error) {
      // The prerendered HTML stays readable; one full load may bring fresh chunk names.
      fullLoadOnce(currentPath() + window.location.search + window.location.hash, error);
      return;
    }
  }
  clearReloadFlag();
  installContentBehaviours(base);
  window.addEventListener('popstate', () => trackPopNavigation(currentPath()));
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter basename={base}>
      <App />
    </BrowserRouter>,
    {
      onRecoverableError(error) {
        console.warn('[rstest-docs] hydration recovered from an error', error);
      },
    },
  );
}

if (import.meta.hot) {
  window.addEventListener('rp:page-update', (e) => {
    const mod = (e as CustomEvent<PageModule>).detail;
    updateLoadedPage(mod.page.routePath, mod);
  });
}

start();
