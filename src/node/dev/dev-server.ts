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
import { createSiteState, resolveSiteConfig } from '../site/create-site-state';
import { devCompiling } from './dev-compiling';
import { siteIslands } from '../vite/islands-plugin';
import { prebuiltPackages } from '../vite/prebuilt-packages';
import { createTerminalLogger } from '../vite/terminal-logger';
import { laterContentWatch } from './content-watch';
import { DevTheme, PREBUILT_THEME_FILE } from './dev-theme';
import { unwatchedInRoot } from './dev-watch';
import { devCaches } from '../cache/dev-caches';
import { DevHighlighting } from './dev-highlighting';
import { highlightFallbackWarning } from '../workers/highlight-thread';

/**
 * When no page has loaded by then, the content folder is watched this long after the server listens,
 * and pages answered with kept HTML are checked.
 */
const WATCH_CONTENT_AFTER_MS = 2000;

export interface DevServerOptions {
  /** the generator's own folder: its prebuilt theme (lib/theme) and the theme's CSS (src/client) */
  root: string;
  /** absolute path of the folder holding site.config.ts and the language folders */
  contentDir: string;
  /** the default export of site.config.ts, unvalidated */
  config: unknown;
  port?: number;
  host?: string;
  /** overrides the config's `base` */
  base?: string;
  /** Vite's dependency cache; default node_modules/.vite of the generator */
  cacheDir?: string;
  /** where compiled pages and their HTML are kept between dev servers (the build cache's folder); none: not kept */
  pageCacheDir?: string;
  logLevel?: LogLevel;
}

/**
 * The folder the client's packages are installed in: inside the generator in its checkout, the
 * project's node_modules when the generator is itself an installed package (dependencies hoisted).
 */
function packagesFolder(root: string): string {
  return dirname(dirname(createRequire(`${root}/`).resolve('react/package.json')));
}

export async function createDevServer({
  root,
  contentDir,
  config,
  port,
  host,
  base,
  cacheDir,
  pageCacheDir,
  logLevel = 'info',
}: DevServerOptions): Promise<ViteDevServer> {
  const theme = new DevTheme(root);
  const userConfig = base === undefined ? config : { ...(config as object), base };
  const site = resolveSiteConfig(userConfig, contentDir);
  // the cache opens at the first compile, when the scan has made the sidebars its site key holds
  const scope = {
    root,
    contentDir,
    get site() {
      return state.site;
    },
  };
  const kept = pageCacheDir ? devCaches(pageCacheDir, scope, (line) => server.config.logger.warn(line)) : undefined;
  // it closes with the server
  const highlighting = new DevHighlighting({
    root,
    onFallback: (reason) => server.config.logger.warn(highlightFallbackWarning(reason)),
  });
  const compiling = devCompiling({ site, highlighting, compileMemo: kept?.compileMemo });
  const state = createSiteState(userConfig, { root, contentDir, site, compiling, drafts: true });
  // Vite watches its root, and not the content folder until the first page has loaded
  const contentWatch = laterContentWatch(state);
  let firstLoad = () => {};
  const firstLoaded = new Promise<void>((resolve) => (firstLoad = resolve));
  const pageLoaded = () => {
    firstLoad();
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
      siteGenerator({
        state,
        theme,
        keptPages: kept && { html: kept.html, checkAfter: firstLoaded },
        onPageModule: pageLoaded,
      }),
    ],
    server: {
      port,
      host,
      strictPort: port !== undefined && port !== 0,
      fs: { allow: [root, contentDir, packagesFolder(root), ...(cacheDir ? [cacheDir] : [])] },
      watch: { ignored: [unwatchedInRoot(root, contentDir, state.site), contentWatch.skips] },
    },
  });
  // without a browser to load a page (one that only fetches HTML), the content is watched soon anyway
  let watchSoon: NodeJS.Timeout | undefined;
  server.httpServer?.once('listening', () => {
    watchSoon = setTimeout(() => {
      firstLoad();
      contentWatch.start(server);
    }, WATCH_CONTENT_AFTER_MS).unref();
  });
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the highlight thread too
  const close = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    clearTimeout(watchSoon);
    process.off('SIGINT', interrupted);
    await Promise.all([close(), highlighting.close()]);
    await kept?.close();
  };
  return server;
}
