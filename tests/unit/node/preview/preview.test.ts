import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPreview, type PreviewServer } from '../../../../src/node/preview/preview-server';

let root: string;
let dist: string;
let server: PreviewServer;
let docsServer: PreviewServer;

function put(file: string, text: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** Raw GET, so paths like /../ reach the server unnormalised (fetch would resolve them). */
function get(
  base: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'preview-'));
  dist = join(root, 'dist');
  put('index.html', 'home');
  put('a/b.html', 'page a/b');
  put('guide/start/index.html', 'guide start');
  put('guide/start/index.md', '# Start');
  put('assets/app-123.js', 'console.log(1)');
  put('assets/app-123.css', 'body{}');
  put('logo.svg', '<svg/>');
  put('data.json', '{}');
  put('404.html', 'not found page');
  // what hosts read or leave out, never serve
  put('_headers', '# rules for the host (none here)\n');
  put('_redirects', '/zh/*  /zh/404.html  404\n');
  put('.vite/manifest.json', '{"secret": "build metadata"}');
  put('.env', 'TOKEN=secret');
  put('guide/.DS_Store', 'secret');
  put('.well-known/security.txt', 'Contact: mailto:security@example.com');
  // far larger than the socket buffers: a client that stops reading leaves the server mid-file
  put('big.bin', '');
  truncateSync(join(dist, 'big.bin'), 256 * 1024 * 1024);
  put('big.txt', randomBytes(6 * 1024 * 1024).toString('base64'));
  writeFileSync(join(root, 'secret.txt'), 'secret');
  server = await startPreview({ dir: dist, port: 0 });
  docsServer = await startPreview({ dir: dist, port: 0, base: '/docs/' });
});
afterAll(async () => {
  await server.close();
  await docsServer.close();
  rmSync(root, { recursive: true, force: true });
});

describe('node/preview', () => {
  it('serves clean URLs from .html files', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(server.url, '/a/b');
    expect(page.status).toBe(200);
    expect(page.body).toBe('page a/b');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(server.url, '/a/b.html')).body).toBe('page a/b');
    expect((await get(server.url, '/a/b?x=1#h')).status).toBe(200);
    expect((await get(server.url, '/')).body).toBe('home');
    expect((await get(server.url, '/guide/start/')).body).toBe('guide start');
    expect((await get(server.url, '/guide/start')).body).toBe('guide start');
  });

  it('serves exact files with their content type; immutable cache only for /assets/', async () => {
    const md = await get(server.url, '/guide/start/index.md');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toBe('# Start');
    const js = await get(server.url, '/assets/app-123.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(server.url, '/assets/app-123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(server.url, '/logo.svg')).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await get(server.url, '/data.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(server.url, '/a/b')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a miss with 404.html and status 404', async () => {
    const miss = await get(server.url, '/nope/page');
    expect(miss.status).toBe(404);
    expect(miss.body).toBe('not found page');
    expect(miss.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(server.url, '/guide/')).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/a/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await get(server.url, path);
      expect(res.status, path).toBe(403);
      expect(res.body).not.toContain('secret');
    }
  });

  it('never serves what a host reads or leaves out: _headers, _redirects, hidden files (but .well-known/)', async () => {
    const hidden = ['/_headers', '/_redirects', '/.vite/manifest.json', '/.vite/', '/.env', '/guide/.DS_Store', '/%2Eenv', '/_headers/'];
    for (const path of hidden) {
      const res = await get(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('not found page');
    }
    for (const path of ['/docs/_headers', '/docs/.vite/manifest.json']) expect((await get(docsServer.url, path)).status, path).toBe(404);
    const wellKnown = await get(server.url, '/.well-known/security.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body).toBe('Contact: mailto:security@example.com');
  });

  it('serves under a base and 404s outside it', async () => {
    expect(docsServer.url).toMatch(/\/docs\/$/);
    expect((await get(docsServer.url, '/docs/a/b')).body).toBe('page a/b');
    expect((await get(docsServer.url, '/docs/')).body).toBe('home');
    expect((await get(docsServer.url, '/a/b')).status).toBe(404);
    const bare = await get(docsServer.url, '/docs');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe('/docs/');
  });

  it('gzips text for a client that accepts it, and only then', async () => {
    const { hostname, port } = new URL(server.url);
    const fetchRaw = (path: string, encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request({ hostname, port, path, headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const zipped = await fetchRaw('/a/b', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe('page a/b');
    const plainText = await fetchRaw('/a/b', 'identity');
    expect(plainText.headers['content-encoding']).toBeUndefined();
    expect(plainText.body.toString('utf8')).toBe('page a/b');
    expect((await fetchRaw('/assets/app-123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
  });
});

/** Open file descriptors of this process (the server runs in it). */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

/** GET `path` and hang up as soon as the response starts, like a reader cancelling a download. */
function abortedGet(base: string, path: string, encoding = 'identity'): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = request({ hostname, port, path, agent: false, headers: { 'accept-encoding': encoding } }, () => req.destroy());
    req.on('close', () => resolve());
    req.on('error', () => {});
    req.end();
  });
}

describe.skipIf(process.platform !== 'linux')('node/preview: cancelled downloads', () => {
  it('closes the file of every response the client aborted (plain and gzip)', async () => {
    const before = openDescriptors();
    for (let i = 0; i < 150; i++) await abortedGet(server.url, '/big.bin');
    for (let i = 0; i < 50; i++) await abortedGet(server.url, '/big.txt', 'gzip');
    // each leaked stream would keep one descriptor open for good; closing is asynchronous, so wait for it
    await vi.waitFor(() => expect(openDescriptors()).toBeLessThan(before + 20), { timeout: 30_000, interval: 50 });
    expect((await get(server.url, '/a/b')).body).toBe('page a/b');
  }, 120_000);
});
