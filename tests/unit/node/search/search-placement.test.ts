import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { pageSearchParts, placeSearchParts, unplacedSearchParts } from '../../../../src/node/search/search-records';
import { searchPlacement } from '../../../../src/node/search/search-placement';
import { compile } from '../markdown/helpers';

const siteWith = (navText: string, siteUrl: string) =>
  resolveConfig({
    siteUrl,
    title: 'Rstest',
    locales: [{ lang: 'en', label: 'English', nav: [{ text: navText, link: '/guide/start/', activeMatch: '/guide/' }] }],
  });

const PAGE = '# CLI\n\nRun the tests.\n\n## Watch mode {#watch}\n\n- [Retry](/guide/retry): run a failed test again\n';

describe('node/search/search-placement', () => {
  it('a page’s unplaced parts read nothing of the site config, and placed they are the parts made at once', async () => {
    const compiled = await compile(PAGE, { path: '/guide/basic/cli', lang: 'en' });
    const source = { page: compiled.page, tree: compiled.tree };
    const unplaced = unplacedSearchParts(source)!;
    expect(JSON.stringify(unplaced)).not.toContain('docs.test');
    for (const site of [siteWith('Guide', 'https://docs.test'), siteWith('Handbook', 'https://other.test')]) {
      const placed = placeSearchParts(structuredClone(unplaced), searchPlacement(source.page, site));
      expect(JSON.stringify(placed)).toBe(JSON.stringify(pageSearchParts(source, site)));
    }
    const placed = placeSearchParts(unplaced, searchPlacement(source.page, siteWith('Handbook', 'https://other.test')));
    expect(placed.records.map((r) => [r.url, r.hierarchy.lvl0, r.hierarchy.lvl1])).toEqual([
      ['https://other.test/guide/basic/cli', 'Handbook', 'CLI'],
      ['https://other.test/guide/basic/cli#watch', 'Handbook', 'CLI'],
      ['https://other.test/guide/basic/cli#watch', 'Handbook', 'CLI'],
    ]);
  });
});
