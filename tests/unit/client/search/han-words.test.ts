import { describe, expect, it } from 'vitest';
import { splitHanWord } from '../../../../src/client/search/providers/han-words';
import { normalizeTerm, termText } from '../../../../src/shared/search-index-format';
import { queryWords } from '../../../../src/client/search/query-words';

/** How many records hold each pair, as the index would tell: the words of the docs are common, the joins rare. */
const RECORDS: Record<string, number> = { 列出: 21, 出所: 2, 所有: 119, 有测: 40, 测试: 573, 预期: 5, 期失: 1, 失败: 60 };
const recordsOf = (term: string) => RECORDS[termText(term)] ?? 0;
const split = (run: string, named: string[] = []) =>
  splitHanWord(
    queryWords(run)[0],
    recordsOf,
    named.map((member) => queryWords(member)[0]),
  ).map((word) => word.map(termText));

describe('client/search/providers/han-words', () => {
  it('cuts a run into the words whose pairs the index holds most, leaving out the pairs that straddle two words', () => {
    expect(split('列出所有测试')).toEqual([['列出'], ['所有'], ['测试']]);
  });

  it('keeps a synonym of the site whole, and a run of two pairs or a word that is not Han as it is', () => {
    expect(split('预期失败', ['预期失败'])).toEqual([['预期', '期失', '失败']]);
    expect(split('预期失败')).toEqual([['预期'], ['失败']]);
    expect(split('测试用')).toEqual([['测试', '试用']]);
    expect(splitHanWord([normalizeTerm('snapshot')], recordsOf, [])).toEqual([['snapshot']]);
  });
});
