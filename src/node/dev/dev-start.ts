/**
 * `quire dev` as it starts: the site is made and the server listens before Vite loads, so a page
 * the last server kept (cache/kept-html.ts) is answered straight from the cache, and any other page
 * rendered at once (early-answer.ts), before Vite and the rest of the dev server load; every other
 * request waits for them (front-server.ts). Vite's server then takes over the socket, and checks
 * each kept answer with a render (kept-answers.ts). This module loads nothing of Vite itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel, ViteDevServer } from 'vite';
import { createDevSite, resolveDevConfig, type DevSite, type DevSiteOptions } from './dev-site';
import { openFrontServer, type FrontServer } from './front-server';
import { earlyAnswers } from './early-answer';
import { isPageRequest, keptKeyOf, requestedRoute } from './kept-page-key';
import { serverUrlLines, serverUrls } from './server-urls';

export interface DevStartOptions extends DevSiteOptions {
  /** none: the first free port from Vite's default; a port taken fails with EADDRINUSE */
  port?: number;
  host?: string;
  /** Vite's dependency cache */
  cacheDir?: string;
  /** Vite's terminal output */
  logLevel?: LogLevel;
  /** where the server's URLs and notes go */
  info?: (line: string) => void;
  /** Vite loads once this settles (tests hold it to see what is answered before) */
  viteAfter?: Promise<unknown>;
}

export interface DevStart {
  front: FrontServer;
  /** the site it serves, made before Vite loads */
  site: DevSite;
  /** the dev server, once Vite has loaded and serves through the front server */
  server: Promise<ViteDevServer>;
}

/** Hosts a kept page is answered to before Vite checks the request's host itself: this machine's names and addresses. */
const LOCAL_HOST_RE = /^(?:localhost|[^:]+\.localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;

function send(res: ServerResponse, html: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

/**
 * Answers a page request before Vite has loaded: a page the last server kept with its kept HTML
 * (its check begun), any other page rendered now (early-answer.ts). A page neither answers waits for
 * Vite. `rendering` holds the renders under way.
 */
function pageAnswer(dev: DevSite, host: string | undefined, rendering: Set<Promise<unknown>>) {
  const answers = dev.keptPages?.answers?.answers;
  const early = earlyAnswers(dev);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    const asked = req.headers.host ?? '';
    if (!isPageRequest(req.method, pathname) || !(LOCAL_HOST_RE.test(asked) || asked.split(':')[0] === host)) return false;
    const route = requestedRoute(dev.state, pathname);
    const key = route && (await keptKeyOf(dev.state, url, route));
    const kept = key && answers && (await answers.answer(key));
    if (kept !== undefined) {
      send(res, kept);
      return true;
    }
    if (!route || !key) return false;
    const rendered = early(url, route);
    rendering.add(rendered);
    const html = await rendered.finally(() => rendering.delete(rendered));
    if (html === undefined) return false;
    send(res, html);
    // once the browser has loaded it, the server renders the page as any request for it: that render
    // tells of its dead links and scripts as any does, and its HTML, highlighted, is kept for the next start
    void dev.firstLoaded
      .then(() => dev.serverRender)
      .then((render) => render(url))
      .then((page) => (page.status === 200 ? dev.keptPages?.html.write(key, page.html) : undefined))
      .catch(() => {});
    return true;
  };
}

/**
 * A browser already open on the server's URL asks for its page within moments of the server
 * listening. Vite loads once the pages asked for by then are answered (their renders and Vite's
 * load would otherwise share this thread, and both come later), or this long after listening when
 * none is asked for.
 */
const FIRST_PAGES_MS = 100;

/**
 * Starts `quire dev`: resolves once the server listens, has printed its URLs and answers kept
 * pages; `server` once Vite serves. Throws the config's ConfigError, and EADDRINUSE for a port taken.
 */
export async function startDev(options: DevStartOptions): Promise<DevStart> {
  const { port, host, info = (line) => console.log(line) } = options;
  const resolved = resolveDevConfig(options);
  const front = await openFrontServer({ port, host, info });
  // the URLs first: the browser's request waits for the scan below, not for the print
  for (const line of serverUrlLines(await serverUrls(host, front.port, resolved.site.base), host)) info(line);
  let dev: DevSite;
  try {
    dev = createDevSite(options, resolved);
  } catch (error) {
    await front.close();
    throw error;
  }
  const rendering = new Set<Promise<unknown>>();
  front.answerEarly(pageAnswer(dev, host, rendering));
  const server = (async () => {
    await options.viteAfter;
    await new Promise((resolve) => setTimeout(resolve, FIRST_PAGES_MS));
    while (rendering.size > 0) await Promise.allSettled(rendering);
    const { createDevServer } = await import('./dev-server');
    const vite = await createDevServer({ ...options, port: front.port, devSite: dev, front });
    // Vite's listen() would bind a port of its own: its server listens on the front server's socket instead
    await front.handOver(vite.httpServer!);
    // what Vite's listen() would have set: the terminal shortcut that prints the URLs shows them
    vite.resolvedUrls = await serverUrls(host, front.port, resolved.site.base);
    return vite;
  })();
  return { front, site: dev, server };
}
