/** A Vite dev server (the `npm run dev` setup) over a temporary copy of tests/fixtures/dev-site. */
import { cpSync, mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { LogLevel, ViteDevServer } from 'vite';
import { createDevServer } from '../../src/node/dev/dev-server';
import fixtureConfig from '../fixtures/dev-site/content/site.config';
import { removeTemporary } from '../support/remove-temporary';

const projectRoot = resolve(import.meta.dirname, '../..');
const fixtureContent = resolve(projectRoot, 'tests/fixtures/dev-site/content');

export interface DevSite {
  url: string;
  /** the temporary content/ folder the server watches; tests edit files here */
  contentDir: string;
  server: ViteDevServer;
  close: () => Promise<void>;
}

export interface DevSiteOptions {
  logLevel?: LogLevel;
  /** a copy of the fixture's content made earlier (copyDevContent), left in place on close */
  contentDir?: string;
  /** where the server keeps compiled pages and their HTML for the next one (`quire dev` without --no-cache) */
  pageCacheDir?: string;
}

/** A temporary copy of the fixture's content folder, for servers started one after another over it. */
export function copyDevContent(): string {
  // realpath: the watcher and the plugin compare absolute paths, and tmpdir may be a symlink
  const contentDir = join(realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-site-'))), 'content');
  cpSync(fixtureContent, contentDir, { recursive: true });
  return contentDir;
}

export async function startDevSite({ logLevel = 'silent', contentDir: given, pageCacheDir }: DevSiteOptions = {}): Promise<DevSite> {
  const contentDir = given ?? copyDevContent();
  return listeningDevSite(fixtureConfig, contentDir, { logLevel, pageCacheDir }, () =>
    given ? undefined : removeTemporary(dirname(contentDir)),
  );
}

/**
 * A dev server over a copy of tests/fixtures/<fixture>/content made inside the project (its .vite
 * folder), so that the site's components import react as in a site that installed quire; `prepare`
 * adds to the copy before the server starts. The copy goes as the server closes.
 */
export async function startProjectDevSite(fixture: string, config: unknown, prepare?: (contentDir: string) => void): Promise<DevSite> {
  mkdirSync(join(projectRoot, '.vite'), { recursive: true });
  const tempRoot = realpathSync(mkdtempSync(join(projectRoot, `.vite/dev-${fixture}-`)));
  const contentDir = join(tempRoot, 'content');
  cpSync(join(projectRoot, 'tests/fixtures', fixture, 'content'), contentDir, { recursive: true });
  prepare?.(contentDir);
  return listeningDevSite(config, contentDir, {}, () => removeTemporary(tempRoot));
}

async function listeningDevSite(
  config: unknown,
  contentDir: string,
  { logLevel = 'silent', pageCacheDir }: DevSiteOptions,
  cleanUp: () => void,
): Promise<DevSite> {
  const tempRoot = dirname(contentDir);
  // the `npm run dev` setup; only the content folder differs
  const server = await createDevServer({
    root: projectRoot,
    contentDir,
    config,
    port: 0,
    host: '127.0.0.1',
    logLevel,
    // a cold optimizer cache each run, as on a first `npm run dev` (and no clash with one running now)
    cacheDir: join(tempRoot, 'vite-cache'),
    pageCacheDir,
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
      cleanUp();
    },
  };
}
