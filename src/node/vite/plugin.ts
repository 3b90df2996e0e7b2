/**
 * The Vite plugin of the site: it serves the `virtual:site*` modules and, in dev, the pages'
 * Markdown modules, and hooks the dev server (its middlewares, the server render, hot updates).
 * What the modules hold is made in site/ and dev/; this file only plugs it into Vite.
 */
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { RouteEntry } from '../../shared/types';
import { isPageFile } from '../../shared/routes';
import { pageModuleId, type CompiledEntry, type SiteState } from '../site/site-state';
import { LOCALE_MODULE_PREFIX, localeModuleCode, siteDataCode, SITE_PART_PREFIX, sitePartCode } from '../site/client-site-data';
import { SIDEBAR_MODULE_PREFIX, sidebarModuleCode } from '../site/route-sidebar';
import { routeTableCode, type BuildRoutes } from '../site/route-table-code';
import { brandCss, siteThemeCode, VIRTUAL_BRAND_CSS_ID, VIRTUAL_THEME_ID } from '../site/theme-files';
import { formatDiagnostic } from '../diagnostics';
import { escapeRegExp } from '../../shared/escape';
import { summarizeCodeOptions } from '../markdown/code-option-summary';
import { createDevSsr, type DevRenderStatus, type DevSsr } from '../dev/dev-ssr';
import type { KeptPages, RenderedPage } from '../dev/kept-answers';
import { PREBUILT_THEME_FILE, type DevTheme } from '../dev/dev-theme';
import { createDevRenderer } from '../dev/dev-render';
import { editedPages } from '../dev/edited-pages';
import { createDevSearchMiddleware } from '../dev/dev-search';
import { createDevSiteFilesMiddleware } from '../dev/dev-site-files';
import { devPageModuleUrl } from '../dev/dev-urls';
import { devPageModuleCode } from '../dev/dev-page-module';
import { createDevLinkReports } from '../dev/dev-link-reports';

const VIRTUAL_SITE_ID = 'virtual:site';
const RESOLVED_SITE_ID = '\0virtual:site';
const VIRTUAL_ROUTES_ID = 'virtual:site-routes';
const RESOLVED_ROUTES_ID = '\0virtual:site-routes';
/** Every module this plugin serves is named `virtual:site…`, and `\0virtual:site…` once resolved. */
const VIRTUAL_ID = /^virtual:site/;
const RESOLVED_VIRTUAL_ID = /^\0virtual:site/;
/** A Markdown module, with or without a query. */
const PAGE_MODULE_ID = /\.mdx?(?:\?|$)/;

/** The folders of these URLs, as patterns of the URLs under them: the build writes all page chunks into one. */
function foldersOf(urls: Iterable<string>): RegExp[] {
  const folders = new Set([...urls].map((url) => url.slice(0, url.lastIndexOf('/') + 1)));
  return [...folders].map((folder) => new RegExp(`^${escapeRegExp(folder)}`));
}

/**
 * Dev: a module with no source map, as Vite reads it. Without one, Vite makes a map of the served
 * code onto itself for every JavaScript module it serves, character by character, and inlines it
 * in the response. The prebuilt theme and the modules made here (site data, routes, sidebars, pages)
 * have no source of their own to map back to, so such a map would show nothing new, and for the
 * theme's entry it is the costliest part of serving it.
 */
const NO_SOURCE_MAP = { mappings: '' } as const;

export interface SitePluginOptions {
  /** the site state of the command (site/create-site-state.ts), shared by a build's client and server builds */
  state: SiteState;
  /** a build's route table (see BuildRoutes); dev without */
  build?: BuildRoutes;
  /** dev: the prebuilt theme the pages are rendered and hydrated with */
  theme?: DevTheme;
  /** dev: the pages' HTML kept from the last dev server, which answers this one's first requests */
  keptPages?: KeptPages;
  /** dev: told of each page module the browser imports (an open page asks for its own once it has hydrated) */
  onPageModule?: (route: RouteEntry) => void;
  /** dev: given the server's render of a page, once there is one (pages answered before it are rendered by it too) */
  onRender?: (render: (url: string) => Promise<RenderedPage>) => void;
}

