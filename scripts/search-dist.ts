/**
 * The local index of a built site, searched from Node as the browser searches it: the manifest and
 * each piece read from the out dir by the client's own loader, each file it asks for noted, so the
 * bench can add up what a reader downloads and the ranking test can query the real index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadIndexPieces } from '../src/client/search/providers/index-pieces';
import { createLocalSearch, type LocalSearch } from '../src/client/search/providers/local-search';
import { SEARCH_DIR } from '../src/node/search/search-index';

export const MANIFEST_RE = /^([a-z-]+)\.[0-9a-f]+\.json$/;

export interface DistIndex {
  lang: string;
  search: LocalSearch;
  /** the files read so far, relative to the out dir, in order */
  fetched: string[];
  /** the route paths of the index's pages (read from every fragment piece) */
  pages(): Set<string>;
}

/** A fetch that reads the out dir: '/search/en.1a.json' -> <distDir>/search/en.1a.json. */
function distFetch(distDir: string, fetched: string[]): typeof fetch {
  return (async (input: string | URL | Request) => {
    const file = String(input).replace(/^\/+/, '');
    fetched.push(file);
    try {
      return new Response(readFileSync(join(distDir, file)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  }) as typeof fetch;
}

/** Every language's index in `distDir`, each as a reader who has not searched yet. */
export async function openDistIndexes(distDir: string, synonyms: Record<string, string[][]> = {}): Promise<DistIndex[]> {
  const dir = join(distDir, SEARCH_DIR);
  const manifests = readdirSync(dir).filter((name) => MANIFEST_RE.test(name));
  return Promise.all(
    manifests.sort().map(async (name) => {
      const lang = MANIFEST_RE.exec(name)![1];
      const fetched: string[] = [];
      const pieces = await loadIndexPieces(`/${SEARCH_DIR}/${name}`, distFetch(distDir, fetched));
      const pieceDir = join(dir, pieces.manifest.dir);
      const pages = () =>
        new Set(
          readdirSync(pieceDir)
            .filter((file) => file.startsWith('f'))
            .map((file) => (JSON.parse(readFileSync(join(pieceDir, file), 'utf8')) as { page: [string] }).page[0]),
        );
      return { lang, search: createLocalSearch(pieces, { synonyms: synonyms[lang] }), fetched, pages };
    }),
  );
}
