/**
 * Who can reach `quire dev`: the server listens on the loopback interface unless --host says
 * otherwise, answers only requests addressed to it by a local name (a page of another site that a
 * DNS name of its own points at 127.0.0.1 gets nothing), lets no other site's page open the HMR
 * socket, and serves no file outside its folders through /@fs/ or a path with `..`.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer } from '../../src/node/dev/dev-server';
import { importSiteConfig } from '../../src/node/site/site-config-file';
import { fixtureContent, ROOT } from './helpers';
import { removeTemporary } from '../support/remove-temporary';

const SECRET = `secret-${randomBytes(8).toString('hex')}`;
const ALLOWED = `allowed-${randomBytes(8).toString('hex')}`;

let tempRoot: string;
let contentDir: string;
let server: ViteDevServer;
let port: number;

beforeAll(async () => {
  // realpath: Vite compares the real paths of the allowed folders
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-access-')));
  contentDir = join(tempRoot, 'content');
  cpSync(fixtureContent('dev-site'), contentDir, { recursive: true });
  // beside the content folder, so outside every folder the server may read
  writeFileSync(join(tempRoot, 'secret.txt'), SECRET);
  writeFileSync(join(contentDir, 'allowed.txt'), ALLOWED);
  const config = await importSiteConfig(contentDir);
  // as `quire dev` starts it without --host
  server = await createDevServer({ root: ROOT, contentDir, config, port: 0, cacheDir: join(tempRoot, 'vite-cache'), logLevel: 'silent' });
  await server.listen();
  port = (server.httpServer!.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
  if (tempRoot) removeTemporary(tempRoot);
});

interface Answer {
  status: number;
  body: string;
}

/** A GET of `path` exactly as written (no normalization of `..`), with `headers`. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket handshake with the HMR socket: 101 when it is accepted, else the status of the refusal (0: closed without one). */
function hmrHandshake(headers: Record<string, string>, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        host: `localhost:${port}`,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.end();
  });
}

/** The token Vite's client sends with its socket, as a page of the dev server gets it. */
async function clientToken(): Promise<string> {
  const { body } = await get('/@vite/client');
  const token = /const wsToken = "([^"]+)"/.exec(body)?.[1];
  expect(token, 'the token in /@vite/client').toBeDefined();
  return token!;
}

describe('dev: where the server listens', () => {
  it('on the loopback interface when no host is given', () => {
    const { address } = server.httpServer!.address() as AddressInfo;
    expect(['127.0.0.1', '::1']).toContain(address);
  });

  it('not on the addresses of the machine other programs reach it by', async () => {
    // a link-local IPv6 address is reached through its interface
    const external = Object.entries(networkInterfaces()).flatMap(([name, infos]) =>
      (infos ?? []).filter((info) => !info.internal).map((info) => (info.scopeid ? `${info.address}%${name}` : info.address)),
    );
    for (const address of external) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = connect({ host: address, port });
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      expect(outcome, address).toBe('ECONNREFUSED');
    }
  });
});

describe('dev: a request addressed to another host name (DNS rebinding)', () => {
  // a page, its twin, an llms file, Vite's client, a module of the generator and a content file
  const paths = () => ['/', '/guide/a', '/guide/a.md', '/llms.txt', '/@vite/client', '/client-entry.tsx', `/@fs${contentDir}/allowed.txt`];

  it.each(['localhost', '127.0.0.1', '[::1]'])('is answered when addressed to %s', async (host) => {
    const answer = await get('/@vite/client', { host: `${host}:${port}` });
    expect(answer.status).toBe(200);
  });

  it.each(['evil.test', 'evil.test:80', 'localhost.evil.test', 'evil.test.', '127.0.0.1.nip.io', 'localhost@evil.test'])(
    'is refused when addressed to %s, whatever the path',
    async (host) => {
      for (const path of paths()) {
        const answer = await get(path, { host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).not.toContain(ALLOWED);
        expect(answer.body).toMatch(/^Blocked request/);
      }
    },
  );
});

describe('dev: the HMR socket', () => {
  it('opens for the page of the dev server itself, with the token its client has', async () => {
    const token = await clientToken();
    expect(await hmrHandshake({ origin: `http://localhost:${port}` }, `/?token=${token}`)).toBe(101);
  });

  it('stays shut to a page of another site, with no token or a wrong one', async () => {
    expect(await hmrHandshake({ origin: 'http://evil.test' })).not.toBe(101);
    expect(await hmrHandshake({ origin: 'http://evil.test' }, `/?token=${randomBytes(8).toString('hex')}`)).not.toBe(101);
    expect(await hmrHandshake({ origin: 'null' })).not.toBe(101);
  });

  it('stays shut to a request addressed to another host name, even with the token', async () => {
    const token = await clientToken();
    expect(await hmrHandshake({ host: 'evil.test', origin: 'http://evil.test' }, `/?token=${token}`)).not.toBe(101);
  });

  it('a page of another site cannot read the token: /@vite/client grants it no cross-origin read', async () => {
    const answer = await new Promise<{ allowOrigin: string | undefined }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/@vite/client', headers: { host: `localhost:${port}`, origin: 'http://evil.test' } },
        (res) => {
          res.resume();
          resolve({ allowOrigin: res.headers['access-control-allow-origin'] });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.allowOrigin === '*' || answer.allowOrigin === 'http://evil.test').toBe(false);
  });
});

describe('dev: files outside the folders it serves', () => {
  it('serves a file of the content folder through /@fs/ (the check below is not a blanket refusal)', async () => {
    const answer = await get(`/@fs${contentDir}/allowed.txt`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(ALLOWED);
  });

  it.each([
    ['a file beside the content folder', () => `/@fs${tempRoot}/secret.txt`],
    ['the same, as a raw import', () => `/@fs${tempRoot}/secret.txt?raw`],
    ['the same, as an import', () => `/@fs${tempRoot}/secret.txt?import&raw`],
    ['.. out of the content folder', () => `/@fs${contentDir}/../secret.txt`],
    ['.. percent-encoded', () => `/@fs${contentDir}/%2e%2e/secret.txt`],
    ['.. with a backslash', () => `/@fs${contentDir}/..%5Csecret.txt`],
    ['.. doubly encoded', () => `/@fs${contentDir}/%252e%252e/secret.txt`],
    ['.. out of the generator root', () => `/${'../'.repeat(ROOT.split('/').length)}${tempRoot.slice(1)}/secret.txt`],
    ['.. percent-encoded out of the generator root', () => `/${'%2e%2e/'.repeat(ROOT.split('/').length)}${tempRoot.slice(1)}/secret.txt`],
    ['.. out of node_modules', () => `/node_modules/${'../'.repeat(ROOT.split('/').length + 1)}${tempRoot.slice(1)}/secret.txt`],
    ['a system file', () => '/@fs/etc/passwd'],
    ['a system file past ..', () => `/@fs${ROOT}/../../../../../../etc/passwd`],
  ])('refuses %s', async (_name, path) => {
    const answer = await get(path());
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
    expect(answer.status, path()).toBeGreaterThanOrEqual(400);
  });
});
