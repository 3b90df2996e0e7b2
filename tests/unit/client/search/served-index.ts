/** A language's index built from records and served from memory, as the browser would fetch its pieces. */
import { vi } from 'vitest';
import { loadIndexPieces } from '../../../../src/client/search/providers/index-pieces';
import { createLocalSearch, type LocalSearchOptions } from '../../../../src/client/search/providers/local-search';
import { buildLanguageIndex } from '../../../../src/node/search/search-index';
import type { Lang, SearchRecord } from '../../../../src/shared/types';

/** `prefix` puts the files under a folder of their own: '/run-2' serves '/run-2/search/en.1a.json'. */
export function servedIndex(records: SearchRecord[], lang: Lang, prefix = '') {
  const index = buildLanguageIndex(records, lang, '/');
  const files = new Map(index.files.map(({ file, bytes }) => [`${prefix}/${file}`, bytes.toString('utf8')]));
  const fetchFn = vi.fn(async (input: string | URL | Request) => {
    const body = files.get(String(input));
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body, { status: 200 });
  });
  return { url: `${prefix}/${index.manifest}`, index, files, fetchFn };
}

/** The local search of `records`, each piece fetched from memory. */
export async function loadSearch(records: SearchRecord[], lang: Lang, options?: LocalSearchOptions) {
  const served = servedIndex(records, lang);
  return createLocalSearch(await loadIndexPieces(served.url, served.fetchFn as unknown as typeof fetch), options);
}
