/**
 * Static server over a built site, with the clean-URL rules of the host we deploy to:
 * /a/b -> a/b.html, /a/ -> a/index.html, misses -> 404.html (or <lang>/404.html under a language
 * folder) with status 404; text is gzip-compressed for clients that accept it.
 * The `_headers` file the build writes (Content-Security-Policy, security headers, asset caching)
 * is applied like Netlify and Cloudflare Pages do; `--no-headers` serves without it.
 * Usage: tsx scripts/preview.ts [dir=dist] [--port 4173] [--base /docs/] [--no-headers]   (PORT env also works)
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { headersForPath, IMMUTABLE_CACHE, parseHeadersFile, type HeaderRule } from '../src/node/headers-file';

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

/** The file for a base-less, decoded path: exact file, then clean-URL forms. */
async function resolveFile(root: string, path: string): Promise<string | undefined> {
  const rel = path.replace(/^\/+/, '');
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

function send(site: Site, req: IncomingMessage, res: ServerResponse, status: number, file: string, cache: string): void {
  const path = (req.url ?? '/').split(/[?#]/)[0];
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE_RE.test(type);
  const gzip = compressible && ACCEPTS_GZIP_RE.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    'content-type': type,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    // the _headers rules (lower-case names) win over the defaults above, as on Netlify
    ...headersForPath(site.rules, path),
  });
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file).on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root, base } = site;
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed');
  const rawPath = (req.url ?? '/').split(/[?#]/)[0];
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return plain(res, 400, 'Bad Request');
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return plain(res, 403, 'Forbidden');
  if (base !== '/' && `${path}/` === base) {
    res.writeHead(302, { Location: base });
    return void res.end();
  }
  const file = path.startsWith(base) ? await resolveFile(root, path.slice(base.length - 1)) : undefined;
  if (file) {
    const immutable = path.startsWith(`${base}assets/`);
    return send(site, req, res, 200, file, immutable ? IMMUTABLE_CACHE : 'no-cache');
  }
  // a miss under a language folder gets that language's 404 page (zh/404.html), like the
  // _redirects rule the build writes for Netlify-style hosts
  const langFolder = !site.singleNotFound && path.startsWith(base) ? path.slice(base.length).split('/')[0] : '';
  const notFound = (langFolder && (await fileAt(root, `${langFolder}/404.html`))) || (await fileAt(root, '404.html'));
  if (notFound) return send(site, req, res, 404, notFound, 'no-cache');
  plain(res, 404, 'Not Found');
}

async function readRules(root: string): Promise<HeaderRule[]> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text);
}

/** Start serving `dir`; resolves once listening. */
export async function startPreview({ dir, port = 4173, base = '/', host = '127.0.0.1', headers = true, singleNotFound = false }: PreviewOptions): Promise<PreviewServer> {
  const root = await realpath(resolve(dir));
  const site: Site = { root, base: normalizeBase(base), rules: headers ? await readRules(root) : [], singleNotFound };
  const server = createServer((req, res) => {
    handle(site, req, res).catch(() => {
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}${site.base}`,
    close: () =>
      new Promise((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: { port: { type: 'string' }, base: { type: 'string' }, host: { type: 'string' }, headers: { type: 'boolean', default: true } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: expected 0-65535, got ${values.port ?? process.env.PORT}`);
  const dir = positionals[0] ?? 'dist';
  const { url } = await startPreview({ dir, port, base: values.base ?? '/', host: values.host, headers: values.headers });
  console.log(`Serving ${resolve(dir)} at ${url}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
