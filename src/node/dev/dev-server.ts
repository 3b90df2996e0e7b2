/**
 * The dev server over a content folder: Vite with the site plugin, configured here in code, so no
 * vite.config file is looked up and the generator runs the same from its checkout and from an
 * installed package. Pages are rendered on the server (dev-ssr.ts) and updated in place.
 */
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createServer, type LogLevel, type ViteDevServer } from 'vite';
import { createSiteState, siteGenerator } from '../vite/plugin';
import { siteIslands } from '../vite/islands-plugin';
import { warmUpDev } from './dev-warmup';
import { DevTheme } from './dev-theme';
import { THEME_BUNDLE_FILE } from './theme-bundle';
import { unwatchedInRoot } from './dev-watch';

export interface DevServerOptions {
  /** the generator's own folder: where client-entry.tsx and server-entry.tsx live */
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
  logLevel?: LogLevel;
}

/**
 * The folder the client's packages are installed in: inside the generator in its checkout, the
 * project's node_modules when the generator is itself an installed package (dependencies hoisted).
 */
function packagesFolder(root: string): string {
  return dirname(dirname(createRequire(`${root}/`).resolve('react/package.json')));
}

export async function createDevServer({ root, contentDir, config, port, host, base, cacheDir, logLevel = 'info' }: DevServerOptions): Promise<ViteDevServer> {
  const state = createSiteState(base === undefined ? config : { ...(config as object), base }, root, contentDir);
  const theme = new DevTheme(root);
  const server = await createServer({
    configFile: false,
    root,
    appType: 'custom',
    logLevel,
    cacheDir,
    plugins: [react({ exclude: [/\/node_modules\//, THEME_BUNDLE_FILE] }), theme.plugin(), siteIslands(state), siteGenerator({ config, root, state, theme })],
    server: {
      port,
      host,
      strictPort: port !== undefined && port !== 0,
      fs: { allow: [root, contentDir, packagesFolder(root), ...(cacheDir ? [cacheDir] : [])] },
      watch: { ignored: [unwatchedInRoot(root, contentDir, state.site)] },
    },
  });
  warmUpDev(server, state, root, theme);
  return server;
}
