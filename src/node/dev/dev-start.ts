/**
 * `quire dev` as it starts: the site is made and the server listens before Vite loads, so a page
 * the last server kept (cache/kept-html.ts) is answered straight from the cache while Vite and the
 * rest of the dev server load; every other request waits for them (front-server.ts). Vite's server
 * then takes over the socket, and checks each kept answer with a render (kept-answers.ts).
 * This module loads nothing of Vite itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel, ViteDevServer } from 'vite';
import { createDevSite, resolveDevConfig, type DevSite, type DevSiteOptions } from './dev-site';
import { openFrontServer, type FrontServer } from './front-server';
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
 * Answers a request for a page the last server kept, with its kept HTML (and its check begun). A page
 * with no kept HTML waits for Vite, and meanwhile its code blocks go to the highlight thread: the
 * thread starts and loads its grammars while Vite loads, not once the page's compile asks for them.
 */
function keptPageAnswer(dev: DevSite, host: string | undefined) {
  const answers = dev.keptPages?.answers?.answers;
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    const asked = req.headers.host ?? '';
    if (!isPageRequest(req.method, pathname) || !(LOCAL_HOST_RE.test(asked) || asked.split(':')[0] === host)) return false;
    const route = requestedRoute(dev.state, pathname);
    const key = route && (await keptKeyOf(dev.state, url, route));
    const html = key && answers && (await answers.answer(key));
    if (html === undefined) {
      if (key) dev.state.willHighlight?.(key.source);
      return false;
    }
    send(res, html);
    return true;
  };
}

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
  front.answerEarly(keptPageAnswer(dev, host));
  const server = (async () => {
    await options.viteAfter;
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
