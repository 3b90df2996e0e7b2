import { describe, expect, it } from 'vitest';
import { termText } from '../../../../src/shared/search-index-format';
import { queryWords as indexTerms } from '../../../../src/client/search/query-words';

/** The words with their terms as text (the index spells Han terms in ASCII). */
const queryWords = (query: string) => indexTerms(query).map((terms) => terms.map(termText));

describe('client/search/query-words', () => {
  it('splits an English query into normalized words, leaving out words without meaning', () => {
    expect(queryWords('How to run Tests in jsdom')).toEqual([['run'], ['test'], ['jsdom']]);
    expect(queryWords('rstest.fn')).toEqual([['rstest'], ['fn']]);
  });

  it("keeps a query made only of such words ('it' is an API too)", () => {
    expect(queryWords('the')).toEqual([['the']]);
    expect(queryWords('it')).toEqual([['it']]);
  });

  it('cuts Chinese at function words, each part a word of character pairs; a lone character left over is dropped', () => {
    expect(queryWords('测试的超时时间')).toEqual([['测试'], ['超时', '时时', '时间']]);
    expect(queryWords('如何更新快照')).toEqual([['更新', '新快', '快照']]);
    expect(queryWords('还是快照')).toEqual([['快照']]);
    expect(queryWords('快')).toEqual([['快']]);
    expect(queryWords('快照 toBe')).toEqual([['快照'], ['tobe']]);
  });

  it("gives Han terms in the index's spelling", () => {
    expect(indexTerms('快照')).toEqual([['#0iy30mef']]);
  });

  it('has nothing to look for in blank or punctuation-only queries', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('  ')).toEqual([]);
    expect(queryWords('(.*')).toEqual([]);
  });
});
