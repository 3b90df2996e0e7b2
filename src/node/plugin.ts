import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { resolveConfig } from '../shared/config';
import type { SiteConfig } from '../shared/types';
import { toModuleCode } from './markdown/to-module';
import { compactCodeBlocks } from './compact-tree';
import { jsonForScript } from '../shared/escape';
import { SiteState } from './site-state';
import { formatDiagnostic } from './diagnostics';
import { createDevSsrMiddleware } from './dev-ssr';

export const VIRTUAL_SITE_ID = 'virtual:site';
const RESOLVED_SITE_ID = '\0virtual:site';

export interface SitePluginOptions {
  /** the user site config (content/site.config.ts default export) */
  config: unknown;
  /** project root; default process.cwd() */
  root?: string;
  /** reuse a state shared by several builds (client + server) of one process */
  state?: SiteState;
}

/** Client-safe site data: the whole resolved config (it holds no secrets: Algolia keys are search-only). */
function siteDataCode(site: SiteConfig, state: SiteState, dev: boolean): string {
  const routes = state.routes.map((r) => {
    const rel = state.projectPath(r.filePath);
    // files of a fixture outside the project root are addressed through Vite's /@fs/ prefix
    const id = rel.startsWith('..') ? `/@fs${r.filePath}` : `/${rel}`;
    const data = JSON.stringify({ path: r.path, lang: r.lang, version: r.version, relativePath: r.relativePath });
    return `  { ...${data}, load: () => import(${JSON.stringify(id)}), loadMeta: () => import(${JSON.stringify(id + '?meta')}) },`;
  });
  const hot = dev
    ? `\nif (import.meta.hot) import.meta.hot.accept(() => window.location.reload());\n`
    : '';
  return `export const siteData = ${JSON.stringify({ config: site })};\nexport const routes = [\n${routes.join('\n')}\n];\n${hot}`;
}

function pageHmrCode(): string {
  // A Markdown module accepts its own update and hands the new page to the app, which swaps it
  // in and re-renders in place: no reload, no lost scroll position.
  return `\nif (import.meta.hot) {\n  import.meta.hot.accept((next) => {\n    if (next) window.dispatchEvent(new CustomEvent('rp:page-update', { detail: next }));\n  });\n}\n`;
}

export function createSiteState(config: unknown, root = process.cwd(), contentDir = resolve(root, 'content')): SiteState {
  const site = resolveConfig(config);
  const state = new SiteState(site, root, contentDir);
  state.rescan();
  return state;
}

export function siteGenerator(options: SitePluginOptions): Plugin {
  const root = options.root ?? process.cwd();
  const state = options.state ?? createSiteState(options.config, root);
  let dev = false;
  let server: ViteDevServer | undefined;

  const isPage = (id: string) => id.endsWith('.md') && id.startsWith(state.contentDir + '/');

  return {
    name: 'rstest-docs:site',
    enforce: 'pre',
    config(_, env) {
      dev = env.command === 'serve';
      return {
        base: state.site.base,
        publicDir: resolve(state.contentDir, 'public'),
      };
    },
    resolveId(id) {
      if (id === VIRTUAL_SITE_ID) return RESOLVED_SITE_ID;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_SITE_ID) return siteDataCode(state.site, state, dev);
      return undefined;
    },
    async transform(source, id) {
      const [file, query] = id.split('?');
      if (!isPage(file)) return undefined;
      const route = state.routeOfFile(file);
      if (!route) this.error(`${state.projectPath(file)} is not a page (fragments in shared/, _x or .x folders cannot be imported)`);
      const compiled = await state.compile(route, source);
      for (const d of compiled.diagnostics) {
        if (d.severity === 'error') {
          this.error({ message: formatDiagnostic(d), id: file, loc: d.line ? { line: d.line, column: (d.column ?? 1) - 1 } : undefined });
        } else {
          this.warn(formatDiagnostic(d));
        }
      }
      if (query === 'meta') return { code: `export const page = ${jsonForScript(compiled.page)};\n`, map: null };
      const code = toModuleCode({ ...compiled, tree: compactCodeBlocks(compiled.tree) });
      return { code: code + (dev ? pageHmrCode() : ''), map: null };
    },
    configureServer(devServer) {
      server = devServer;
      const onTreeChange = (file: string) => {
        if (!file.endsWith('.md') || !file.startsWith(state.contentDir)) return;
        state.rescan();
        const mod = devServer.moduleGraph.getModuleById(RESOLVED_SITE_ID);
        if (mod) devServer.moduleGraph.invalidateModule(mod);
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('add', onTreeChange);
      devServer.watcher.on('unlink', onTreeChange);
      // after Vite's own middlewares: serve every HTML request rendered on the server
      return () => devServer.middlewares.use(createDevSsrMiddleware(devServer, state));
    },
    buildEnd() {
      server = undefined;
    },
  };
}
