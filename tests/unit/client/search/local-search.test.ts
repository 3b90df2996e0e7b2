import { describe, expect, it } from 'vitest';
import { createLocalSearch } from '../../../../src/client/search/providers/local-search';
import { tokenize } from '../../../../src/client/search/index-format';
import { stripMarkers } from '../../../../src/client/search/markers';
import { buildIndexFile } from '../../../../src/node/search-index';
import { EN_RECORDS, ZH_RECORDS } from './search-fixture';

// the index goes through JSON exactly as the browser receives it
const load = (records: typeof EN_RECORDS, lang: 'en' | 'zh') => createLocalSearch(JSON.parse(JSON.stringify(buildIndexFile(records, lang, '/'))));
const en = load(EN_RECORDS, 'en');
const zh = load(ZH_RECORDS, 'zh');
const firstPage = (hits: { url: string }[]) => hits[0]?.url.split('#')[0];
const MARK = /\uE000([^\uE001]*)\uE001/g;
const marks = (text = '') => [...text.matchAll(MARK)].map((m) => m[1]);

describe('client/search/providers/local-search', () => {
  it('finds the expected page first for English queries', () => {
    expect(firstPage(en.search('snapshot', 10))).toBe('/config/test/update');
    expect(firstPage(en.search('retry', 10))).toBe('/config/test/retry');
    expect(firstPage(en.search('command-line', 10))).toBe('/guide/basic/cli');
    expect(en.search('toBe', 10)[0]).toMatchObject({ url: '/api/test-api/expect#tobe', type: 'lvl3' });
  });

  it('finds a prefix and a one-letter typo', () => {
    expect(firstPage(en.search('snaps', 10))).toBe('/config/test/update');
    expect(firstPage(en.search('snapshor', 10))).toBe('/config/test/update');
    expect(en.search('zzzqqq', 10)).toEqual([]);
  });

  it('needs every word of a multi-word query, and falls back to any word when none has all', () => {
    const hits = en.search('affected snapshots', 10);
    expect(hits.map((h) => h.url)).toEqual(['/guide/basic/cli#watch-mode']);
    expect(en.search('retry nonsenseword', 10).map((h) => h.url.split('#')[0])).toContain('/config/test/retry');
  });

  it('finds a Chinese word inside a longer phrase, and Chinese multi-word queries', () => {
    // '快照' is only part of '更新快照文件' in the text
    expect(firstPage(zh.search('快照', 10))).toBe('/zh/config/test/update');
    expect(firstPage(zh.search('重试', 10))).toBe('/zh/config/test/retry');
    expect(firstPage(zh.search('监听 文件', 10))).toBe('/zh/guide/basic/cli');
    expect(firstPage(zh.search('更新快照', 10))).toBe('/zh/config/test/update');
  });

  it('segments Chinese into words at index and query time', () => {
    expect(tokenize('更新快照', 'zh')).toEqual(['更新', '快照']);
    expect(tokenize('rstest.fn 的用法', 'zh')).toEqual(['rstest', 'fn', '的', '用法']);
    expect(tokenize('rstest.fn usage', 'en')).toEqual(['rstest', 'fn', 'usage']);
  });

  it('returns plain hierarchy and content plus marked copies with the matched words', () => {
    const [hit] = en.search('snaps', 10).filter((h) => h.type === 'content');
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Config', lvl1: 'update', lvl2: null });
    expect(hit.content).toBe('Update snapshot files that no longer match instead of failing the test.');
    expect(marks(hit.marked?.content)).toEqual(['snapshot']);
    expect(stripMarkers(hit.marked!.content!)).toMatch(/snapshot files/);
    const [zhHit] = zh.search('快照', 10).filter((h) => h.type === 'content');
    expect(marks(zhHit.marked?.content)).toEqual(['快照']);
  });

  it("gives a hit its record's number inside its page (the build's objectID), so stored recents survive a rebuild", () => {
    // CLI page: lvl1 (0), intro (1), 'Watch mode' (2), its text (3)
    expect(en.search('affected', 10)[0].objectID).toBe('/guide/basic/cli#watch-mode:3');
  });

  it('cuts long content to the snippet length around the first match', () => {
    const [hit] = en.search('affected', 5);
    // five words, one of context before the match
    expect(hit.marked!.content).toBe('…the \uE000affected\uE001 tests when a…');
  });

  it('keeps at most 5 hits of one page, so other pages get a place', () => {
    const samePage = Array.from({ length: 8 }, (_, i) => ({ ...EN_RECORDS[1], objectID: `s${i}`, url: `https://docs.test/config/test/update#part-${i}` }));
    const hits = load([...samePage, ...EN_RECORDS], 'en').search('snapshot', 10);
    const fromUpdate = hits.filter((h) => h.url.startsWith('/config/test/update'));
    expect(fromUpdate).toHaveLength(5);
    expect(hits.some((h) => h.url.startsWith('/guide/basic/cli'))).toBe(true);
  });

  it('gives hits 1-based positions and at most 20 of them', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...EN_RECORDS[1], objectID: `x${i}`, url: `https://docs.test/p${i}` }));
    const hits = load(many, 'en').search('snapshot', 10);
    expect(hits).toHaveLength(20);
    expect(hits.map((h) => h.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
