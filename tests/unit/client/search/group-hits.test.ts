import { describe, expect, it } from 'vitest';
import { groupHits } from '../../../../src/client/search/group-hits';
import type { SearchHit } from '../../../../src/client/search/providers/types';

function hit(url: string, type: SearchHit['type'], lvl0: string, lvl1: string): SearchHit {
  return {
    objectID: `${url}:${type}`,
    url,
    type,
    hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  };
}

describe('client/search/group-hits', () => {
  it('groups by section in order of first appearance, each page together with its own hit first', () => {
    const hits = [
      hit('/guide/cli#watch', 'lvl2', 'Guide', 'CLI'),
      hit('/config/update', 'lvl1', 'Config', 'update'),
      hit('/guide/start', 'content', 'Guide', 'Start'),
      hit('/guide/cli', 'lvl1', 'Guide', 'CLI'),
    ];
    const groups = groupHits(hits, 20);
    expect(groups.map((g) => g.title)).toEqual(['Guide', 'Config']);
    expect(groups[0].items.map(({ hit, nested }) => [hit.url, nested])).toEqual([
      ['/guide/cli', false],
      ['/guide/cli#watch', true],
      ['/guide/start', false],
    ]);
  });

  it('keeps at most maxResultsPerGroup hits per group', () => {
    const hits = Array.from({ length: 30 }, (_, i) => hit(`/guide/p${i}`, 'lvl1', 'Guide', `P${i}`));
    expect(groupHits(hits, 20)[0].items).toHaveLength(20);
    expect(groupHits(hits, 5)[0].items).toHaveLength(5);
  });
});
