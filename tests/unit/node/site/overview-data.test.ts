import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import {
  buildOverviewGroups,
  listedLinks,
  placeOverviewFilter,
  withOverviewData,
  type OverviewSource,
} from '../../../../src/node/site/overview-data';
import { resolveConfig } from '../../../../src/shared/config';
import type { RouteEntry, SidebarItem, TocEntry } from '../../../../src/shared/types';

const toc = (...entries: [string, number][]): TocEntry[] =>
  entries.map(([text, depth]) => ({ text, id: text.toLowerCase(), depth, charIndex: -1 }));

const SIDEBAR: SidebarItem[] = [
  { text: 'Overview', link: '/api/' },
  {
    text: 'Test API',
    items: [
      { text: 'Expect', link: '/api/expect', overviewHeaders: [2, 3] },
      { dividerType: 'dashed' },
      { text: 'Hooks', link: '/api/hooks' },
    ],
  },
  { text: 'Utility', link: '/api/rstest/', overviewHeaders: [3], items: [{ text: 'Mocks', link: '/api/rstest/mocks' }] },
  { text: 'Elsewhere', items: [{ text: 'Guide page', link: '/guide/x' }] },
  { text: 'Loose page', link: '/api/loose' },
];

const PAGES = new Map<string, OverviewSource>([
  ['/api/expect', { title: 'Expect', toc: toc(['expect.soft', 2], ['toBe', 3], ['deep', 4]) }],
  ['/api/hooks', { title: 'Hooks', toc: toc(['beforeAll', 2], ['details', 3]), overviewHeaders: [3] }],
  ['/api/rstest', { title: 'Utility', toc: toc(['Importing', 2], ['rs alias', 3]) }],
  ['/api/rstest/mocks', { title: 'Mocks', toc: toc(['rstest.fn', 2], ['options', 3]), overviewHeaders: [2] }],
  ['/api/loose', { title: 'Loose', toc: toc(['one', 2]) }],
]);

const shape = (groups: ReturnType<typeof buildOverviewGroups>) =>
  groups.map((g) => [g.name, g.items.map((i) => [i.text, i.link, i.headers.map((h) => h.text)])]);

describe('node/overview-data', () => {
  it('groups the section pages as in the sidebar, without the overview itself and pages outside its folder', () => {
    const groups = buildOverviewGroups({ routePath: '/api/', sidebar: SIDEBAR, pages: PAGES, othersText: 'Others' });
    expect(shape(groups)).toEqual([
      [
        'Test API',
        [
          ['Expect', '/api/expect', ['expect.soft', 'toBe']],
          ['Hooks', '/api/hooks', ['details']],
        ],
      ],
      [
        'Utility',
        [
          ['Utility', '/api/rstest/', ['rs alias']],
          ['Mocks', '/api/rstest/mocks', ['rstest.fn']],
        ],
      ],
      ['Others', [['Loose page', '/api/loose', ['one']]]],
    ]);
  });

  it('picks heading depths: sidebar item, then page front matter, then group, then [2]', () => {
    const pages = new Map(PAGES);
    const groups = buildOverviewGroups({
      routePath: '/api/',
      sidebar: [
        {
          text: 'G',
          overviewHeaders: [3],
          items: [
            { text: 'Expect', link: '/api/expect' },
            { text: 'Hooks', link: '/api/hooks', overviewHeaders: [2] },
          ],
        },
      ],
      pages,
      othersText: 'Others',
    });
    expect(shape(groups)).toEqual([
      [
        'G',
        [
          ['Expect', '/api/expect', ['toBe']],
          ['Hooks', '/api/hooks', ['beforeAll']],
        ],
      ],
    ]);
    const plain = buildOverviewGroups({
      routePath: '/api/',
      sidebar: [{ text: 'G', items: [{ text: 'Expect', link: '/api/expect' }] }],
      pages,
      othersText: 'Others',
    });
    expect(shape(plain)).toEqual([['G', [['Expect', '/api/expect', ['expect.soft']]]]]);
  });

  it('lists a page with overviewHeaders [] without headings', () => {
    const groups = buildOverviewGroups({
      routePath: '/api/',
      sidebar: [{ text: 'G', items: [{ text: 'Hooks', link: '/api/hooks', overviewHeaders: [] }] }],
      pages: PAGES,
      othersText: 'Others',
    });
    expect(shape(groups)).toEqual([['G', [['Hooks', '/api/hooks', []]]]]);
  });

  it('adds the groups to an overview page record and reports the files it read', async () => {
    const site = resolveConfig({
      siteUrl: 'https://x.dev',
      title: 'X',
      locales: [{ lang: 'en', label: 'English', sidebar: { '/api/': SIDEBAR } }],
    });
    const route = (path: string): RouteEntry => ({
      path,
      filePath: `/c/en${path}.md`,
      lang: 'en',
      version: '',
      relativePath: `en${path}.md`,
    });
    const routes = ['/api/', '/api/expect', '/api/hooks', '/guide/x'].map(route);
    const watched: string[] = [];
    const state = {
      site,
      routes,
      compile: async (r: RouteEntry) => {
        const source = PAGES.get(r.path) ?? { title: 'x', toc: [] };
        return { page: { title: source.title, toc: source.toc, frontmatter: { overviewHeaders: source.overviewHeaders } } };
      },
    };
    const overview = { routePath: '/api/', lang: 'en' as const, frontmatter: { overview: true } };
    const result = await withOverviewData(overview, EMPTY, state, (f) => watched.push(f));
    expect(shape(result.overview!)).toEqual([
      [
        'Test API',
        [
          ['Expect', '/api/expect', ['expect.soft', 'toBe']],
          ['Hooks', '/api/hooks', ['details']],
        ],
      ],
    ]);
    expect(watched).toEqual(['/c/en/api/expect.md', '/c/en/api/hooks.md']);

    const plain = { routePath: '/api/expect', lang: 'en' as const, frontmatter: {} };
    expect(await withOverviewData(plain, EMPTY, state)).toBe(plain);
  });

  it("a page the overview's own lists link to is listed there, not again as a card", async () => {
    const list = tree([el('p', [el('a', [], '/api/hooks')]), el('ul', [el('li', [el('a', [], '/api/expect#toBe')])])]);
    expect([...listedLinks(list)]).toEqual(['/api/expect']);
    const groups = buildOverviewGroups({
      routePath: '/api/',
      sidebar: SIDEBAR,
      pages: PAGES,
      othersText: 'Others',
      listed: listedLinks(list),
    });
    expect(shape(groups)[0]).toEqual(['Test API', [['Hooks', '/api/hooks', ['details']]]]);
  });

  it('places the filter after the introduction: before the first h2, or last', () => {
    const names = (root: Root) => root.children.map((node) => (node.type === 'element' ? node.tagName : node.type));
    expect(names(placeOverviewFilter(tree([el('h1'), el('p'), el('h2'), el('ul'), el('h2')])))).toEqual([
      'h1',
      'p',
      'rp-overview-filter',
      'h2',
      'ul',
      'h2',
    ]);
    expect(names(placeOverviewFilter(tree([el('p')])))).toEqual(['p', 'rp-overview-filter']);
  });
});

const EMPTY: Root = { type: 'root', children: [] };
function el(tagName: string, children: Element[] = [], href?: string): Element {
  return { type: 'element', tagName, properties: href ? { href } : {}, children };
}
function tree(children: Element[]): Root {
  return { type: 'root', children };
}
