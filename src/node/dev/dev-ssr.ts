import type { Connect, ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import { routeDocument } from '../page/html';
import { devSearchIndexMeta } from './dev-search';
import { SSR_ENTRY } from './dev-warmup';
import type { ServerEntry } from '../../shared/render-result';

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
  status: DevRenderStatus = { failed: false },
): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const pathname = url.split('?')[0];
    if (req.method !== 'GET' || (ASSET_RE.test(pathname) && !pathname.endsWith('.html')) || pathname.startsWith('/@')) return next();
    try {
      const entry = (await server.ssrLoadModule(SSR_ENTRY)) as ServerEntry;
      const result = await entry.render(url);
      const html = routeDocument(state.site, result, {
        assets: { entry: '/client-entry.tsx', preloads: [], css: [] },
        searchIndexMeta: devSearchIndexMeta(state),
        inlinePageData: false,
      });
      const transformed = await server.transformIndexHtml(url, html);
      status.failed = false;
      res.statusCode = result.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(transformed);
    } catch (error) {
      status.failed = true;
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}
