import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { PAGE_RENDER_EVENT } from '../../shared/dev-events';
import { resolveConfig } from '../../shared/config';
import type { Locale, PageAlternate, RouteEntry, SidebarItem, SiteConfig } from '../../shared/types';
import { twinPath } from '../../shared/routes';
import { sidebarKeyFor } from '../../shared/sidebar';
import { toModuleCode } from '../markdown/to-module';
import { resolveComponentsModule } from '../markdown/components-module';
import { compactCodeBlocks } from '../markdown/compact-tree';
import { jsonForScript } from '../../shared/escape';
import { pageModuleId, SiteState, type CompiledEntry } from '../site/site-state';
import { formatDiagnostic } from '../diagnostics';
import { createDevSsr, type DevRenderStatus, type DevSsr } from '../dev/dev-ssr';
import type { KeptPages } from '../dev/kept-answers';
import type { DevTheme } from '../dev/dev-theme';
import { createDevRenderer } from '../dev/dev-render';
import { editedPages } from '../dev/edited-pages';
import { createDevSearchMiddleware } from '../dev/dev-search';
import { createDevSiteFilesMiddleware } from '../dev/dev-site-files';
import { devPageModuleUrl } from '../dev/dev-urls';
import { devPageData } from '../dev/dev-page-data';
import { configWarnings } from '../site/config-warnings';
import { brandCss, checkThemeFiles, siteThemeCode, VIRTUAL_BRAND_CSS_ID, VIRTUAL_THEME_ID } from '../site/theme-files';

export const VIRTUAL_SITE_ID = 'virtual:site';
const RESOLVED_SITE_ID = '\0virtual:site';
export const VIRTUAL_ROUTES_ID = 'virtual:site-routes';
const RESOLVED_ROUTES_ID = '\0virtual:site-routes';
/** `virtual:site-sidebar/<lang>/<encoded key>`: one section's sidebar, shared by its pages' chunks */
const SIDEBAR_PREFIX = 'virtual:site-sidebar/';

export interface SitePluginOptions {
  /** the user site config (content/site.config.ts default export) */
  config: unknown;
  /** project root; default process.cwd() */
  root?: string;
  /** reuse a state shared by several builds (client + server) of one process */
  state?: SiteState;
  /** a build's route table (see BuildRoutes); dev without */
  build?: BuildRoutes;
  /** dev: the bundled theme the pages are rendered and hydrated with */
  theme?: DevTheme;
  /** dev: the pages' HTML kept from the last dev server, which answers this one's first requests */
  keptPages?: KeptPages;
  /** dev: told of each page module the browser imports (an open page asks for its own once it has hydrated) */
  onPageModule?: (route: RouteEntry) => void;
}

/**
 * A locale as the browser gets it: no sidebar (see siteDataCode), and none of the texts that only
 * the compile writes into page content (container titles, footnote labels, the overview's group of
 * ungrouped links).
 */
function clientLocale(locale: Locale): Locale {
  const { containerText: _containerText, footnotesText: _footnotesText, footnoteBackText: _footnoteBackText, ...rest } = locale;
  const { othersText: _othersText, ...overview } = locale.overview;
  return { ...rest, overview, sidebar: {} } as Locale;
}

/** Client-safe site data: the whole resolved config (it holds no secrets: Algolia keys are search-only). */
export function clientSiteData(site: SiteConfig): { config: SiteConfig } {
  // sidebars travel with the pages of their section (see routeSidebar), not in every page's JS;
  // Markdown plugins are build-time functions; the head tags are in the HTML already
  // the components module is a file path of the build machine; its code travels in chunks of its own
  const { components: _components, ...rest } = site.markdown;
  const markdown = { ...rest, remarkPlugins: [], rehypePlugins: [] };
  return { config: { ...site, markdown, head: [], locales: site.locales.map(clientLocale) } };
}

const siteDataCode = (site: SiteConfig) => `export const siteData = ${jsonForScript(clientSiteData(site))};\n`;

/** A page's sidebar: its locale's sidebar entry with the longest matching key, and the id of the module that holds it. */
export function routeSidebar(route: RouteEntry, site: SiteConfig): { id: string; items: SidebarItem[] } | null {
  const locale = site.locales.find((l) => l.lang === route.lang);
  if (!locale) return null;
  const key = sidebarKeyFor(route.path, locale.sidebar);
  return key === null ? null : { id: `${SIDEBAR_PREFIX}${route.lang}/${encodeURIComponent(key)}`, items: locale.sidebar[key] };
}

