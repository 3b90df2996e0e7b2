/**
 * The default provider: the build's index file of the page language (search-index.ts), fetched
 * once on first use (dialog open, or hover/focus of the search button) and kept for the session.
 */
import type { Lang } from '../../../shared/types';
import { INDEX_FORMAT_VERSION, type SearchIndexFile } from '../../../shared/search-index-format';
import { createLocalSearch, type LocalSearch } from './local-search';
import type { SearchProvider } from './types';

/** The index file arrived but cannot be read (not JSON, not an index of this version): downloading again will not help. */
export class UnreadableIndexError extends Error {
  readonly fault = 'index';
}

const INDEX_META = 'meta[name="rp-search-index"]';
const loaded = new Map<string, Promise<LocalSearch>>();

/** The index URL of a language from the page's meta tag: 'en=/search/en.1a.json zh=/search/zh.2b.json'. */
export function indexUrlOf(lang: Lang, doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(INDEX_META)?.content ?? '';
  for (const pair of content.split(/\s+/)) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === lang) return pair.slice(eq + 1);
  }
  return null;
}

async function fetchIndexText(url: string, fetchFn: typeof fetch): Promise<string> {
  let lastError: unknown;
  // one retry: a dropped connection should not need a reload
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetchFn(url);
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The search of a downloaded index file; UnreadableIndexError when it is not an index this code reads. */
function readIndex(url: string, text: string): LocalSearch {
  try {
    const file = JSON.parse(text) as SearchIndexFile;
    if (file?.v !== INDEX_FORMAT_VERSION) throw new Error(`format ${JSON.stringify(file?.v)}, expected ${INDEX_FORMAT_VERSION}`);
    return createLocalSearch(file);
  } catch (error) {
    throw new UnreadableIndexError(`search index ${url} cannot be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

function loadIndex(url: string, fetchFn: typeof fetch): Promise<LocalSearch> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetchIndexText(url, fetchFn).then((text) => readIndex(url, text));
    // a failed download is tried again on the next search
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

export function createLocalProvider({
  lang,
  fetchFn = (...args) => fetch(...args),
}: {
  lang: Lang;
  fetchFn?: typeof fetch;
}): SearchProvider {
  const index = () => {
    const url = indexUrlOf(lang);
    return url ? loadIndex(url, fetchFn) : Promise.reject(new Error(`no search index for '${lang}' (meta rp-search-index)`));
  };
  return {
    prepare: () => index().then(() => undefined),
    search: async (query, { snippetWords }) => ({ hits: (await index()).search(query, snippetWords) }),
  };
}
