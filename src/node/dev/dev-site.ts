/**
 * Dev: the site a dev server serves, made before the server: the config resolved, the content
 * scanned, the caches, the highlight thread and the kept pages. Nothing here loads Vite, so the
 * front server (front-server.ts) can answer pages from it before Vite loads.
 */
import type { SiteConfig } from '../../shared/types';
import { createSiteState, resolveSiteConfig } from '../site/create-site-state';
import type { SiteState } from '../site/site-state';
import { devCaches } from '../cache/dev-caches';
import { workerFallbackWarning } from '../workers/worker-requests';
import { laterContentWatch, type ContentWatch } from './content-watch';
import { watchedSources } from './dev-watch';
import { devCompiling } from './dev-compiling';
import { DevHighlighting } from './dev-highlighting';
import { DevTheme } from './dev-theme';
import { keptAnswersBeforeRender, type KeptPages, type RenderedPage } from './kept-answers';

export interface DevSiteOptions {
  /** the generator's own folder: its prebuilt theme (lib/theme) and the theme's CSS (src/client) */
  root: string;
  /** absolute path of the folder holding site.config.ts and the language folders */
  contentDir: string;
  /** the default export of site.config.ts, unvalidated */
  config: unknown;
  /** overrides the config's `base` */
  base?: string;
  /** where compiled pages and their HTML are kept between dev servers (the build cache's folder); none: not kept */
  pageCacheDir?: string;
}

export interface DevSite {
  root: string;
  contentDir: string;
  site: SiteConfig;
  state: SiteState;
  theme: DevTheme;
  highlighting: DevHighlighting;
  contentWatch: ContentWatch;
  /** the kept pages, answered before the server's first render; none without a cache */
  keptPages: KeptPages | undefined;
  /** the browser loaded its first page (or no browser came): pages answered with kept HTML are checked now */
  firstLoad(): void;
  /** settles with firstLoad */
  firstLoaded: Promise<void>;
  /** the dev server's render of a page, once the server exists (dev-ssr.ts gives it through `renders`) */
  serverRender: Promise<(url: string) => Promise<RenderedPage>>;
  renders(render: (url: string) => Promise<RenderedPage>): void;
  /** where the site's warnings go: the terminal, then the server's logger once there is one */
  warnings: { warn(line: string): void };
  /** the caches pruned, once what the server kept is written (after the server and the highlight thread closed) */
  closeCaches(): Promise<void>;
}

/** The site's config as the dev server takes it (`base` overriding the config's); throws the config's ConfigError. */
export function resolveDevConfig({ contentDir, config, base }: DevSiteOptions): { userConfig: unknown; site: SiteConfig } {
  const userConfig = base === undefined ? config : { ...(config as object), base };
  return { userConfig, site: resolveSiteConfig(userConfig, contentDir) };
}

/** The site of a dev server over `contentDir`, as it is now, its config resolved already or here. */
export function createDevSite(options: DevSiteOptions, resolved = resolveDevConfig(options)): DevSite {
  const { root, contentDir, pageCacheDir } = options;
  const { userConfig, site } = resolved;
  const warnings = { warn: (line: string) => console.warn(line) };
  const theme = new DevTheme(root);
  // the cache opens as the scan reads its first page: the compile key holds the config's `markdown`
  // options, which the scan leaves as they are; the site key, made later, holds the scan's sidebars
  let state: SiteState | undefined;
  const scope = {
    root,
    contentDir,
    get site() {
      return state?.site ?? site;
    },
  };
  const kept = pageCacheDir ? devCaches(pageCacheDir, scope, (line) => warnings.warn(line)) : undefined;
  const highlighting = new DevHighlighting({ root, onFallback: (reason, work) => warnings.warn(workerFallbackWarning(reason, work)) });
  const compiling = devCompiling({ site, highlighting, compileMemo: kept?.compileMemo });
  state = createSiteState(userConfig, { root, contentDir, site, compiling, drafts: true, pageMetas: kept?.pageMetas });
  let firstLoad = () => {};
  const firstLoaded = new Promise<void>((resolve) => (firstLoad = resolve));
  let renders: DevSite['renders'] = () => {};
  const serverRender = new Promise<(url: string) => Promise<RenderedPage>>((resolve) => (renders = resolve));
  return {
    root,
    contentDir,
    site,
    state,
    theme,
    highlighting,
    // Vite watches its root, and not the content folder nor the sources until the first page has loaded
    contentWatch: laterContentWatch(state, watchedSources(root, contentDir, site)),
    keptPages: kept && { html: kept.html, checkAfter: firstLoaded, answers: keptAnswersBeforeRender(kept.html, firstLoaded) },
    firstLoad: () => firstLoad(),
    firstLoaded,
    serverRender,
    renders: (render) => renders(render),
    warnings,
    closeCaches: async () => kept?.close(),
  };
}
