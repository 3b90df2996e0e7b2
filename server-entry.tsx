import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { siteData } from 'virtual:site';
import { routes } from 'virtual:site-routes';
import { App } from './src/client/App';
import { forgetPage, pageFor, registerRoutes } from './src/client/router/route-table';
import { notFoundOwner, notFoundPage } from './src/client/not-found-page';
import { localeFor } from './src/client/locale-store';
import { stripBase } from './src/shared/routes';
import type { RenderResult } from './src/shared/render-result';

export type { RenderResult };

export { routes, siteData };
export { setBuiltPageLoader } from './src/client/router/built-pages';

registerRoutes(routes);

/** Render one URL: match, await the page module (never a pending lazy), renderToString. */
export async function render(url: string): Promise<RenderResult> {
  const { config } = siteData;
  // the router sees the URL as a browser would ask for it ('/../x' is '/x', a space is '%20'): the
  // page awaited here is then the one it renders, and a mismatch never suspends the render
  const parsed = new URL(url, 'http://localhost');
  const pathname = stripBase(parsed.pathname, config.base);
  const mod = await pageFor(pathname);
  // the texts of the page's language are loaded before the render, which then reads them at once
  const locale = await localeFor(mod?.page.lang ?? notFoundOwner(pathname, config).lang);
  const page = mod?.page ?? notFoundPage(pathname, config, locale);
  let html: string;
  try {
    html = renderToString(
      <StaticRouter location={parsed.pathname + parsed.search + parsed.hash} basename={config.base}>
        <App />
      </StaticRouter>,
    );
  } finally {
    forgetPage(pathname);
  }
  return { html, status: mod ? 200 : 404, routePath: mod?.page.routePath ?? pathname, page, sidebar: mod?.sidebar ?? [] };
}
