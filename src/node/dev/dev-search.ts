import type { Connect } from 'vite';
import { withBase } from '../../shared/routes';
import type { Lang } from '../../shared/types';
import { buildIndexFile, searchIndexMetaContent } from '../search/search-index';
import { buildSearchRecords } from '../search/search-records';
import type { SiteState } from '../site/site-state';

const DEV_INDEX_RE = /^\/@rp-search\/([a-z-]+)\.json$/;

/** Dev: the local search index URLs for the page meta tag (empty when local search is off). */
export function devSearchIndexMeta(state: SiteState): string | undefined {
  const { site } = state;
  if (!site.themeConfig.search || site.search.provider !== 'local') return undefined;
  const urls = Object.fromEntries(site.locales.map((l) => [l.lang, withBase(`/@rp-search/${l.lang}.json`, site.base)]));
  return searchIndexMetaContent(urls) || undefined;
}

/**
 * Dev: serve the local search index from the pages as they are now. Every page is compiled once
 * (the compile cache is shared with the page modules), so only the first search of a session waits.
 */
export function createDevSearchMiddleware(state: SiteState): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const path = (req.url ?? '').split('?')[0].replace(state.site.base.replace(/\/$/, ''), '');
    const match = DEV_INDEX_RE.exec(path);
    if (!match || !devSearchIndexMeta(state)) return next();
    try {
      const { pages } = await state.compileAll();
      const records = buildSearchRecords({ site: state.site, pages }).get(match[1] as Lang);
      if (!records) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(buildIndexFile(records, match[1] as Lang, state.site.base)));
    } catch (error) {
      next(error);
    }
  };
}
