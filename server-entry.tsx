import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { routes, siteData } from 'virtual:site';
import { App } from './src/client/App';
import { findRoute, loadRoute } from './src/client/router/route-table';
import { notFoundPage } from './src/client/not-found-page';
import { loadRenderer } from './src/client/content/renderer';
import { stripBase, twinPath } from './src/shared/routes';
import type { Lang, PageRecord } from './src/shared/types';

export interface RenderResult {
  html: string;
  status: number;
  routePath: string;
  page: PageRecord;
  /** the page in each language it exists in (for hreflang) */
  alternates: { lang: Lang; path: string }[];
}

export { routes, siteData };

/** Render one URL: match, await the page module (never a pending lazy), renderToString. */
export async function render(url: string): Promise<RenderResult> {
  const { config } = siteData;
  const pathname = stripBase(new URL(url, 'http://localhost').pathname, config.base);
  const route = findRoute(pathname);
  await loadRenderer();
  const page = route ? (await loadRoute(route)).page : notFoundPage(pathname, config);
  const html = renderToString(
    <StaticRouter location={url} basename={config.base}>
      <App />
    </StaticRouter>,
  );
  const alternates: RenderResult['alternates'] = [];
  if (route) {
    for (const locale of config.locales) {
      const path = twinPath(route.path, route.lang, locale.lang, config.locales);
      if (findRoute(path)) alternates.push({ lang: locale.lang, path });
    }
  }
  return { html, status: route ? 200 : 404, routePath: route?.path ?? pathname, page, alternates };
}
