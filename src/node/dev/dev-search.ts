import type { Connect } from 'vite';
import { withBase } from '../../shared/routes';
import type { Lang } from '../../shared/types';
import type { LanguageIndex } from '../search/index-pieces';
import { buildLanguageIndex, searchIndexMetaContent, SEARCH_DIR } from '../search/search-index';
import { buildSearchRecords } from '../search/search-records';
import type { SiteState } from '../site/site-state';

const DEV_PREFIX = '/@rp-search/';
const DEV_MANIFEST_RE = /^([a-z-]+)\.json$/;
const DEV_PIECE_RE = /^([a-z-]+)\.[0-9a-f]+\/[\w-]+\.json$/;

/** Dev: the local search manifests' URLs for the page meta tag (empty when local search is off). */
export function devSearchIndexMeta(state: SiteState): string | undefined {
  const { site } = state;
  if (!site.themeConfig.search || site.search.provider !== 'local') return undefined;
  const urls = Object.fromEntries(site.locales.map((l) => [l.lang, withBase(`${DEV_PREFIX}${l.lang}.json`, site.base)]));
  return searchIndexMetaContent(urls) || undefined;
}

/**
 * Dev: serve the local search index from the pages as they are now: the manifest at
 * /@rp-search/<lang>.json, its pieces beside it. Every page is compiled once (the compile cache is
 * shared with the page modules), so only the first search of a session waits; the index is made
 * again when the compiled pages change.
 */
export function createDevSearchMiddleware(state: SiteState): Connect.NextHandleFunction {
  const made = new WeakMap<object, Map<Lang, LanguageIndex>>();
  const indexOf = async (lang: Lang): Promise<LanguageIndex | undefined> => {
    const { pages } = await state.compileAll();
    let byLang = made.get(pages);
    if (!byLang) made.set(pages, (byLang = new Map()));
    let index = byLang.get(lang);
    if (!index) {
      const records = buildSearchRecords({ site: state.site, pages }).get(lang);
      if (!records) return undefined;
      byLang.set(lang, (index = buildLanguageIndex(records, lang, state.site.base)));
    }
    return index;
  };
  return async (req, res, next) => {
    const path = (req.url ?? '').split('?')[0].replace(state.site.base.replace(/\/$/, ''), '');
    if (!path.startsWith(DEV_PREFIX) || !devSearchIndexMeta(state)) return next();
    const name = path.slice(DEV_PREFIX.length);
    const lang = (DEV_MANIFEST_RE.exec(name) ?? DEV_PIECE_RE.exec(name))?.[1] as Lang | undefined;
    if (!lang) return next();
    try {
      const index = await indexOf(lang);
      const file = index && (DEV_MANIFEST_RE.test(name) ? index.files[0] : index.files.find((f) => f.file === `${SEARCH_DIR}/${name}`));
      if (!file) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(file.bytes);
    } catch (error) {
      next(error);
    }
  };
}
