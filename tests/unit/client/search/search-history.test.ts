// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  addFavorite,
  addRecent,
  FAVORITE_KEY_PREFIX,
  historyIndexName,
  readHistory,
  RECENT_KEY_PREFIX,
  removeFavorite,
  removeRecent,
  type History,
  type StoredHit,
} from '../../../../src/client/search/search-history';
import { resolveConfig } from '../../../../src/shared/config';

const INDEX = 'local-en';
const stored = (n: number): StoredHit => ({
  objectID: `id${n}`,
  url: `/guide/p${n}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Guide', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});
const ids = (list: StoredHit[]) => list.map((h) => h.objectID);
function addAll(history: History, from: number, to: number): History {
  for (let n = from; n <= to; n++) history = addRecent(INDEX, history, stored(n));
  return history;
}

describe('client/search/search-history', () => {
  it("stores under DocSearch's keys plus the index name", () => {
    addRecent(INDEX, readHistory(INDEX), stored(1));
    expect(JSON.parse(localStorage.getItem(`${RECENT_KEY_PREFIX}${INDEX}`)!)).toEqual([stored(1)]);
    expect(localStorage.getItem(`${FAVORITE_KEY_PREFIX}${INDEX}`)).toBe('[]');
    expect(RECENT_KEY_PREFIX).toBe('__DOCSEARCH_RECENT_SEARCHES__');
    expect(FAVORITE_KEY_PREFIX).toBe('__DOCSEARCH_FAVORITE_SEARCHES__');
  });

  it('keeps 7 recents, newest first; re-adding moves an item to the front; highlights are not stored', () => {
    let history = addAll(readHistory(INDEX), 1, 9);
    expect(ids(history.recent)).toEqual(['id9', 'id8', 'id7', 'id6', 'id5', 'id4', 'id3']);
    history = addRecent(INDEX, history, { ...stored(5), marked: { hierarchy: { lvl1: 'x' } } } as StoredHit);
    expect(ids(history.recent).slice(0, 2)).toEqual(['id5', 'id9']);
    expect(readHistory(INDEX).recent[0]).toEqual(stored(5));
  });

  it('keeps 4 recents once a favorite exists; ★ moves a recent to the favorites', () => {
    let history = addAll(readHistory(INDEX), 1, 7);
    history = addFavorite(INDEX, history, stored(7));
    expect(ids(history.favorite)).toEqual(['id7']);
    expect(ids(history.recent)).toEqual(['id6', 'id5', 'id4', 'id3']);
    history = addAll(history, 10, 12);
    expect(history.recent).toHaveLength(4);
    expect(ids(readHistory(INDEX).recent)).toEqual(['id12', 'id11', 'id10', 'id6']);
  });

  it('keeps up to 10 favorites and does not list a favorite among the recents', () => {
    let history = readHistory(INDEX);
    for (let n = 1; n <= 12; n++) history = addFavorite(INDEX, history, stored(n));
    expect(history.favorite).toHaveLength(10);
    expect(ids(history.favorite)[0]).toBe('id12');
    history = addRecent(INDEX, history, stored(12));
    expect(history.recent).toEqual([]);
  });

  it('removes recents and favorites', () => {
    let history = addAll(readHistory(INDEX), 1, 2);
    history = addFavorite(INDEX, history, stored(1));
    history = removeRecent(INDEX, history, stored(2));
    history = removeFavorite(INDEX, history, stored(1));
    expect(readHistory(INDEX)).toEqual({ recent: [], favorite: [] });
  });

  it('keeps recents while the browser refuses to store them (storage full, private mode)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const history = addRecent('full-storage', readHistory('full-storage'), stored(1));
      addRecent('full-storage', history, stored(2));
      // the dialog reads the history again when it opens next
      expect(ids(readHistory('full-storage').recent)).toEqual(['id2', 'id1']);
    } finally {
      setItem.mockRestore();
    }
  });

  it('reads broken storage as empty', () => {
    localStorage.setItem(`${RECENT_KEY_PREFIX}${INDEX}`, '{not json');
    localStorage.setItem(`${FAVORITE_KEY_PREFIX}${INDEX}`, '[{"nope":1}]');
    expect(readHistory(INDEX)).toEqual({ recent: [], favorite: [] });
  });

  it("names the local index 'local-<lang>' and Algolia's by its index name", () => {
    const base = { siteUrl: 'https://x.test', title: 'X' };
    expect(historyIndexName(resolveConfig(base), 'zh')).toBe('local-zh');
    const algolia = resolveConfig({ ...base, search: { provider: 'algolia', algolia: { appId: 'A', apiKey: 'k', indexName: 'rstest' } } });
    expect(historyIndexName(algolia, 'zh')).toBe('rstest');
  });

  it("keeps each version's recent searches apart with Algolia, the default version under the key of a site without versions", () => {
    const site = resolveConfig({
      siteUrl: 'https://x.test',
      title: 'X',
      multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
      search: { provider: 'algolia', algolia: { appId: 'A', apiKey: 'k', indexName: 'rstest' } },
    });
    expect(historyIndexName(site, 'en', 'v1')).toBe('rstest@v1');
    expect(historyIndexName(site, 'en', 'v2')).toBe('rstest');
    expect(historyIndexName(site, 'en')).toBe('rstest');
    // what a reader chose in v1 is not among the recent searches of v2, nor the other way round
    addRecent(historyIndexName(site, 'en', 'v1'), readHistory(historyIndexName(site, 'en', 'v1')), stored(1));
    addRecent(historyIndexName(site, 'en', 'v2'), readHistory(historyIndexName(site, 'en', 'v2')), stored(2));
    expect(ids(readHistory(historyIndexName(site, 'en', 'v1')).recent)).toEqual(['id1']);
    expect(ids(readHistory(historyIndexName(site, 'en', 'v2')).recent)).toEqual(['id2']);
  });
});
