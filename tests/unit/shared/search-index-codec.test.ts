import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { packIndex, unpackIndex } from '../../../src/shared/search-index-codec';
import { MINI_SEARCH_OPTIONS, type IndexedFields } from '../../../src/shared/search-index-format';

function miniSearch(texts: string[]) {
  const search = new MiniSearch<IndexedFields>(MINI_SEARCH_OPTIONS);
  search.addAll(texts.map((content, id) => ({ id, title: id === 0 ? 'Snapshots' : '', content, mentions: '' })));
  return search;
}

describe('client/search/index-codec', () => {
  it("packs MiniSearch's index so that it loads back to the same answers", () => {
    const texts = Array.from({ length: 60 }, (_, i) => `snapshot test number ${i} ${i % 7 === 0 ? 'snapshot snapshot 更新快照' : ''}`);
    const original = miniSearch(texts);
    const packed = JSON.parse(JSON.stringify(packIndex(original.toJSON())));
    const loaded = MiniSearch.loadJSON<IndexedFields>(unpackIndex(packed), MINI_SEARCH_OPTIONS);
    for (const query of ['snapshot', 'number 42', '快照', 'snaps']) {
      expect(loaded.search(query, { prefix: true }), query).toEqual(original.search(query, { prefix: true }));
    }
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(original.toJSON()).length);
  });

  it('refuses a damaged index with an error instead of loading wrong answers', () => {
    const packed = packIndex(miniSearch(['one snapshot', 'two tests']).toJSON());
    expect(() => unpackIndex({ ...packed, terms: `${packed.terms}\nbroken` })).toThrow(/malformed search index/);
    expect(() => unpackIndex({ ...packed, terms: packed.terms.replace(/:\w+/, ':zz') })).toThrow(/malformed search index/);
    expect(() => unpackIndex({ ...packed, fieldLength: [1, 2] })).toThrow(/malformed search index/);
    expect(() => unpackIndex({ ...packed, terms: 42 as unknown as string })).toThrow(/malformed search index/);
  });
});
