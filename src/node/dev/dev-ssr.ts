import type { Connect, ViteDevServer } from 'vite';
import type { ServerResponse } from 'node:http';
import type { DevRenderer } from './dev-render';
import type { SiteState } from '../site/site-state';
import { withBase } from '../../shared/routes';
import type { RouteEntry } from '../../shared/types';
import { bodyScriptWarnings, findBodyScripts } from '../page/body-scripts';
import { formatDiagnostic } from '../diagnostics';
import type { DevTheme } from './dev-theme';
import { devDocument } from './dev-document';
import type { KeptHtmlKey } from '../cache/kept-html';
import { isPageRequest, keptKeyOf, requestedRoute } from './kept-page-key';
import { keptAnswersOf, type KeptPages, type RenderedPage } from './kept-answers';

/**
 * Whether the last server render failed. The browser then shows Vite's error page, which holds no
 * module of the site, so a fix reaches it only as a full reload (plugin.ts hotUpdate).
 */
export interface DevRenderStatus {
  failed: boolean;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

/** Pages edited in this server whose HTML is kept as the server closes: the last few. */
const KEPT_EDITED_PAGES = 3;

export interface DevSsr {
  middleware: Connect.NextHandleFunction;
  /** a page rendered as a request for it is */
  render(url: string): Promise<RenderedPage>;
  /** a page edited: its HTML is kept as the server closes, for the next server's first request */
  edited(route: RouteEntry): void;
  /** keep the HTML of the pages edited last; called as the server closes */
  keepEdited(): Promise<void>;
}

/**
 * Dev: render the requested page on the server (like the build) so the first paint has content.
 * With `kept`, a page the last dev server rendered is answered with its kept HTML until this server
 * has rendered (kept-answers.ts); a page edited meanwhile is kept as the server closes, as
 * it is then (a writer restarts the server on the page they were editing).
 */
export function createDevSsr(
  server: ViteDevServer,
  state: SiteState,
  theme: DevTheme,
  renderer: DevRenderer,
  status: DevRenderStatus = { failed: false },
  kept?: KeptPages,
): DevSsr {
  // as the build does, once per script and page: a script in the body will not run under the site's policy
  const warnOfBodyScripts = async ({ html, routePath }: { html: string; routePath: string }) => {
    const route = state.routes.find((r) => r.path === routePath);
    const file = route && state.projectPath(route.filePath);
    for (const warning of bodyScriptWarnings(await findBodyScripts(html), { file, path: routePath }))
      server.config.logger.warnOnce(formatDiagnostic(warning));
  };
  const renderPage = async (url: string): Promise<RenderedPage> => {
    const result = await renderer.render(url);
    const html = await devDocument(state, theme, result);
    await warnOfBodyScripts(result);
    return { status: result.status, html };
  };
  // a reload sent before the browser has connected is held by Vite for it
  const answers = kept && keptAnswersOf(kept, renderPage, () => server.ws.send({ type: 'full-reload', path: '*' }));

  /** What the page's HTML is kept under, read before the render reads the file. */
  const keyOf = async (url: string, route: RouteEntry | undefined): Promise<KeptHtmlKey | undefined> =>
    answers && route ? keptKeyOf(state, url, route) : undefined;

  const edited = new Map<string, RouteEntry>();

  const middleware: Connect.NextHandleFunction = async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const pathname = url.split('?')[0];
    if (!isPageRequest(req.method, pathname)) return next();
    const route = requestedRoute(state, pathname);
    const key = await keyOf(url, route);
    const kept = key && (await answers?.answer(key));
    if (kept !== undefined) return send(res, 200, kept);
    // the page compiles (its code in the highlight thread) while the render's module loads; the
    // render's import of the page then finds it compiled. Its problems are the render's to report.
    if (route) state.compile(route).catch(() => {});
    try {
      const page = await renderPage(url);
      answers?.rendered(key, page);
      status.failed = false;
      send(res, page.status, page.html);
    } catch (error) {
      answers?.renderFailed();
      status.failed = true;
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };

  return {
    middleware,
    render: renderPage,
    edited(route) {
      if (!answers) return;
      const url = withBase(route.path, state.site.base);
      edited.delete(url);
      edited.set(url, route);
      if (edited.size > KEPT_EDITED_PAGES) edited.delete(edited.keys().next().value!);
    },
    async keepEdited() {
      const pages = [...edited];
      edited.clear();
      for (const [url, route] of pages) {
        const key = await keyOf(url, route);
        // a page that fails to render now is not kept: the next server renders it
        if (key) await answers?.keep(key).catch(() => {});
      }
    },
  };
}
