import { langOfPath } from '../shared/routes';
import type { PageRecord, SiteConfig } from '../shared/types';

/** The page record of the 404 screen; its language is guessed from the path (SPEC 2.6). */
export function notFoundPage(pathname: string, site: SiteConfig): PageRecord {
  const lang = langOfPath(pathname, site.locales.map((l) => l.lang), site.lang);
  return {
    title: '404',
    routePath: '/404',
    lang,
    toc: [],
    frontmatter: {},
    version: '',
    _relativePath: '',
    headingTitle: '404',
    pageType: '404',
    description: lang === 'zh' ? '页面未找到' : 'Page not found',
  };
}
