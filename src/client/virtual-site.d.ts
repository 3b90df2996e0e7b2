declare module 'virtual:site' {
  import type { SiteConfig } from '../shared/types';
  export const siteData: { config: SiteConfig };
}

declare module 'virtual:site-routes' {
  import type { ClientRoute } from './router/route-table';
  export const routes: ClientRoute[];
}
