// npm run dev: the URLs it prints as it listens, in Vite's lines, before Vite has loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUrlLines, serverUrls } from '../../../../src/node/dev/server-urls';

const plain = { isTTY: false };

// the lines as a terminal without colours shows them, whatever the environment running the tests asks for
afterEach(() => vi.unstubAllEnvs());
function noColours() {
  vi.stubEnv('NO_COLOR', '1');
}

describe('serverUrls', () => {
  it('shows a loopback address as the local URL, under the base', async () => {
    noColours();
    const urls = await serverUrls('127.0.0.1', 5180, '/docs/');
    expect(urls).toEqual({ local: ['http://127.0.0.1:5180/docs/'], network: [] });
    expect(serverUrlLines(urls, '127.0.0.1', plain)).toEqual(['  ➜  Local:   http://127.0.0.1:5180/docs/']);
  });

  it('without a host, tells how to expose the server', async () => {
    noColours();
    const urls = await serverUrls(undefined, 5173, '/');
    expect(urls.local).toHaveLength(1);
    expect(urls.local[0]).toMatch(/^http:\/\/.+:5173\/$/);
    expect(serverUrlLines(urls, undefined, plain).at(-1)).toBe('  ➜  Network: use --host to expose');
  });

  it('shows another address as a network URL', async () => {
    noColours();
    const urls = await serverUrls('192.168.1.20', 5173, '/');
    expect(serverUrlLines(urls, '192.168.1.20', plain)).toEqual(['  ➜  Network: http://192.168.1.20:5173/']);
  });

  it('colours the lines as Vite does: into a terminal or with FORCE_COLOR, never with NO_COLOR', async () => {
    const urls = await serverUrls('127.0.0.1', 5180, '/');
    vi.stubEnv('NO_COLOR', undefined);
    vi.stubEnv('FORCE_COLOR', '1');
    expect(serverUrlLines(urls, '127.0.0.1', plain)[0]).toContain('\x1b[36m');
    vi.stubEnv('FORCE_COLOR', undefined);
    expect(serverUrlLines(urls, '127.0.0.1', { isTTY: true })[0]).toContain('\x1b[36m');
    expect(serverUrlLines(urls, '127.0.0.1', plain)[0]).not.toContain('\x1b[');
    vi.stubEnv('NO_COLOR', '1');
    expect(serverUrlLines(urls, '127.0.0.1', { isTTY: true })[0]).not.toContain('\x1b[');
  });
});
