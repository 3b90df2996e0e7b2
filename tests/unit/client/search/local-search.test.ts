import { describe, expect, it } from 'vitest';
import { normalizeTerm, termText, tokenize, tokenizeForIndex } from '../../../../src/shared/search-index-format';
import { PAGE_HITS_LIMIT } from '../../../../src/client/search/pick-hits';
import { stripMarkers } from '../../../../src/client/search/markers';
import { loadSearch } from './served-index';
import { EN_RECORDS, records, ZH_RECORDS, type Row } from './search-fixture';

// the pieces are fetched exactly as the browser receives them
const load = loadSearch;
const en = await load(EN_RECORDS, 'en');
const zh = await load(ZH_RECORDS, 'zh');
const firstPage = (hits: { url: string }[]) => hits[0]?.url.split('#')[0];
const MARK = /\uE000([^\uE001]*)\uE001/g;
const marks = (text = '') => [...text.matchAll(MARK)].map((m) => m[1]);

describe('client/search/providers/local-search', () => {
  it('finds the expected page first for English queries', async () => {
    expect(firstPage(await en.search('snapshot', 10))).toBe('/config/test/update');
    expect(firstPage(await en.search('retry', 10))).toBe('/config/test/retry');
    expect(firstPage(await en.search('command-line', 10))).toBe('/guide/basic/cli');
    expect((await en.search('toBe', 10))[0]).toMatchObject({ url: '/api/test-api/expect#tobe', type: 'lvl3' });
  });

  it('finds a prefix and a one-letter typo', async () => {
    expect(firstPage(await en.search('snaps', 10))).toBe('/config/test/update');
    expect(firstPage(await en.search('snapshor', 10))).toBe('/config/test/update');
    expect(await en.search('zzzqqq', 10)).toEqual([]);
  });

  it('puts what holds every word of a multi-word query first, then what holds some of them', async () => {
    const hits = await en.search('affected snapshots', 10);
    expect(hits[0].url).toBe('/guide/basic/cli#watch-mode');
    expect(hits.slice(1).every((hit) => hit.url.startsWith('/config/test/update'))).toBe(true);
    expect((await en.search('retry nonsenseword', 10)).map((h) => h.url.split('#')[0])).toContain('/config/test/retry');
  });

  it("finds a heading by its own words and its page's together ('expect tobe')", async () => {
    expect((await en.search('expect tobe', 10))[0]).toMatchObject({ url: '/api/test-api/expect#tobe', type: 'lvl3' });
  });

  it('leaves out words that carry no meaning when the query has others', async () => {
    expect(firstPage(await en.search('how to retry a test', 10))).toBe('/config/test/retry');
    expect(firstPage(await zh.search('如何重试', 10))).toBe('/zh/config/test/retry');
  });

  it('finds a Chinese word inside a longer phrase, and Chinese multi-word queries', async () => {
    // '快照' is only part of '更新快照文件' in the text
    expect(firstPage(await zh.search('快照', 10))).toBe('/zh/config/test/update');
    expect(firstPage(await zh.search('重试', 10))).toBe('/zh/config/test/retry');
    expect(firstPage(await zh.search('监听 文件', 10))).toBe('/zh/guide/basic/cli');
    expect(firstPage(await zh.search('更新快照', 10))).toBe('/zh/config/test/update');
  });

  it('cuts Chinese into character pairs, and indexes the parts of identifiers and the singular of plurals', async () => {
    expect(tokenize('更新快照')).toEqual(['更新', '新快', '快照']);
    expect(tokenize('rstest.fn 的用法')).toEqual(['rstest', 'fn', '的用', '用法']);
    expect(tokenize('fn的\tusage 快')).toEqual(['fn', '的', 'usage', '快']);
    // Japanese is written without spaces too: kana and the long vowel mark are cut like Han
    expect(tokenize('ウォッチモードで')).toEqual(['ウォ', 'ォッ', 'ッチ', 'チモ', 'モー', 'ード', 'ドで']);
    // an identifier's inner parts are marked as parts: they count less than the word itself
    expect(tokenizeForIndex('rstest.useFakeTimers testTimeout')).toEqual([
      ['rstest', false],
      ['useFakeTimers', false],
      ['Fake', true],
      ['Timers', true],
      ['testTimeout', false],
      ['Timeout', true],
    ]);
    expect(['Snapshots', 'tests', 'class', 'this', 'alias'].map(normalizeTerm)).toEqual(['snapshot', 'test', 'class', 'this', 'alia']);
    // Han terms are spelled in ASCII in the index, a character's prefix staying a prefix
    expect(normalizeTerm('快照')).toMatch(/^#[0-9a-z]{8}$/);
    expect(normalizeTerm('快照').startsWith(normalizeTerm('快'))).toBe(true);
    expect(['快照', '𠮷野', 'retry'].map((term) => termText(normalizeTerm(term)))).toEqual(['快照', '𠮷野', 'retry']);
  });

  it("finds an option page by the words of its identifier ('hook timeout' -> hookTimeout)", async () => {
    const search = await load(
      records('en', [
        ['lvl1', '/config/test/hookTimeout', ['hookTimeout'], 'The default time limit of each hook, in milliseconds.'],
        ['lvl1', '/api/test-api/hooks', ['Hooks'], 'Hooks run code before and after tests.'],
        ['content', '/api/test-api/hooks', ['Hooks'], 'A hook that runs too long fails with a timeout.'],
      ]),
      'en',
    );
    expect(firstPage(await search.search('hook timeout', 10))).toBe('/config/test/hookTimeout');
    // the identifier's first part is no word of its own: 'hooks' is about the Hooks page
    expect(firstPage(await search.search('hooks', 10))).toBe('/api/test-api/hooks');
  });

  it('returns plain hierarchy and content plus marked copies with the matched words', async () => {
    const [hit] = (await en.search('snaps', 10)).filter((h) => h.type === 'content' && h.url === '/config/test/update');
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Config', lvl1: 'update', lvl2: null });
    expect(hit.content).toBe('Update snapshot files that no longer match instead of failing the test.');
    expect(marks(hit.marked?.content)).toEqual(['snapshot']);
    expect(stripMarkers(hit.marked!.content!)).toMatch(/snapshot files/);
    const [zhHit] = (await zh.search('快照', 10)).filter((h) => h.type === 'content');
    expect(marks(zhHit.marked?.content)).toEqual(['快照']);
  });

  it("gives a hit its record's number inside its page (the build's objectID), so stored recents survive a rebuild", async () => {
    // CLI page: lvl1 (0), intro (1), 'Watch mode' (2), its text (3)
    expect((await en.search('affected', 10))[0].objectID).toBe('/guide/basic/cli#watch-mode:3');
  });

  it('cuts long content to the snippet length around the first match', async () => {
    const [hit] = await en.search('affected', 5);
    // five words, one of context before the match
    expect(hit.marked!.content).toBe('…the \uE000affected\uE001 tests when a…');
  });

  it(`keeps at most ${PAGE_HITS_LIMIT} hits of one page, so other pages get a place`, async () => {
    const samePage = Array.from({ length: 8 }, (_, i) => ({
      ...EN_RECORDS[1],
      objectID: `s${i}`,
      url: `https://docs.test/config/test/update#part-${i}`,
    }));
    const hits = await (await load([...samePage, ...EN_RECORDS], 'en')).search('snapshot', 10);
    const fromUpdate = hits.filter((h) => h.url.startsWith('/config/test/update'));
    expect(fromUpdate).toHaveLength(PAGE_HITS_LIMIT);
    expect(hits.some((h) => h.url.startsWith('/guide/basic/cli'))).toBe(true);
  });

  it('ranks the page about a concept above a long page that mentions it everywhere, even when its title is an identifier', async () => {
    const guide: Row[] = [['lvl1', '/zh/guide/basic/cli', ['命令行工具'], 'Rstest 的命令行工具。']];
    for (let i = 0; i < 6; i++) guide.push(['content', '/zh/guide/basic/cli', ['命令行工具'], `选项 ${i}：超时时间`]);
    const search = await load(
      records('zh', [
        ...guide,
        [
          'lvl1',
          '/zh/config/test/testTimeout',
          ['testTimeout'],
          '每个测试的默认超时时间，单位为毫秒。如果测试在时限内没有结束，例如它在等待一个永远不会完成的 Promise，测试就会失败，Rstest 随后继续运行下一个测试。',
        ],
        ['lvl2', '/zh/config/test/testTimeout', ['testTimeout', '示例'], undefined, '示例'],
        ['content', '/zh/config/test/testTimeout', ['testTimeout', '示例'], '为集成测试中的每个测试提供 20 秒。', '示例'],
      ]),
      'zh',
    );
    for (const query of ['超时', '测试的超时时间', '超时时间']) {
      const hits = await search.search(query, 10);
      expect(firstPage(hits), query).toBe('/zh/config/test/testTimeout');
      // each page's best hit before any page's second: a hit's position is its page's rank
      expect(
        hits.slice(0, 2).map((hit) => hit.url.split('#')[0]),
        query,
      ).toEqual(['/zh/config/test/testTimeout', '/zh/guide/basic/cli']);
    }
  });

  it("finds a page by what other pages' link lists say about it", async () => {
    const search = await load(
      records('zh', [
        ['lvl1', '/zh/config/test/exclude', ['exclude'], '不应被当作测试文件的 glob 模式。', undefined, ['exclude：排除文件的 glob 模式']],
        ['lvl1', '/zh/config/', ['Config 总览'], '所有选项。'],
        ['content', '/zh/config/', ['Config 总览'], 'exclude：排除文件的 glob 模式'],
        ['lvl1', '/zh/guide/basic/test-filter', ['过滤测试'], '按文件名过滤，或排除一些文件。'],
      ]),
      'zh',
    );
    expect(firstPage(await search.search('排除文件', 10))).toBe('/zh/config/test/exclude');
  });

  it('gives hits 1-based positions and at most 20 of them', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...EN_RECORDS[1], objectID: `x${i}`, url: `https://docs.test/p${i}` }));
    const hits = await (await load(many, 'en')).search('snapshot', 10);
    expect(hits).toHaveLength(20);
    expect(hits.map((h) => h.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
