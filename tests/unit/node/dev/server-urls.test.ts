// npm run dev: the URLs it prints as it listens, in Vite's lines, before Vite has loaded.
import { describe, expect, it } from 'vitest';
import { serverUrlLines, serverUrls } from '../../../../src/node/dev/server-urls';

const plain = { isTTY: false };

describe('serverUrls', () => {
  it('shows a loopback address as the local URL, under the base', async () => {
    const urls = await serverUrls('127.0.0.1', 5180, '/docs/');
    expect(urls).toEqual({ local: ['http://127.0.0.1:5180/docs/'], network: [] });
    expect(serverUrlLines(urls, '127.0.0.1', plain)).toEqual(['  ➜  Local:   http://127.0.0.1:5180/docs/']);
  });

  it('without a host, tells how to expose the server', async () => {
    const urls = await serverUrls(undefined, 5173, '/');
    expect(urls.local).toHaveLength(1);
    expect(urls.local[0]).toMatch(/^http:\/\/.+:5173\/$/);
    expect(serverUrlLines(urls, undefined, plain).at(-1)).toBe('  ➜  Network: use --host to expose');
  });

  it('shows another address as a network URL', async () => {
    const urls = await serverUrls('192.168.1.20', 5173, '/');
    expect(serverUrlLines(urls, '192.168.1.20', plain)).toEqual(['  ➜  Network: http://192.168.1.20:5173/']);
  });
});
