import type { Connect, ViteDevServer } from 'vite';
import type { DevRenderer } from './dev-render';
import type { SiteState } from '../site/site-state';
import { matchRoute, stripBase } from '../../shared/routes';
import { routeDocument } from '../page/html';
import { devSearchIndexMeta } from './dev-search';
import type { DevTheme } from './dev-theme';
import { firstPaintStyles, withFirstPaintStyle } from './first-paint-css';

/** Where the rendered page goes into its document once Vite has transformed the document. */
const APP_HTML_SLOT = '<!--quire-app-html-->';

const ASSET_RE = /\.(?:js|mjs|ts|tsx|css|json|svg|png|jpe?g|gif|webp|ico|woff2?|map|md|txt|xml)$/i;

/**
 * Whether the last server render failed. The browser then shows Vite's error page, which holds no
 * module of the site, so a fix reaches it only as a full reload (plugin.ts hotUpdate).
 */
export interface DevRenderStatus {
  failed: boolean;
}

/** Dev: render the requested page on the server (like the build) so the first paint has content. */
export function createDevSsrMiddleware(
  server: ViteDevServer,
  state: SiteState,
  theme: DevTheme,
  renderer: DevRenderer,
  status: DevRenderStatus = { failed: false },
): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const pathname = url.split('?')[0];
    if (req.method !== 'GET' || (ASSET_RE.test(pathname) && !pathname.endsWith('.html')) || pathname.startsWith('/@')) return next();
    // the page compiles (its code in the highlight thread) while the render's modules load and the
    // render warms; the render's import of the page then finds it compiled. Its problems are the
    // render's to report.
    const route = matchRoute(stripBase(pathname, state.site.base), [...state.routes]);
    if (route) state.compile(route).catch(() => {});
    renderer.warmRender();
    try {
      const [result, firstPaint] = await Promise.all([renderer.render(url), firstPaintStyles(state, theme)]);
      // Vite's transform (its client, the entry's URL) parses the whole document it is given; the
      // rendered page goes in after it, unchanged, as in a build, where no page passes through Vite
      const shell = routeDocument(state.site, { ...result, html: APP_HTML_SLOT }, {
        assets: { entry: await theme.clientEntryUrl(), preloads: [], css: [], firstPaintCss: firstPaint.links },
        searchIndexMeta: devSearchIndexMeta(state),
        // as in a build: the browser hydrates the HTML with the record, before any page module loads
        inlinePageData: true,
      });
      const transformed = (await server.transformIndexHtml(url, shell)).replace(APP_HTML_SLOT, () => result.html);
      status.failed = false;
      res.statusCode = result.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(withFirstPaintStyle(transformed, firstPaint.css));
    } catch (error) {
      status.failed = true;
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}
