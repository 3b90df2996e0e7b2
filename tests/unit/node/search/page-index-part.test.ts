import { describe, expect, it } from 'vitest';
import { buildLanguageIndex } from '../../../../src/node/search/search-index';
import { pageIndexPart, POSTING_WIDTH, spansOf } from '../../../../src/node/search/page-index-part';
import {
  FRAGMENT_RECORDS,
  indexFromParts,
  keepWeight,
  TERM_POSTINGS_MAX,
  type LanguageIndex,
} from '../../../../src/node/search/index-pieces';
import { decodePostings, encodePostings, type Posting } from '../../../../src/shared/search-index-codec';
import type { FragmentPiece, IndexManifest, TermPiece } from '../../../../src/shared/search-index-format';
import type { Lang, SearchRecord } from '../../../../src/shared/types';
import { EN_RECORDS, records, ZH_RECORDS } from '../../client/search/search-fixture';

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

/** The index's files as text, by name. */
const texts = (index: LanguageIndex) => index.files.map(({ file, bytes }) => [file, bytes.toString('utf8')]);
/** The index put together from each page's share, each share through JSON as the build cache keeps it. */
const fromParts = (lang: Lang, pages: SearchRecord[][], base = '/') =>
  indexFromParts(
    lang,
    pages.map((records) => JSON.parse(JSON.stringify(pageIndexPart(records, base)))),
  );
