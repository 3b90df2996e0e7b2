declare module 'virtual:site' {
  import type { SiteData, Lang } from '../shared/types';
  import type { PageModule } from './router/route-table';
  export const siteData: SiteData;
  export const routes: {
    path: string;
    lang: Lang;
    version: string;
    relativePath: string;
    load: () => Promise<PageModule>;
    /** the page record alone (first visit) */
    loadMeta: () => Promise<Pick<PageModule, 'page'>>;
  }[];
}
