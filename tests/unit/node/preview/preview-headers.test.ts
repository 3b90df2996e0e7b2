import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPreview, type PreviewServer } from '../../../../src/node/preview/preview-server';
import { shownPath } from '../../../../src/node/shown-path';
import { formatHeadersFile, immutableFileRules, securityHeaderRules } from '../../../../src/node/page/headers-file';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** a file whose lookup fails inside the server (a disk error), for the 500 answer */
const BROKEN_FILE = 'broken.html';
let dist: string;
const servers: PreviewServer[] = [];

/** how often a `_headers` file was read */
const headersReads = { count: 0 };

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    realpath: (path: string) =>
      String(path).endsWith('broken.html') ? Promise.reject(new Error('EIO: i/o error')) : actual.realpath(path),
    readFile: (...args: Parameters<typeof actual.readFile>) => {
      if (String(args[0]).endsWith('_headers')) headersReads.count++;
      return actual.readFile(...args);
    },
  };
});

/** The `_headers` the build writes: security headers everywhere, long caching for the named files. */
const buildHeaders = (base: string, files: string[]) =>
  formatHeadersFile([...securityHeaderRules({ base, policy: POLICY }), ...immutableFileRules(files)]);

/** A raw request (fetch would normalise /../ and refuse some methods), without reading the body. */
function rawRequest(
  origin: string,
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

function put(file: string, text: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

async function serve(options: { base?: string; headers?: boolean; log?: (line: string) => void } = {}): Promise<string> {
  const server = await startPreview({ dir: dist, port: 0, ...options });
  servers.push(server);
  return server.url.replace(/\/$/, '');
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  put('index.html', 'home');
  put('assets/app-123.js', 'console.log(1)');
  put('assets/page-456.js', 'console.log(2)');
  put('404.html', 'not found');
  put(BROKEN_FILE, 'never read');
  put('_headers', buildHeaders('/', ['/assets/app-123.js']));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('node/preview with _headers', () => {
  it('sends the policy and the security headers with pages and with the 404 page', async () => {
    const origin = await serve();
    for (const [path, status] of [
      ['/', 200],
      ['/missing', 404],
    ] as const) {
      const response = await fetch(origin + path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches the files the rules name for a year, immutable, once (no duplicated header); other assets as the host would', async () => {
    const origin = await serve();
    const response = await fetch(`${origin}/assets/app-123.js`);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    expect((await fetch(`${origin}/assets/page-456.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves without the rules when headers is off, every existing asset cached for good', async () => {
    const origin = await serve({ headers: false });
    const response = await fetch(`${origin}/`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${origin}/assets/page-456.js`)).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await fetch(`${origin}/assets/missing-789.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('under a base, rules written for that base apply', async () => {
    put('_headers', buildHeaders('/docs/', ['/docs/assets/app-123.js']));
    try {
      const origin = await serve({ base: '/docs/' });
      expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe(POLICY);
      expect((await fetch(`${origin}/assets/app-123.js`)).headers.get('cache-control')).toBe(IMMUTABLE);
    } finally {
      put('_headers', buildHeaders('/', ['/assets/app-123.js']));
    }
  });

  it('never lets a miss under /assets/ be cached, even when a rule for every asset path says immutable', async () => {
    // what builds wrote before: one pattern for the whole folder
    put('_headers', `${buildHeaders('/', [])}/assets/*\n  Cache-Control: ${IMMUTABLE}\n`);
    try {
      const origin = await serve();
      expect((await fetch(`${origin}/assets/app-123.js`)).headers.get('cache-control')).toBe(IMMUTABLE);
      const miss = await fetch(`${origin}/assets/app-OLDHASH.js`);
      expect(miss.status).toBe(404);
      expect(miss.headers.get('cache-control')).toBe('no-cache');
      expect(miss.headers.get('content-security-policy')).toBe(POLICY);
    } finally {
      put('_headers', buildHeaders('/', ['/assets/app-123.js']));
    }
  });

  it('with the rules the build writes, a miss under /assets/ gets the security headers and no long caching', async () => {
    const miss = await fetch(`${await serve()}/assets/app-OLDHASH.js`);
    expect(miss.status).toBe(404);
    expect(miss.headers.get('cache-control')).toBe('no-cache');
    expect(miss.headers.get('x-frame-options')).toBe('DENY');
  });

  it('every answer carries the security headers, whatever its status', async () => {
    const origin = await serve();
    put('_headers', buildHeaders('/docs/', []));
    const docsOrigin = await serve({ base: '/docs/' }).finally(() => put('_headers', buildHeaders('/', ['/assets/app-123.js'])));
    const cases: [origin: string, method: string, path: string, status: number][] = [
      [origin, 'GET', '/', 200],
      [origin, 'HEAD', '/', 200],
      [origin, 'GET', '/%E0%A4%A', 400],
      [origin, 'GET', '/../secret.txt', 403],
      [origin, 'GET', '/missing', 404],
      [origin, 'POST', '/', 405],
      [origin, 'DELETE', '/assets/app-123.js', 405],
      [origin, 'GET', `/${BROKEN_FILE}`, 500],
      // under a base: the redirect to it, and paths outside it get the rules of the site root
      [docsOrigin, 'GET', '/docs', 302],
      [docsOrigin, 'GET', '/elsewhere', 404],
      [docsOrigin, 'PUT', '/elsewhere', 405],
    ];
    for (const [server, method, path, status] of cases) {
      const response = await rawRequest(server, path, method);
      const label = `${method} ${path} (${server === origin ? 'base /' : 'base /docs/'})`;
      expect(response.status, label).toBe(status);
      expect(response.headers['content-security-policy'], label).toBe(POLICY);
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['x-frame-options'], label).toBe('DENY');
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], label).toMatch(/^camera=\(\)/);
      if (status >= 400) expect(response.headers['cache-control'], label).toBe('no-cache');
    }
  });

  it('a 405 names the methods it allows', async () => {
    const response = await rawRequest(await serve(), '/', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('refuses to start on a rule with a header Node cannot send, naming the file and the rule', async () => {
    put('_headers', `/*\n  Bad Name: 1\n`);
    try {
      await expect(serve()).rejects.toThrow(
        `${shownPath(join(dist, '_headers'))}: rule /*: Header name must be a valid HTTP token ["Bad Name"]`,
      );
    } finally {
      put('_headers', buildHeaders('/', ['/assets/app-123.js']));
    }
  });

  it('after a rebuild writes a new _headers, serves its policy, reading the file once per change, not per request', async () => {
    const origin = await serve();
    const policyOf = async (path: string) => (await fetch(origin + path)).headers.get('content-security-policy');
    expect(await policyOf('/')).toBe(POLICY);
    const reads = headersReads.count;
    expect(await policyOf('/assets/app-123.js')).toBe(POLICY);
    expect(await policyOf('/missing')).toBe(POLICY);
    expect(headersReads.count).toBe(reads);

    const rebuilt = "default-src 'self'; script-src 'self' 'sha256-new-inline-script='";
    try {
      put('_headers', formatHeadersFile(securityHeaderRules({ base: '/', policy: rebuilt })));
      expect(await policyOf('/')).toBe(rebuilt);
      expect(await policyOf('/missing')).toBe(rebuilt);
      expect(headersReads.count).toBe(reads + 1);
      // a rebuild may also replace the file by another (a rename over it)
      put('_headers.next', buildHeaders('/', []));
      renameSync(join(dist, '_headers.next'), join(dist, '_headers'));
      expect(await policyOf('/')).toBe(POLICY);
    } finally {
      put('_headers', buildHeaders('/', ['/assets/app-123.js']));
    }
  });

  it('a _headers that turns bad while serving answers 500 naming the rule, reported once, until it is fixed', async () => {
    const lines: string[] = [];
    const origin = await serve({ log: (line) => lines.push(line) });
    try {
      put('_headers', `/*\n  Bad Name: 1\n`);
      for (const path of ['/', '/missing']) {
        const response = await fetch(origin + path);
        expect(response.status).toBe(500);
        expect(await response.text()).toContain('rule /*: Header name must be a valid HTTP token ["Bad Name"]');
      }
      expect(lines).toEqual([
        `preview: ${shownPath(join(dist, '_headers'))}: rule /*: Header name must be a valid HTTP token ["Bad Name"]`,
      ]);
    } finally {
      put('_headers', buildHeaders('/', ['/assets/app-123.js']));
    }
    const fixed = await fetch(`${origin}/`);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('content-security-policy')).toBe(POLICY);
  });
});
