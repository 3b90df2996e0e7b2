/**
 * Static server over a built site, with the clean-URL rules of the host we deploy to:
 * /a/b -> a/b.html, /a/ -> a/index.html, misses -> 404.html (or <lang>/404.html under a language
 * folder) with status 404.
 * Usage: tsx scripts/preview.ts [dir=dist] [--port 4173] [--base /docs/]   (PORT env also works)
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

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
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PreviewOptions {
  dir: string;
  /** 0 picks a free port */
  port?: number;
  /** site base, '/docs/' */
  base?: string;
  host?: string;
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

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, cache: string): void {
  res.writeHead(status, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

async function handle(root: string, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    return send(req, res, 200, file, immutable ? IMMUTABLE : 'no-cache');
  }
  // a miss under a language folder gets that language's 404 page (zh/404.html), like the
  // _redirects rule the build writes for Netlify-style hosts
  const langFolder = path.startsWith(base) ? path.slice(base.length).split('/')[0] : '';
  const notFound = (langFolder && (await fileAt(root, `${langFolder}/404.html`))) || (await fileAt(root, '404.html'));
  if (notFound) return send(req, res, 404, notFound, 'no-cache');
  plain(res, 404, 'Not Found');
}

/** Start serving `dir`; resolves once listening. */
export async function startPreview({ dir, port = 4173, base = '/', host = '127.0.0.1' }: PreviewOptions): Promise<PreviewServer> {
  const root = await realpath(resolve(dir));
  const siteBase = normalizeBase(base);
  const server = createServer((req, res) => {
    handle(root, siteBase, req, res).catch(() => {
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
    url: `http://${host}:${actualPort}${siteBase}`,
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
    options: { port: { type: 'string' }, base: { type: 'string' }, host: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: expected 0-65535, got ${values.port ?? process.env.PORT}`);
  const dir = positionals[0] ?? 'dist';
  const { url } = await startPreview({ dir, port, base: values.base ?? '/', host: values.host });
  console.log(`Serving ${resolve(dir)} at ${url}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