function sidebarModuleCode(id: string, site: SiteConfig): string {
  const [lang, encodedKey] = id.slice(1 + SIDEBAR_PREFIX.length).split('/');
  const sidebar = site.locales.find((l) => l.lang === lang)?.sidebar[decodeURIComponent(encodedKey)] ?? [];
  return sidebarCode(sidebar);
}

export const sidebarCode = (sidebar: SidebarItem[]) => `export const sidebar = ${jsonForScript(sidebar)};\n`;

/** The chunk files a build wrote for a page (URLs with the base): its own and its section's sidebar. */
export interface PageChunkUrls {
  page: string;
  sidebar?: string;
}

/**
 * How a build's route table loads a page. The client imports the chunks the build wrote itself
 * (build/page-chunks.ts; the page and its sidebar in parallel); the server bundle holds no page and
 * asks the loader the prerender sets (src/client/router/built-pages.ts). Dev imports the .md module.
 */
export type BuildRoutes = { target: 'client'; chunks: Map<string, PageChunkUrls> } | { target: 'server' };

const BUILT_PAGES_MODULE = resolve(import.meta.dirname, '../../client/router/built-pages.ts');

function loadCode(state: SiteState, route: RouteEntry, build: BuildRoutes | undefined): string {
  if (build?.target === 'server') return `() => loadBuiltPage(${JSON.stringify(route.path)})`;
  if (build?.target === 'client') {
    const urls = build.chunks.get(route.path)!;
    const page = `import(${JSON.stringify(urls.page)})`;
    return urls.sidebar ? `() => withSidebar(${page}, import(${JSON.stringify(urls.sidebar)}))` : `() => ${page}`;
  }
  return `() => load(${JSON.stringify(devPageModuleUrl(state, route, state.site.base))})`;
}

/** The route table with one lazy load per page; the client loads this module itself lazily. */
function routesCode(state: SiteState, build: BuildRoutes | undefined): string {
  const routes = state.routes.map((r) => {
    const data = JSON.stringify({ path: r.path, lang: r.lang, version: r.version, relativePath: r.relativePath });
    return `  { ...${data}, load: ${loadCode(state, r, build)} },`;
  });
  const head =
    build?.target === 'server'
      ? `import { loadBuiltPage } from ${JSON.stringify(BUILT_PAGES_MODULE)};\n`
      : build?.target === 'client'
        ? 'const withSidebar = (page, sidebar) => Promise.all([page, sidebar]).then(([mod]) => mod);\n'
        : // dev: each URL as Vite would resolve it, so Vite need not resolve one import per page
          // each time it serves this module (it still marks the import at run time)
          'const load = (url) => import(/* @vite-ignore */ url);\n';
  return `${head}export const routes = [\n${routes.join('\n')}\n];\n`;
}

/**
 * The page in every language it exists in (same path after the language prefix), untranslated ones
 * marked; `routes` is every route by path.
 */
export function alternatesOf(route: RouteEntry, site: SiteConfig, routes: ReadonlyMap<string, RouteEntry>): PageAlternate[] {
  return site.locales.flatMap((locale): PageAlternate[] => {
    const twin = routes.get(twinPath(route.path, route.lang, locale.lang, site.locales));
    if (!twin) return [];
    return [twin.fallbackOf === undefined ? { lang: twin.lang, path: twin.path } : { lang: twin.lang, path: twin.path, fallback: true }];
  });
}

function pageHmrCode(): string {
  // A Markdown module accepts its own update and hands the new page to the app, which swaps it
  // in and re-renders in place: no reload, no lost scroll position.
  return `\nif (import.meta.hot) {\n  import.meta.hot.accept((next) => {\n    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_RENDER_EVENT)}, { detail: next }));\n  });\n}\n`;
}

/**
 * Dev: a page was added or deleted. Rescan, and drop the route table and every page module (their
 * alternates may have changed) in every environment, the server render included.
 */
function refreshRouteTable(server: ViteDevServer, state: SiteState): void {
  state.rescan();
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const id of [RESOLVED_ROUTES_ID, ...state.routes.map((r) => pageModuleId(r))]) {
      const mod = graph.getModuleById(id);
      if (mod) graph.invalidateModule(mod);
    }
  }
}

