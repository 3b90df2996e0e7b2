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
