// The dev server writes Vite's two scripts into a page's document itself (dev/dev-document.ts), so
// a page can be answered before Vite has loaded. Vite's own transform must add the very same
// scripts in the same place: a Vite that writes them otherwise fails here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevStart } from '../../src/node/dev/dev-start';
import { withViteScripts } from '../../src/node/dev/dev-document';
import fixtureConfig from '../fixtures/dev-site/content/site.config';
import { copyDevContent } from '../browser/dev-site';
import { removeTemporary } from '../support/remove-temporary';
import { ROOT } from './helpers';

let contentDir: string;
beforeAll(() => {
  contentDir = copyDevContent();
});
afterAll(() => {
  removeTemporary(dirname(contentDir));
});

/** A dev server over the fixture with `base`, nothing kept: each page is rendered as it is asked for. */
async function withServer(base: string, run: (start: DevStart, server: ViteDevServer) => Promise<void>): Promise<void> {
  const start = await startDev({
    root: ROOT,
    contentDir,
    config: fixtureConfig,
    base,
    port: 0,
    host: '127.0.0.1',
    cacheDir: join(dirname(contentDir), 'vite-cache'),
    logLevel: 'silent',
    info: () => {},
  });
  const server = await start.server;
  try {
    await run(start, server);
  } finally {
    await server.close();
  }
}

const SHELL =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>T</title>\n</head>\n<body><div id="app"></div></body>\n</html>\n';

describe('dev: a page’s document', () => {
  for (const base of ['/', '/docs/']) {
    it(`has the scripts Vite's transform adds, where it adds them, with base ${base}`, async () => {
      await withServer(base, async (_start, server) => {
        expect(await server.transformIndexHtml(`${base}guide/a`, SHELL)).toBe(withViteScripts(SHELL, base));
      });
    }, 120_000);
  }

  it("is, without base, Vite's transform of itself without those scripts", async () => {
    await withServer('/', async (start, server) => {
      const document = await (await fetch(`http://127.0.0.1:${start.front.port}/guide/a`)).text();
      expect(document).toContain('Page A first paragraph.');
      const bare = document.replace(withViteScripts('<head>\n', '/').slice('<head>\n'.length), '');
      expect(bare).not.toBe(document);
      expect(await server.transformIndexHtml('/guide/a', bare)).toBe(document);
    });
  }, 120_000);

  it('names, under a base, scripts and stylesheets the server serves', async () => {
    await withServer('/docs/', async (start) => {
      const origin = `http://127.0.0.1:${start.front.port}`;
      const document = await (await fetch(`${origin}/docs/guide/a`)).text();
      const urls = [...document.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]);
      expect(urls).toContain('/docs/@vite/client');
      expect(urls.some((url) => url.endsWith('/client-entry.js'))).toBe(true);
      for (const url of urls) expect(`${url} ${(await fetch(`${origin}${url}`)).status}`).toBe(`${url} 200`);
    });
  }, 120_000);
});
