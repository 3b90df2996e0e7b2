import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type PreviewServer } from '../../../scripts/preview';

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
function get(base: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
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
  writeFileSync(join(root, 'secret.txt'), 'secret');
  server = await startPreview({ dir: dist, port: 0 });
  docsServer = await startPreview({ dir: dist, port: 0, base: '/docs/' });
});
afterAll(async () => {
  await server.close();
  await docsServer.close();
  rmSync(root, { recursive: true, force: true });
});

describe('scripts/preview', () => {
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