export function createSiteState(config: unknown, root = process.cwd(), contentDir = resolve(root, 'content')): SiteState {
  // their messages name files relative to the folder the command runs in
  const site = resolveComponentsModule(resolveConfig(config), contentDir, process.cwd());
  checkThemeFiles(site, contentDir, process.cwd());
  const state = new SiteState(site, root, contentDir);
  state.configWarnings = configWarnings(config, site, state.shownPath(resolve(contentDir, 'site.config.ts')));
  state.rescan();
  return state;
}

export function siteGenerator(options: SitePluginOptions): Plugin {
  const root = options.root ?? process.cwd();
  const state = options.state ?? createSiteState(options.config, root);
  let dev = false;
  let server: ViteDevServer | undefined;
  const renderStatus: DevRenderStatus = { failed: false };
  const chunks = options.build?.target === 'client' ? [...options.build.chunks.values()] : [];
  const chunkUrls = new Set(chunks.flatMap(({ page, sidebar }) => (sidebar ? [page, sidebar] : [page])));

  const isPage = (id: string) => id.endsWith('.md') && id.startsWith(state.contentDir + '/');
  // a build's page chunks are written by build/page-chunks.ts: only dev serves page modules
  const pageModuleCode = async (context: { addWatchFile(file: string): void }, route: RouteEntry, compiled: CompiledEntry) => {
    const { page, tree } = await devPageData(state, route, compiled, (f) => context.addWatchFile(f));
    const sidebarId = routeSidebar(route, state.site)?.id;
    const sidebar = sidebarId ? `export { sidebar } from ${JSON.stringify(sidebarId)};\n` : 'export const sidebar = [];\n';
    return toModuleCode({ ...compiled, page, tree: compactCodeBlocks(tree) }) + sidebar + pageHmrCode();
  };

  // each compiled page once in the terminal, once in the browser
  const linksPrinted = new WeakSet<CompiledEntry>();
  const linksShown = new WeakSet<CompiledEntry>();
  const linkProblems = new WeakMap<CompiledEntry, string[]>();
  /** every dead link line printed so far: an anchor judged when its page was checked is not repeated when its target compiles */
  const printedLines = new Set<string>();
  const problemsOf = (compiled: CompiledEntry): string[] => {
    let lines = linkProblems.get(compiled);
    if (!lines) {
      const into = state
        .anchorsInto(compiled)
        .map(formatDiagnostic)
        .filter((line) => !printedLines.has(line));
      lines = [...state.checkPage(compiled).map(formatDiagnostic), ...into];
      linkProblems.set(compiled, lines);
    }
    return lines;
  };
  /**
   * Dev never fails on a dead link: it says so in the terminal (when any environment compiles the
   * page) and in the browser's overlay (when the browser, connected by then, loads the page). A
   * page's problems include the anchors other pages point into it that were not judged before.
   * `afterUpdate`: the page was just sent to the browser, which closed the overlay as it arrived, so
   * the overlay is shown again even for a compile shown before (one save can reach the watcher
   * twice, and the second sends the same compile).
   */
  const reportDevLinks = (
    context: { warn(message: string): void; environment: { name: string } },
    compiled: CompiledEntry,
    afterUpdate = false,
  ) => {
    const problems = problemsOf(compiled);
    if (problems.length === 0) return;
    if (!linksPrinted.has(compiled)) {
      linksPrinted.add(compiled);
      for (const line of problems) {
        printedLines.add(line);
        context.warn(line);
      }
    }
    if (context.environment.name === 'client' && (afterUpdate || !linksShown.has(compiled))) {
      linksShown.add(compiled);
      server?.environments.client.hot.send({
        type: 'error',
        err: { message: problems.join('\n'), stack: '', plugin: 'quire:links', id: compiled.file },
      });
    }
  };

  /** the routes a Markdown file is the page of (its own, and the fallbacks of untranslated languages) */
  const routesOf = (file: string) => state.routes.filter((r) => r.filePath === file);

  /** dev: an edited page sent to the browser (dev/edited-pages.ts), once the server is configured */
  let sendEditedPage: ReturnType<typeof editedPages> | undefined;
  let ssr: DevSsr | undefined;

  return {
    name: 'quire:site',
    enforce: 'pre',
    config(_, env) {
      dev = env.command === 'serve';
      return {
        base: state.site.base,
        publicDir: resolve(state.contentDir, 'public'),
        // There is no index.html to crawl: without an entry Vite finds the client's dependencies one
        // page load at a time and reloads the open page after each discovery.
        optimizeDeps: { entries: ['client-entry.tsx'] },
      };
    },
    resolveId(id) {
      // a build's page chunks are files the build wrote itself, not modules of the bundle
      if (chunkUrls.has(id)) return { id, external: true };
      if (id === VIRTUAL_SITE_ID) return RESOLVED_SITE_ID;
      if (id === VIRTUAL_ROUTES_ID) return RESOLVED_ROUTES_ID;
      if (id.startsWith(SIDEBAR_PREFIX)) return '\0' + id;
      if (id === VIRTUAL_THEME_ID || id === VIRTUAL_BRAND_CSS_ID) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_SITE_ID) return siteDataCode(state.site);
      if (id === '\0' + VIRTUAL_THEME_ID) return siteThemeCode(state.site, state.contentDir);
      if (id === '\0' + VIRTUAL_BRAND_CSS_ID) return brandCss(state.site);
      if (id === RESOLVED_ROUTES_ID) return routesCode(state, options.build);
      if (id.startsWith('\0' + SIDEBAR_PREFIX)) return sidebarModuleCode(id, state.site);
      return undefined;
    },
    async transform(source, id) {
      const file = id.split('?')[0];
      if (!isPage(file)) return undefined;
      const route = state.routeOfModule(id);
      if (!route) this.error(`${state.shownPath(file)} is not a page (fragments in shared/, _x or .x folders cannot be imported)`);
      const compiled = await state.compile(route, source);
      for (const d of compiled.diagnostics) {
        if (d.severity === 'error') {
          this.error({ message: formatDiagnostic(d), id: file, loc: d.line ? { line: d.line, column: (d.column ?? 1) - 1 } : undefined });
        } else {
          this.warn(formatDiagnostic(d));
        }
      }
      if (dev) reportDevLinks(this, compiled);
      if (dev && this.environment.name === 'client') options.onPageModule?.(route);
      return { code: await pageModuleCode(this, route, compiled), map: null };
    },
    configResolved(config) {
      // the build prints these itself (build/load-site.ts), once for both of its Vite builds
      if (!dev) return;
      for (const d of state.configWarnings) config.logger.warn(formatDiagnostic(d));
    },
    configureServer(devServer) {
      server = devServer;
      // after Vite's own middlewares: serve every HTML request rendered on the server
      devServer.middlewares.use(createDevSearchMiddleware(state));
      devServer.middlewares.use(createDevSiteFilesMiddleware(state));
      const { theme } = options;
      if (!theme) throw new Error('the dev server needs the theme bundle (SitePluginOptions.theme)');
      const ssrReport = { warn: (line: string) => devServer.config.logger.warn(line), environment: { name: 'ssr' } };
      const dev = createDevRenderer({ server: devServer, state, theme, reportLinks: (compiled) => reportDevLinks(ssrReport, compiled) });
      sendEditedPage = editedPages({
        routesOf,
        pageModule: (route, report) => dev.pageModule(route, report),
        reportLinks: (environment, compiled) =>
          reportDevLinks({ warn: (line) => environment.logger.warn(line), environment: { name: 'client' } }, compiled, true),
      });
      dev.warm();
      // a page from the kept compiles renders at once (unless its kept HTML answers it): its render
      // warms while the browser starts. Without them, it warms while the first page compiles (dev-ssr.ts)
      if (state.compileMemo) devServer.httpServer?.once('listening', () => setImmediate(() => dev.warmRender()));
      const pageSsr = (ssr = createDevSsr(devServer, state, theme, dev, renderStatus, options.keptPages));
      const close = devServer.close.bind(devServer);
      devServer.close = async () => {
        await pageSsr.keepEdited();
        return close();
      };
      return () => devServer.middlewares.use(pageSsr.middleware);
    },
    async hotUpdate({ type, file, server: devServer }) {
      const client = this.environment.name === 'client';
      if (type !== 'update' && isPage(file)) {
        // a page added or deleted: new route table, then reload (Vite's own update of a deleted
        // module would only fail to fetch it)
        if (client) {
          refreshRouteTable(devServer, state);
          this.environment.hot.send({ type: 'full-reload' });
        }
        return [];
      }
      if (client && type === 'update' && renderStatus.failed) {
        // the open page is Vite's error page for a failed server render: no module update reaches it
        renderStatus.failed = false;
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      }
      // an edited page is sent to the browser as data, not as a module for it to fetch
      if (client && type === 'update' && isPage(file) && sendEditedPage) {
        await sendEditedPage(this.environment, file);
        for (const route of routesOf(file)) ssr?.edited(route);
        return [];
      }
      return undefined;
    },
    buildEnd() {
      server = undefined;
    },
  };
}
