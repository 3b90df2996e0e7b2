import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type PreviewServer } from '../../../scripts/preview';
import { formatHeadersFile, securityHeaderRules } from '../../../src/node/headers-file';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
let dist: string;
const servers: PreviewServer[] = [];

function put(file: string, text: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

async function serve(options: { base?: string; headers?: boolean } = {}): Promise<string> {
  const server = await startPreview({ dir: dist, port: 0, ...options });
  servers.push(server);
  return server.url.replace(/\/$/, '');
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  put('index.html', 'home');
  put('assets/app-123.js', 'console.log(1)');
  put('404.html', 'not found');
  put('_headers', formatHeadersFile(securityHeaderRules({ base: '/', policy: POLICY })));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('scripts/preview with _headers', () => {
  it('sends the policy and the security headers with pages and with the 404 page', async () => {
    const origin = await serve();
    for (const [path, status] of [['/', 200], ['/missing', 404]] as const) {
      const response = await fetch(origin + path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches assets for a year, immutable, once (no duplicated header)', async () => {
    const response = await fetch(`${await serve()}/assets/app-123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
  });

  it('serves without the rules when headers is off', async () => {
    const response = await fetch(`${await serve({ headers: false })}/`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('under a base, rules written for that base apply', async () => {
    put('_headers', formatHeadersFile(securityHeaderRules({ base: '/docs/', policy: POLICY })));
    const origin = await serve({ base: '/docs/' });
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe(POLICY);
    expect((await fetch(`${origin}/assets/app-123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    put('_headers', formatHeadersFile(securityHeaderRules({ base: '/', policy: POLICY })));
  });
});
