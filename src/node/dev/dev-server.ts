/**
 * The dev server over a content folder: Vite with the site plugin, configured here in code, so no
 * vite.config file is looked up and the generator runs the same from its checkout and from an
 * installed package. Pages are rendered on the server (dev-ssr.ts) and updated in place.
 */
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createServer, type LogLevel, type ViteDevServer } from 'vite';
import { siteGenerator } from '../vite/plugin';
import { siteIslands } from '../vite/islands-plugin';
import { prebuiltPackages } from '../vite/prebuilt-packages';
import { createTerminalLogger } from '../vite/terminal-logger';
import { PREBUILT_THEME_FILE } from './dev-theme';
import { unwatchedInRoot } from './dev-watch';
import { createDevSite, type DevSite, type DevSiteOptions } from './dev-site';
import type { FrontServer } from './front-server';

/**
 * When no page has loaded by then, the content folder is watched this long after the server listens,
 * and pages answered with kept HTML are checked.
 */
const WATCH_CONTENT_AFTER_MS = 2000;

export interface DevServerOptions extends DevSiteOptions {
  port?: number;
  host?: string;
  /** Vite's dependency cache; default node_modules/.vite of the generator */
  cacheDir?: string;
  logLevel?: LogLevel;
  /** the site, made already (dev-start.ts makes it before Vite loads) */
  devSite?: DevSite;
  /** the server that listened before Vite loaded (front-server.ts): it closes with this one */
  front?: FrontServer;
}

/**
 * The folder the client's packages are installed in: inside the generator in its checkout, the
 * project's node_modules when the generator is itself an installed package (dependencies hoisted).
 */
function packagesFolder(root: string): string {
  return dirname(dirname(createRequire(`${root}/`).resolve('react/package.json')));
}

export async function createDevServer(options: DevServerOptions): Promise<ViteDevServer> {
  const { port, host, cacheDir, logLevel = 'info', front } = options;
  const dev = options.devSite ?? createDevSite(options);
  const { root, contentDir, state, theme, contentWatch } = dev;
  const pageLoaded = () => {
    dev.firstLoad();
    contentWatch.start(server);
  };
  const server = await createServer({
    configFile: false,
    root,
    appType: 'custom',
    logLevel,
    customLogger: createTerminalLogger(logLevel),
    cacheDir,
    plugins: [
      react({ exclude: [/\/node_modules\//, PREBUILT_THEME_FILE] }),
      siteIslands(state),
      prebuiltPackages(theme),
      siteGenerator({ state, theme, keptPages: dev.keptPages, onPageModule: pageLoaded, onRender: dev.renders }),
    ],
    server: {
      port,
      host,
      strictPort: port !== undefined && port !== 0,
      fs: { allow: [root, contentDir, packagesFolder(root), ...(cacheDir ? [cacheDir] : [])] },
      watch: { ignored: [unwatchedInRoot(root, contentDir, state.site), contentWatch.skips] },
    },
  });
  dev.warnings.warn = (line) => server.config.logger.warn(line);
  // without a browser to load a page (one that only fetches HTML), the content is watched soon anyway
  let watchSoon: NodeJS.Timeout | undefined;
  const watchLater = () => (watchSoon = setTimeout(pageLoaded, WATCH_CONTENT_AFTER_MS).unref());
  server.httpServer?.once('listening', watchLater);
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the highlight thread too
  const close = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    clearTimeout(watchSoon);
    process.off('SIGINT', interrupted);
    await Promise.all([close(), front?.close(), dev.highlighting.close()]);
    await dev.closeCaches();
  };
  return server;
}
