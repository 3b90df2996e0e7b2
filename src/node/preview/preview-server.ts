/**
 * Static server over a built site, with the clean-URL rules of the host we deploy to:
 * /a/b -> a/b.html, /a/ -> a/index.html, misses -> 404.html (or <lang>/404.html under a language
 * folder) with status 404; text is gzip-compressed for clients that accept it.
 * The `_headers` file the build writes (Content-Security-Policy, security headers, asset caching)
 * is applied to every response like Netlify and Cloudflare Pages do; `--no-headers` serves without
 * it. Like them, it never serves `_headers`, `_redirects` or hidden files. A rebuild writes a new
 * `_headers` (a new policy with new script hashes): the file is read again once it has changed.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { headersForPath, IMMUTABLE_CACHE, type HeaderRule } from '../page/headers-file';
import { HeadersFileError, watchedRules } from './headers-rules';

export { HeadersFileError };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
/** Text gets gzip when the client accepts it, as on every static host we deploy to. */
const COMPRESSIBLE_RE = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;
const ACCEPTS_GZIP_RE = /\bgzip\b/;

export interface PreviewOptions {
  dir: string;
  /** 0 picks a free port */
  port?: number;
  /** site base, '/docs/' */
  base?: string;
  host?: string;
  /** apply the rules of `<dir>/_headers` when the build wrote one (default true) */
  headers?: boolean;
  /** answer every miss with the root 404.html, as GitHub Pages does (default false) */
  singleNotFound?: boolean;
  /** where a `_headers` that turned bad while serving is reported (default console.error) */
  log?: (line: string) => void;
}

export interface PreviewServer {
  /** e.g. 'http://127.0.0.1:4173/docs/' */
  url: string;
  close: () => Promise<void>;
}

const normalizeBase = (base: string) => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

async function fileAt(root: string, relativePath: string): Promise<string | undefined> {
  const candidate = join(root, relativePath);
  const info = await stat(candidate).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  // a symlink must not lead out of the served folder either
  const real = await realpath(candidate);
  return real === root || real.startsWith(root + sep) ? real : undefined;
}

/** Files the hosts read and never serve. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

/** Whether a base-less path names a file a static host would not serve. */
function isUnpublished(rel: string): boolean {
  const segments = rel.split(/[\\/]/).filter(Boolean);
  if (segments.length === 1 && HOST_CONFIG_FILES.has(segments[0])) return true;
  // hidden files and folders (.vite/, .DS_Store), but .well-known/ is meant to be public
  return segments.some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** The file for a base-less, decoded path: exact file, then clean-URL forms. */
async function resolveFile(root: string, path: string): Promise<string | undefined> {
  const rel = path.replace(/^\/+/, '');
  if (isUnpublished(rel)) return undefined;
  if (rel === '' || rel.endsWith('/')) return fileAt(root, `${rel}index.html`);
  return (await fileAt(root, rel)) ?? (await fileAt(root, `${rel}.html`)) ?? (await fileAt(root, `${rel}/index.html`));
}

interface Site {
  root: string;
  base: string;
  /** the `_headers` rules; empty when off or absent */
  rules: HeaderRule[];
  singleNotFound: boolean;
}

/** The path of a request, undecoded, without query and fragment. */
const requestPath = (req: IncomingMessage) => (req.url ?? '/').split(/[?#]/)[0];

/**
 * Headers of every response, whatever its status: nosniff, then the `_headers` rules of its path
 * (lower-case names). A path outside the base gets the rules of the site root, so no response goes
 * out without the security headers.
 */
function siteHeaders(site: Site, path: string): Record<string, string> {
  return { 'x-content-type-options': 'nosniff', ...headersForPath(site.rules, path.startsWith(site.base) ? path : site.base) };
}

function send(site: Site, req: IncomingMessage, res: ServerResponse, status: number, file: string, cache: string): void {
  const path = requestPath(req);
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE_RE.test(type);
  const gzip = compressible && ACCEPTS_GZIP_RE.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    'content-type': type,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'cache-control': cache,
    // the _headers rules win over the defaults above, as on Netlify
    ...siteHeaders(site, path),
    // an error is never cached, whatever a rule of its path says: a miss must not outlive a deploy
    ...(status >= 400 ? { 'cache-control': 'no-cache' } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  // pipeline closes the file when the client goes away mid-download (pipe() left it open) and
  // drops the connection when the file cannot be read; neither needs more handling
  const ignore = () => {};
  if (gzip) pipeline(createReadStream(file), createGzip(), res, ignore);
  else pipeline(createReadStream(file), res, ignore);
}

interface PlainReply {
  status: number;
  text: string;
  /** the request path, for the `_headers` rules */
  path: string;
  headers?: Record<string, string>;
}

/** A short text answer (an error, a redirect), with the security headers like every response. */
function plain(site: Site, res: ServerResponse, { status, text, path, headers }: PlainReply): void {
  res.writeHead(status, {
    ...siteHeaders(site, path),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    ...headers,
  });
  res.end(text);
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root, base } = site;
  const rawPath = requestPath(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return plain(site, res, { status: 405, text: 'Method Not Allowed', path: rawPath, headers: { allow: 'GET, HEAD' } });
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return plain(site, res, { status: 400, text: 'Bad Request', path: rawPath });
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return plain(site, res, { status: 403, text: 'Forbidden', path: rawPath });
  if (base !== '/' && `${path}/` === base)
    return plain(site, res, { status: 302, text: `Found: ${base}`, path, headers: { location: base } });
  const file = path.startsWith(base) ? await resolveFile(root, path.slice(base.length - 1)) : undefined;
  if (file) {
    // with `_headers` its rules decide, as on the hosts that read it (long caching for the files
    // they name); without, every hashed asset is cached for good
    const immutable = site.rules.length === 0 && path.startsWith(`${base}assets/`);
    return send(site, req, res, 200, file, immutable ? IMMUTABLE_CACHE : 'no-cache');
  }
  // a miss under a language folder gets that language's 404 page (zh/404.html), like the
  // _redirects rule the build writes for Netlify-style hosts
  const langFolder = !site.singleNotFound && path.startsWith(base) ? path.slice(base.length).split('/')[0] : '';
  const notFound = (langFolder && (await fileAt(root, `${langFolder}/404.html`))) || (await fileAt(root, '404.html'));
  if (notFound) return send(site, req, res, 404, notFound, 'no-cache');
  plain(site, res, { status: 404, text: 'Not Found', path });
}

/** Start serving `dir`; resolves once listening. */
export async function startPreview({
  dir,
  port = 4173,
  base = '/',
  host = '127.0.0.1',
  headers = true,
  singleNotFound = false,
  log = console.error,
}: PreviewOptions): Promise<PreviewServer> {
  const root = await realpath(resolve(dir));
  const unruled: Site = { root, base: normalizeBase(base), rules: [], singleNotFound };
  // a header Node cannot send stops the preview here; once serving, it is answered with a 500 naming it
  const rules = headers ? await watchedRules(join(root, '_headers'), log) : async () => [];
  const server = createServer((req, res) => {
    let site = unruled;
    rules()
      .then((current) => handle((site = { ...unruled, rules: current }), req, res))
      .catch((error) => {
        const text = error instanceof HeadersFileError ? `Internal Server Error: ${error.message}` : 'Internal Server Error';
        if (!res.headersSent) plain(site, res, { status: 500, text, path: requestPath(req) });
        else res.destroy();
      });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}${unruled.base}`,
    close: () =>
      new Promise((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