/**
 * Dev: a page was added or deleted, or its front matter moved it (title, sidebar label or position,
 * slug, draft). Rescan, and drop the route table, the site data and sidebars (made from the scan)
 * and every page module (their alternates may have changed) in every environment, the server render
 * included.
 */
function refreshRouteTable(server: ViteDevServer, state: SiteState): void {
  state.rescan();
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const sidebars = [...graph.idToModuleMap.keys()].filter((id) => id.startsWith('\0' + SIDEBAR_MODULE_PREFIX));
    for (const id of [RESOLVED_ROUTES_ID, RESOLVED_SITE_ID, ...sidebars, ...state.routes.map((r) => pageModuleId(r))]) {
      const mod = graph.getModuleById(id);
      if (mod) graph.invalidateModule(mod);
    }
  }
}

/** What of the site a page's front matter can change besides the page: the routes, nav and sidebars. */
const navigationOf = (state: SiteState) =>
  JSON.stringify([state.routes.map((route) => route.path), state.site.locales.map((locale) => [locale.nav, locale.sidebar])]);

export function siteGenerator(options: SitePluginOptions): Plugin {
  const { state } = options;
  let dev = false;
  let server: ViteDevServer | undefined;
  const renderStatus: DevRenderStatus = { failed: false };
  const chunks = options.build?.target === 'client' ? [...options.build.chunks.values()] : [];
  const chunkUrls = new Set(chunks.flatMap(({ page, sidebar }) => (sidebar ? [page, sidebar] : [page])));

  // dev: each page's Markdown module, at the URL Vite serves it at
  const devRoutes = { target: 'dev' as const, moduleUrl: (route: RouteEntry) => devPageModuleUrl(state, route, state.site.base) };
  const isPage = (id: string) => isPageFile(id) && id.startsWith(state.contentDir + '/');
  const reportDevLinks = createDevLinkReports(state, (err) => server?.environments.client.hot.send({ type: 'error', err }));

  /** the routes a Markdown file is the page of (its own, and the fallbacks of untranslated languages) */
  const routesOf = (file: string) => state.routes.filter((r) => r.filePath === file);

  /** dev: an edited page sent to the browser (dev/edited-pages.ts), once the server is configured */
  let sendEditedPage: ReturnType<typeof editedPages> | undefined;
  let ssr: DevSsr | undefined;

  /** The code of a `virtual:site*` module, or undefined for any other id. */
  const virtualModuleCode = (id: string): string | undefined => {
    if (id === RESOLVED_SITE_ID) return siteDataCode(state.site);
    if (id === '\0' + VIRTUAL_THEME_ID) return siteThemeCode(state.site, state.contentDir);
    if (id === '\0' + VIRTUAL_BRAND_CSS_ID) return brandCss(state.site);
    if (id === RESOLVED_ROUTES_ID) return routeTableCode(state.routes, options.build ?? devRoutes, state.root);
    if (id.startsWith('\0' + SIDEBAR_MODULE_PREFIX)) return sidebarModuleCode(id, state.site);
    if (id.startsWith('\0' + LOCALE_MODULE_PREFIX)) return localeModuleCode(state.site, id.slice(LOCALE_MODULE_PREFIX.length + 1));
    if (id.startsWith('\0' + SITE_PART_PREFIX)) return sitePartCode(state.site, id.slice(SITE_PART_PREFIX.length + 1));
    return undefined;
  };

  return {
    name: 'quire:site',
    enforce: 'pre',
    config(_, env) {
      dev = env.command === 'serve';
      return {
        base: state.site.base,
        publicDir: resolve(state.contentDir, 'public'),
      };
    },
    // Each hook says which ids it handles, so the bundler calls it for those alone rather than for
    // every import and module of the theme and its packages.
    resolveId: {
      filter: { id: [VIRTUAL_ID, ...foldersOf(chunkUrls)] },
      handler(id) {
        // a build's page chunks are files the build wrote itself, not modules of the bundle
        if (chunkUrls.has(id)) return { id, external: true };
        if (id === VIRTUAL_SITE_ID) return RESOLVED_SITE_ID;
        if (id === VIRTUAL_ROUTES_ID) return RESOLVED_ROUTES_ID;
        if (id.startsWith(SIDEBAR_MODULE_PREFIX) || id.startsWith(LOCALE_MODULE_PREFIX) || id.startsWith(SITE_PART_PREFIX))
          return '\0' + id;
        if (id === VIRTUAL_THEME_ID || id === VIRTUAL_BRAND_CSS_ID) return '\0' + id;
        return undefined;
      },
    },
    load: {
      filter: { id: RESOLVED_VIRTUAL_ID },
      handler(id) {
        const code = virtualModuleCode(id);
        return dev && code !== undefined && id !== '\0' + VIRTUAL_BRAND_CSS_ID ? { code, map: NO_SOURCE_MAP } : code;
      },
    },
    transform: {
      filter: { id: [PAGE_MODULE_ID, PREBUILT_THEME_FILE] },
      async handler(source, id) {
        const file = id.split('?')[0];
        if (dev && PREBUILT_THEME_FILE.test(file)) return { code: source, map: NO_SOURCE_MAP };
        if (!isPage(file)) return undefined;
        const route = state.routeOfModule(id);
        if (!route) this.error(`${state.shownPath(file)} is not a page (fragments in shared/, _x or .x folders cannot be imported)`);
        const compiled = await state.compile(route, source);
        for (const d of summarizeCodeOptions(compiled.diagnostics)) {
          if (d.severity === 'error') {
            this.error({ message: formatDiagnostic(d), id: file, loc: d.line ? { line: d.line, column: (d.column ?? 1) - 1 } : undefined });
          } else {
            this.warn(formatDiagnostic(d));
          }
        }
        if (dev) reportDevLinks(this, compiled);
        // the files the page shows are watched, wherever they are
        if (dev) for (const shown of compiled.sources ?? []) this.addWatchFile(shown);
        if (dev && this.environment.name === 'client') options.onPageModule?.(route);
        return { code: await devPageModuleCode(state, route, compiled, (f) => this.addWatchFile(f)), map: dev ? NO_SOURCE_MAP : null };
      },
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
      if (!theme) throw new Error('the dev server needs the prebuilt theme (SitePluginOptions.theme)');
      const ssrReport = { warn: (line: string) => devServer.config.logger.warn(line), environment: { name: 'ssr' } };
      const dev = createDevRenderer({ server: devServer, state, theme, reportLinks: (compiled) => reportDevLinks(ssrReport, compiled) });
      sendEditedPage = editedPages({
        routesOf,
        pageModule: (route, report) => dev.pageModule(route, report),
        reportLinks: (environment, compiled) =>
          reportDevLinks({ warn: (line) => environment.logger.warn(line), environment: { name: 'client' } }, compiled, true),
      });
      const pageSsr = (ssr = createDevSsr(devServer, state, theme, dev, renderStatus, options.keptPages));
      options.onRender?.(pageSsr.render);
      const close = devServer.close.bind(devServer);
      devServer.close = async () => {
        await pageSsr.keepEdited();
        return close();
      };
      return () => devServer.middlewares.use(pageSsr.middleware);
    },
    async hotUpdate({ type, file, server: devServer }) {
      const client = this.environment.name === 'client';
      if (client && type === 'update' && isPage(file) && state.placementChanged(file)) {
        // its title, sidebar label or position, slug or draft changed: when that moves a route or
        // changes a sidebar, the open page reloads with them; otherwise it updates as any edit
        const before = navigationOf(state);
        refreshRouteTable(devServer, state);
        if (navigationOf(state) !== before) {
          this.environment.hot.send({ type: 'full-reload' });
          return [];
        }
      }
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
      // an edited page is sent to the browser as data, not as a module for it to fetch; it is kept as
      // the server closes even when that comes before all of its pages are sent
      if (client && type === 'update' && isPage(file) && sendEditedPage) {
        for (const route of routesOf(file)) ssr?.edited(route);
        await sendEditedPage(this.environment, file);
        return [];
      }
      // a file pages show (a `<<<` code import) edited: each of those pages updates as if it were edited
      const showing = client && type === 'update' && !isPage(file) ? state.pagesShowing(file) : [];
      if (showing.length > 0 && sendEditedPage) {
        for (const page of showing) for (const route of routesOf(page)) ssr?.edited(route);
        for (const page of showing) await sendEditedPage(this.environment, page);
        return [];
      }
      return undefined;
    },
    buildEnd() {
      server = undefined;
    },
  };
}
