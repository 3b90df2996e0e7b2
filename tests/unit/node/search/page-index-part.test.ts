import { describe, expect, it } from 'vitest';
import { buildIndexFile } from '../../../../src/node/search/search-index';
import { indexFileFromParts, pageIndexPart } from '../../../../src/node/search/page-index-part';
import type { Lang, SearchRecord } from '../../../../src/shared/types';
import { EN_RECORDS, ZH_RECORDS } from '../../client/search/search-fixture';

/** Words that share prefixes (the term tree splits its edges), identifiers, plurals and Han text. */
const WORDS = [
  'snap',
  'snapshot',
  'snapshots',
  'snapshotFormat',
  'test',
  'testTimeout',
  'tests',
  'te',
  'hookTimeout',
  'hook',
  'retry',
  'retries',
  'update',
  'updateSnapshot',
  'fn',
  'rstest.fn',
  'mock',
  'mocks',
  'mockReturnValue',
  'v1.2',
  '更新快照',
  '快照',
  '测试失败',
  '超时',
  '的',
  '用法',
  'config',
  'configure',
  'a',
  'an',
  'watch',
  'watchMode',
  'x-y_z',
  '42',
  'ok!',
];

/** A seeded stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Pages of records made of WORDS: a page record (some with mentions), headings and text. */
function pagesOf(lang: Lang, count: number, seed: number): SearchRecord[][] {
  const next = random(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const text = (n: number) => Array.from({ length: n }, pick).join(next() < 0.5 ? ' ' : ', ');
  return Array.from({ length: count }, (_, p) => {
    const path = `${lang === 'zh' ? '/zh' : ''}/guide/${pick().replace(/[^a-z0-9]/gi, '')}-${p}`;
    const records: SearchRecord[] = [];
    const hierarchy: SearchRecord['hierarchy'] = {
      lvl0: 'Guide',
      lvl1: text(2),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const push = (type: SearchRecord['type'], content: string | null, anchor = '', extra: Partial<SearchRecord> = {}) =>
      records.push({
        objectID: `${path}:${records.length}`,
        url: `https://docs.test${path}${anchor ? `#${anchor}` : ''}`,
        type,
        hierarchy: { ...hierarchy },
        content,
        lang,
        ...extra,
      });
    push('lvl1', next() < 0.3 ? null : text(6), '', next() < 0.5 ? { mentions: [text(4), text(3)] } : {});
    for (let h = 0; h < 1 + next() * 4; h++) {
      hierarchy.lvl2 = text(2);
      push('lvl2', null, `h-${h}`);
      for (let c = 0; c < next() * 5; c++) push('content', text(1 + Math.floor(next() * 12)), `h-${h}`);
    }
    return records;
  });
}

const json = (file: unknown) => JSON.stringify(file);
/** The file put together from each page's share, each share through JSON as the build cache keeps it. */
const fromParts = (lang: Lang, pages: SearchRecord[][], base = '/') =>
  indexFileFromParts(
    lang,
    pages.map((records) => JSON.parse(JSON.stringify(pageIndexPart(records, base)))),
  );

/** Consecutive records of one page together. */
function byPage(records: SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  for (const record of records) {
    const path = new URL(record.url).pathname;
    if (pages.at(-1)?.[0] && new URL(pages.at(-1)![0].url).pathname === path) pages.at(-1)!.push(record);
    else pages.push([record]);
  }
  return pages;
}

describe('node/search/page-index-part', () => {
  it('puts together the same file, byte for byte, as MiniSearch given every record (its term order and running averages)', () => {
    for (const [lang, pages] of [
      ['en', byPage(EN_RECORDS)],
      ['zh', byPage(ZH_RECORDS)],
      ['en', pagesOf('en', 60, 7)],
      ['zh', pagesOf('zh', 60, 11)],
    ] as const) {
      expect(fromParts(lang, pages)).toBe(json(buildIndexFile(pages.flat(), lang, '/')));
    }
  });

  it('gives the file of the new records when one page changes and the others keep their shares', () => {
    const pages = pagesOf('en', 40, 3);
    const shares = pages.map((records) => pageIndexPart(records, '/'));
    const edited = pages.map((records, p) =>
      p === 17
        ? pagesOf('en', 1, 99)[0].map((r) => ({ ...r, url: r.url.replace(/\/guide\/[^#]*/, new URL(records[0].url).pathname) }))
        : records,
    );
    shares[17] = pageIndexPart(edited[17], '/');
    expect(indexFileFromParts('en', shares)).toBe(json(buildIndexFile(edited.flat(), 'en', '/')));
  });

  it('names pages without the base, one entry per page, as MiniSearch does', () => {
    const pages = pagesOf('en', 5, 5).map((records) =>
      records.map((r) => ({ ...r, url: r.url.replace('https://docs.test/', 'https://docs.test/docs/') })),
    );
    const file = fromParts('en', pages, '/docs/');
    expect(file).toBe(json(buildIndexFile(pages.flat(), 'en', '/docs/')));
    expect(JSON.parse(file).pages).toHaveLength(5);
    expect(JSON.parse(file).pages[0][0]).toMatch(/^\/guide\//);
  });

  it('an empty language gives the empty file', () => {
    expect(indexFileFromParts('en', [])).toBe(json(buildIndexFile([], 'en', '/')));
  });
});
