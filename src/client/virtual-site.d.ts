declare module 'virtual:site' {
  import type { ClientSiteConfig, Locale } from '../shared/types';
  export const siteData: { config: ClientSiteConfig };
  /** one loader per language of the site: its texts, a module of their own */
  export const localeLoaders: Record<string, () => Promise<Locale>>;
}

declare module 'virtual:site-routes' {
  import type { ClientRoute } from './router/route-table';
  export const routes: ClientRoute[];
}

/** Imports the site's brand colours and custom CSS (themeConfig); exports nothing. */
declare module 'virtual:site-theme' {}

/** The site's components module (markdown.components): one lazy loader per export, each its own chunk. */
declare module 'virtual:site-islands' {
  import type { IslandComponent } from './islands/registry';
  export const islandLoaders: Record<string, () => Promise<IslandComponent>>;
}

/** Under SSR every component of the site's components module, by name; empty in the browser. */
declare module 'virtual:site-islands-eager' {
  import type { IslandComponent } from './islands/registry';
  export const eagerIslands: Record<string, IslandComponent>;
}

/** The ecosystem of the site config, whole (the first-visit site data has only what the closed menu needs). */
declare module 'virtual:site-part/ecosystem' {
  import type { Ecosystem } from '../shared/types';
  export const ecosystem: Ecosystem | null;
}

/** The site's search synonyms by language (search.synonyms), for the local search; null when none are set. */
declare module 'virtual:site-part/synonyms' {
  export const synonyms: Record<string, string[][]> | null;
}
