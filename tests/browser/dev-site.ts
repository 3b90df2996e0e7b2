/** A Vite dev server (the `npm run dev` setup) over a temporary copy of tests/fixtures/dev-site. */
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LogLevel, ViteDevServer } from 'vite';
import { createDevServer } from '../../src/node/dev/dev-server';
import fixtureConfig from '../fixtures/dev-site/content/site.config';

const projectRoot = resolve(import.meta.dirname, '../..');
const fixtureContent = resolve(projectRoot, 'tests/fixtures/dev-site/content');

export interface DevSite {
  url: string;
  /** the temporary content/ folder the server watches; tests edit files here */
  contentDir: string;
  server: ViteDevServer;
  close: () => Promise<void>;
}

export async function startDevSite({ logLevel = 'silent' }: { logLevel?: LogLevel } = {}): Promise<DevSite> {
  // realpath: the watcher and the plugin compare absolute paths, and tmpdir may be a symlink
  const tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-site-')));
  const contentDir = join(tempRoot, 'content');
  cpSync(fixtureContent, contentDir, { recursive: true });
  // the `npm run dev` setup; only the content folder differs
  const server = await createDevServer({
    root: projectRoot,
    contentDir,
    config: fixtureConfig,
    port: 0,
    host: '127.0.0.1',
    logLevel,
    // a cold optimizer cache each run, as on a first `npm run dev` (and no clash with one running now)
    cacheDir: join(tempRoot, 'vite-cache'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    contentDir,
    server,
    close: async () => {
      await server.close();
      rmSync(tempRoot, { recursive: true, force: true });
    },
  };
}
