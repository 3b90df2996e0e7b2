/**
 * Recent and favorite hits in localStorage (through storage.ts), under DocSearch's keys so they
 * read the same: '__DOCSEARCH_RECENT_SEARCHES__<index>' and '__DOCSEARCH_FAVORITE_SEARCHES__<index>'.
 */
import { isNonDefaultVersion, searchIndexKey } from '../../shared/versions';
import type { ClientSiteConfig, Lang } from '../../shared/types';
import { readStorage, writeStorage } from '../storage';
import type { SearchHit } from './providers/types';

export const RECENT_KEY_PREFIX = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_KEY_PREFIX = '__DOCSEARCH_FAVORITE_SEARCHES__';
/** 7 recent searches, 4 once any favorite exists; up to 10 favorites. */
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITE_LIMIT = 10;

/**
 * The index name in the keys: Algolia's index, or 'local-<lang>' for the built-in index. A version
 * other than the default keeps its own recent searches ('docs@v1', 'local-en@v1'), as it has its
 * own index or its own records; the default version keeps the key a site without versions has.
 */
export function historyIndexName(site: ClientSiteConfig, lang: Lang, version = ''): string {
  if (site.search.provider === 'algolia' && site.search.algolia) {
    const { indexName } = site.search.algolia;
    return isNonDefaultVersion(version, site.multiVersion) ? `${indexName}@${version}` : indexName;
  }
  return `local-${searchIndexKey(lang, version, site.multiVersion)}`;
}

/** A hit as stored: no highlight, position or query id. */
export type StoredHit = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;

export interface History {
  recent: StoredHit[];
  favorite: StoredHit[];
}

function read(key: string): StoredHit[] {
  try {
    const value = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => item && typeof item.objectID === 'string' && typeof item.url === 'string') : [];
  } catch {
    return [];
  }
}

function stored({ objectID, url, type, hierarchy, content }: StoredHit): StoredHit {
  return { objectID, url, type, hierarchy, content };
}

export function recentLimit(history: History): number {
  return history.favorite.length > 0 ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT;
}

export function readHistory(indexName: string): History {
  const favorite = read(FAVORITE_KEY_PREFIX + indexName).slice(0, FAVORITE_LIMIT);
  const history = { recent: read(RECENT_KEY_PREFIX + indexName), favorite };
  return { ...history, recent: history.recent.slice(0, recentLimit(history)) };
}

function write(indexName: string, history: History): History {
  writeStorage(RECENT_KEY_PREFIX + indexName, JSON.stringify(history.recent));
  writeStorage(FAVORITE_KEY_PREFIX + indexName, JSON.stringify(history.favorite));
  return history;
}

const without = (list: StoredHit[], hit: StoredHit) => list.filter((item) => item.objectID !== hit.objectID);

/** A chosen hit goes to the front of the recents (a favorite stays where it is). */
export function addRecent(indexName: string, history: History, hit: StoredHit): History {
  if (history.favorite.some((item) => item.objectID === hit.objectID)) return history;
  const recent = [stored(hit), ...without(history.recent, hit)].slice(0, recentLimit(history));
  return write(indexName, { ...history, recent });
}

export function removeRecent(indexName: string, history: History, hit: StoredHit): History {
  return write(indexName, { ...history, recent: without(history.recent, hit) });
}

/** ★ on a recent: it moves to the front of the favorites. */
export function addFavorite(indexName: string, history: History, hit: StoredHit): History {
  const favorite = [stored(hit), ...without(history.favorite, hit)].slice(0, FAVORITE_LIMIT);
  const recent = without(history.recent, hit).slice(0, RECENT_LIMIT_WITH_FAVORITES);
  return write(indexName, { recent, favorite });
}

export function removeFavorite(indexName: string, history: History, hit: StoredHit): History {
  return write(indexName, { ...history, favorite: without(history.favorite, hit) });
}
