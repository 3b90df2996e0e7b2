/**
 * The pieces of a language's local index (shared/search-index-format.ts) as the browser gets them:
 * the manifest once, then each term or fragment piece the first time a search needs it, kept for
 * the session. A piece that failed to download is asked for again by the next search; one that
 * arrived unreadable fails with UnreadableIndexError (downloading it again will not help).
 */
import {
  fragmentFile,
  INDEX_FORMAT_VERSION,
  termPieceFile,
  type FragmentPiece,
  type IndexManifest,
  type TermPiece,
} from '../../../shared/search-index-format';

/** A piece of the index arrived but cannot be read (not JSON, not of this format). */
export class UnreadableIndexError extends Error {
  readonly fault = 'index';
}

export interface IndexPieces {
  manifest: IndexManifest;
  termPiece(piece: number): Promise<TermPiece>;
  fragmentPiece(page: number, chunk: number): Promise<FragmentPiece>;
}

async function fetchText(url: string, fetchFn: typeof fetch): Promise<string> {
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

/** A downloaded piece, checked for the format version and the shape `valid` tells; UnreadableIndexError otherwise. */
function readPiece<T extends { v: number }>(url: string, text: string, valid: (piece: T) => boolean): T {
  try {
    const piece = JSON.parse(text) as T;
    if (piece?.v !== INDEX_FORMAT_VERSION) throw new Error(`format ${JSON.stringify(piece?.v)}, expected ${INDEX_FORMAT_VERSION}`);
    if (!valid(piece)) throw new Error('not a piece of the index');
    return piece;
  } catch (error) {
    throw new UnreadableIndexError(`search index ${url} cannot be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** A promise kept under its key, dropped when it fails so that the next call tries again. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = make();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

const isManifest = (m: IndexManifest) => typeof m.dir === 'string' && Array.isArray(m.ranges) && m.fragment > 0 && m.docs >= 0;
const isTermPiece = (p: TermPiece) => typeof p.terms === 'object' && p.terms !== null;
const isFragmentPiece = (p: FragmentPiece) => Array.isArray(p.page) && Array.isArray(p.docs) && p.from >= 0;

/** What each fetch function has downloaded (a provider has one for the session). */
const loadedBy = new WeakMap<typeof fetch, Map<string, Promise<unknown>>>();

/** The index whose manifest is at `url` (the page's meta tag names it). */
export function loadIndexPieces(url: string, fetchFn: typeof fetch): Promise<IndexPieces> {
  let loaded = loadedBy.get(fetchFn);
  if (!loaded) loadedBy.set(fetchFn, (loaded = new Map()));
  const cache = loaded;
  const get = <T extends { v: number }>(pieceUrl: string, valid: (piece: T) => boolean) =>
    memo(cache as Map<string, Promise<T>>, pieceUrl, async () => readPiece<T>(pieceUrl, await fetchText(pieceUrl, fetchFn), valid));
  return get<IndexManifest>(url, isManifest).then((manifest) => {
    // the pieces' folder sits beside the manifest
    const folder = `${url.slice(0, url.lastIndexOf('/') + 1)}${manifest.dir}/`;
    const pieceUrl = (name: string) => folder + name;
    return {
      manifest,
      termPiece: (piece) => get<TermPiece>(pieceUrl(termPieceFile(piece)), isTermPiece),
      fragmentPiece: (page, chunk) => get<FragmentPiece>(pieceUrl(fragmentFile(page, chunk)), isFragmentPiece),
    };
  });
}