const pieceOf = <T>(index: LanguageIndex, name: string) =>
  JSON.parse(index.files.find((f) => f.file.endsWith(`/${name}`))!.bytes.toString()) as T;

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
  it('puts together the same files, byte for byte, from shares kept through JSON as from the records', () => {
    for (const [lang, pages] of [
      ['en', byPage(EN_RECORDS)],
      ['zh', byPage(ZH_RECORDS)],
      ['en', pagesOf('en', 60, 7)],
      ['zh', pagesOf('zh', 60, 11)],
    ] as const) {
      expect(texts(fromParts(lang, pages))).toEqual(texts(buildLanguageIndex(pages.flat(), lang, '/')));
    }
  });

  it('gives the index of the new records when one page changes and the others keep their shares', () => {
    const pages = pagesOf('en', 40, 3);
    const shares = pages.map((records) => pageIndexPart(records, '/'));
    const edited = pages.map((records, p) =>
      p === 17
        ? pagesOf('en', 1, 99)[0].map((r) => ({ ...r, url: r.url.replace(/\/guide\/[^#]*/, new URL(records[0].url).pathname) }))
        : records,
    );
    shares[17] = pageIndexPart(edited[17], '/');
    expect(texts(indexFromParts('en', shares))).toEqual(texts(buildLanguageIndex(edited.flat(), 'en', '/')));
  });

  it('cuts the terms into sorted ranges, each term in the piece its range names, and pages into fragments of a few records', () => {
    const index = fromParts('en', pagesOf('en', 200, 5));
    const manifest = JSON.parse(index.files[0].bytes.toString()) as IndexManifest;
    expect(manifest.ranges.length).toBeGreaterThan(1);
    expect([...manifest.ranges].sort()).toEqual(manifest.ranges);
    manifest.ranges.forEach((first, n) => {
      const terms = Object.keys(pieceOf<TermPiece>(index, `t${n.toString(36)}.json`).terms).sort();
      expect(terms[0]).toBe(first);
      if (n + 1 < manifest.ranges.length) expect(terms.at(-1)! < manifest.ranges[n + 1]).toBe(true);
    });
    const fragment = pieceOf<FragmentPiece>(index, 'f0-0.json');
    expect(fragment.page[0]).toMatch(/^\/guide\//);
    expect(fragment.docs.length).toBeLessThanOrEqual(FRAGMENT_RECORDS);
  });

  it("spells each term's postings as the postings of its pages' shares, and counts the records that hold it", () => {
    const shares = pagesOf('en', 120, 13).map((records) => pageIndexPart(records, '/'));
    // the postings of every term, as objects, page after page
    const expected = new Map<string, Posting[]>();
    shares.forEach((share, page) =>
      share.terms.forEach((term, n) => {
        const list = expected.get(term) ?? [];
        const numbers = share.postings[n];
        for (let i = 0; i < numbers.length; i += POSTING_WIDTH) {
          const [record, type, field, whole, count, span] = numbers.slice(i, i + POSTING_WIDTH);
          list.push({ page, record, type, field, whole: whole === 1, count, span });
        }
        expected.set(term, list);
      }),
    );
    const index = indexFromParts('en', shares);
    const manifest = JSON.parse(index.files[0].bytes.toString()) as IndexManifest;
    const entries = new Map(manifest.ranges.flatMap((_, n) => Object.entries(pieceOf<TermPiece>(index, `t${n.toString(36)}.json`).terms)));
    expect([...entries.keys()].sort()).toEqual([...expected.keys()].sort());
    /** A common term's postings as it keeps them: sorted by weight, the earlier first among equals, the first ones kept, in their order. */
    const keptOf = (postings: Posting[]) => {
      const kept = new Set(
        postings
          .map((p, i) => [keepWeight(p.type, p.field, p.whole, p.count), i] as const)
          .sort((a, b) => b[0] - a[0] || a[1] - b[1])
          .slice(0, TERM_POSTINGS_MAX)
          .map(([, i]) => i),
      );
      return postings.filter((_, i) => kept.has(i));
    };
    let common = 0;
    for (const [term, postings] of expected) {
      const held = new Set(postings.map((posting) => `${posting.page}/${posting.record}`)).size;
      if (postings.length > TERM_POSTINGS_MAX) common++;
      expect(entries.get(term), term).toEqual([held, encodePostings(postings.length > TERM_POSTINGS_MAX ? keptOf(postings) : postings)]);
    }
    expect(common).toBeGreaterThan(0);
    expect(expected.size - common).toBeGreaterThan(20);
    // the fixture's terms are in several fields of a record and in many records of a page
    expect([...expected.values()].some((postings) => postings.length > new Set(postings.map((p) => `${p.page}/${p.record}`)).size)).toBe(
      true,
    );
  });

  it('keeps the postings of a common term where it counts most (titles first), and says how many records hold it', () => {
    const pages = Array.from({ length: TERM_POSTINGS_MAX + 50 }, (_, p) =>
      records('en', [
        ['lvl1', `/p${p}`, [p % 100 === 0 ? 'Common' : `Page ${p}`], 'a common word'],
        ['content', `/p${p}`, [`Page ${p}`], 'more text'],
      ]),
    );
    const index = fromParts('en', pages);
    const piece = pieceOf<TermPiece>(index, 't0.json');
    const manifest = JSON.parse(index.files[0].bytes.toString()) as IndexManifest;
    const n = manifest.ranges.findLastIndex((first) => first <= 'common');
    const [held, text] = pieceOf<TermPiece>(index, `t${n.toString(36)}.json`).terms.common;
    expect(piece).toBeDefined();
    expect(held).toBe(pages.length);
    const postings = decodePostings(text);
    expect(postings).toHaveLength(TERM_POSTINGS_MAX);
    expect(postings.filter((posting) => posting.field === 0)).toHaveLength(Math.ceil(pages.length / 100));
  });

  it("leaves out a common term's postings in section titles first, which the ranking gives nothing", () => {
    const pages = Array.from({ length: TERM_POSTINGS_MAX + 50 }, (_, p) =>
      records('en', [
        ['lvl1', `/guide/p${p}`, [`Page ${p}`]],
        ['content', `/guide/p${p}`, [`Page ${p}`], p % 4 === 0 ? 'a guide to more' : 'more text'],
      ]),
    );
    const index = fromParts('en', pages);
    const manifest = JSON.parse(index.files[0].bytes.toString()) as IndexManifest;
    const n = manifest.ranges.findLastIndex((first) => first <= 'guid');
    const [held, text] = pieceOf<TermPiece>(index, `t${n.toString(36)}.json`).terms.guid;
    const postings = decodePostings(text);
    const inContent = Math.ceil(pages.length / 4);
    expect(held).toBe(pages.length + inContent);
    expect(postings).toHaveLength(TERM_POSTINGS_MAX);
    // every posting in a text, then the section titles of the first pages, in page order
    expect(postings.filter((posting) => posting.field === 1)).toHaveLength(inContent);
    const inSections = postings.filter((posting) => posting.field === 3).map((posting) => posting.page);
    expect(inSections).toEqual(Array.from({ length: TERM_POSTINGS_MAX - inContent }, (_, p) => p));
  });

  it('spells postings compactly and reads them back', () => {
    const postings: Posting[] = [
      { page: 0, record: 0, type: 0, field: 0, whole: true, count: 2, span: 9 },
      { page: 0, record: 3, type: 6, field: 1, whole: false, count: 1, span: 0 },
      { page: 40, record: 12, type: 2, field: 2, whole: true, count: 15, span: 3 },
    ];
    expect(decodePostings(encodePostings(postings))).toEqual(postings);
    expect(() => decodePostings('1.x')).toThrow(/malformed/);
  });

  it('knows which records sit under each heading', () => {
    expect(spansOf(['lvl1', 'content', 'lvl2', 'content', 'lvl3', 'content', 'lvl2', 'content'])).toEqual([7, 0, 3, 0, 1, 0, 1, 0]);
  });

  it('an empty language gives a manifest with no pieces', () => {
    const index = indexFromParts('en', []);
    expect(index.files).toHaveLength(1);
    expect(JSON.parse(index.files[0].bytes.toString())).toMatchObject({ docs: 0, ranges: [''] });
  });
});
