import { describe, expect, it } from 'vitest';
import { PAGE_HITS_LIMIT, pickHits } from '../../../../src/client/search/pick-hits';

interface Item {
  id: string;
  page: string;
  score: number;
}

const item = (page: string, n: number, score = 0): Item => ({ id: `${page}${n}`, page, score });
const ids = (items: Item[]) => items.map((i) => i.id);
const byScore = (a: Item, b: Item) => b.score - a.score;

describe('client/search/pick-hits', () => {
  it(`keeps at most ${PAGE_HITS_LIMIT} hits of a page, and puts each page's best hit before any page's second`, () => {
    const items = [item('a', 1), item('a', 2), item('a', 3), item('a', 4), item('a', 5), item('b', 1), item('c', 1), item('b', 2)];
    expect(ids(pickHits(items, { pageOf: (i) => i.page, limit: 20 }))).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'b2']);
  });

  it("ranks pages by their best hit's score when given an order", () => {
    const items = [item('guide', 1, 5), item('guide', 2, 4), item('guide', 3, 3), item('option', 1, 9), item('other', 1, 1)];
    expect(ids(pickHits(items, { pageOf: (i) => i.page, compare: byScore, limit: 20 }))).toEqual([
      'option1',
      'guide1',
      'other1',
      'guide2',
      'guide3',
    ]);
  });

  it('stops at the limit, whole pages first', () => {
    const items = [item('a', 1), item('a', 2), item('b', 1), item('b', 2), item('c', 1)];
    expect(ids(pickHits(items, { pageOf: (i) => i.page, limit: 3 }))).toEqual(['a1', 'b1', 'a2']);
    expect(pickHits([], { pageOf: (i: Item) => i.page, limit: 3 })).toEqual([]);
  });
});
