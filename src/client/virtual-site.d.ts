declare module 'virtual:site' {
  import type { SiteConfig } from '../shared/types';
  export const siteData: { config: SiteConfig };
}

declare module 'virtual:site-routes' {
  import type { ClientRoute } from './router/route-table';
  export const routes: ClientRoute[];
}

/** Imports the site's brand colours and custom CSS (themeConfig); exports nothing. */
declare module 'virtual:site-theme' {}

/** The site's components module (markdown.components): one lazy chunk per export; under SSR all of them, loaded. */
declare module 'virtual:site-islands' {
  import type { IslandComponent } from './islands/registry';
  export const islandLoaders: Record<string, () => Promise<IslandComponent>>;
  export const eagerIslands: Record<string, IslandComponent>;
}
