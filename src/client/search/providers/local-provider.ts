/**
 * The default provider: the build's index of the page language (search-index.ts), its manifest
 * fetched on first use (dialog open, or hover/focus of the search button), its pieces as searches
 * need them, all kept for the session.
 */
import type { Lang } from '../../../shared/types';
import { loadIndexPieces } from './index-pieces';
import { createLocalSearch } from './local-search';
import type { SearchProvider } from './types';

export { UnreadableIndexError } from './index-pieces';

const INDEX_META = 'meta[name="rp-search-index"]';

/** The manifest URL of a language from the page's meta tag: 'en=/search/en.1a.json zh=/search/zh.2b.json'. */
export function indexUrlOf(lang: string, doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(INDEX_META)?.content ?? '';
  for (const pair of content.split(/\s+/)) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === lang) return pair.slice(eq + 1);
  }
  return null;
}

export function createLocalProvider({
  lang,
  indexKey = lang,
  synonyms = [],
  fetchFn = (...args) => fetch(...args),
}: {
  lang: Lang;
  /** the index's name in the meta tag: the language, with the version for a version other than the default ('zh@v1') */
  indexKey?: string;
  /** the site's synonym groups of this language (`search.synonyms`) */
  synonyms?: string[][];
  fetchFn?: typeof fetch;
}): SearchProvider {
  const index = () => {
    const url = indexUrlOf(indexKey);
    if (!url) return Promise.reject(new Error(`no search index for '${indexKey}' (meta rp-search-index)`));
    return loadIndexPieces(url, fetchFn).then((pieces) => createLocalSearch(pieces, { synonyms }));
  };
  return {
    prepare: () => index().then(() => undefined),
    search: async (query, { snippetWords }) => ({ hits: await (await index()).search(query, snippetWords) }),
  };
}
