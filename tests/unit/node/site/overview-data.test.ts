import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { buildOverviewGroups, withOverviewData, type OverviewSource } from '../../../../src/node/site/overview-data';
import { listedLinks, placeOverviewFilter } from '../../../../src/node/site/overview-tree';
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
    const state = sectionState();
    const watched: string[] = [];
    const overview = { routePath: '/api/', lang: 'en' as const, frontmatter: { overview: true } };
    const result = await withOverviewData(overview, EMPTY, state, (f) => watched.push(f));
    expect(shape(result.page.overview!)).toEqual([
      [
        'Test API',
        [
          ['Expect', '/api/expect', ['expect.soft', 'toBe']],
          ['Hooks', '/api/hooks', ['details']],
        ],
      ],
    ]);
    expect(watched).toEqual(['/c/en/api/expect.md', '/c/en/api/hooks.md', '/c/en/api/unlisted.md']);

    const plain = { routePath: '/api/expect', lang: 'en' as const, frontmatter: {} };
    const unchanged = await withOverviewData(plain, EMPTY, state);
    expect(unchanged.page).toBe(plain);
    expect(unchanged.tree).toBe(EMPTY);
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

  it("puts each listed page's headings as anchor links under its entry, depths as its card's, and leaves the given tree as it was", async () => {
    const entry = (href: string) => el('li', [el('p', [el('a', [], href)]), el('ul', [el('li')])]);
    const given = tree([el('ul', [entry('/api/expect'), entry('/api/hooks#details'), entry('/api/unlisted'), entry('/guide/x')])]);
    const before = JSON.stringify(given);
    const overview = { routePath: '/api/', lang: 'en' as const, frontmatter: { overview: true } };
    const { tree: result } = await withOverviewData(overview, given, sectionState());
    expect(JSON.stringify(given)).toBe(before);

    const list = result.children.find((node) => node.type === 'element' && node.tagName === 'ul') as Element;
    const anchorsUnder = (item: Element) => {
      const headings = item.children.find((c) => c.type === 'element' && c.properties.dataRpOverviewHeaders === '') as Element | undefined;
      return headings?.children.map((li) => {
        const a = (li as Element).children[0] as Element;
        return [a.properties.href, (a.children[0] as { value: string }).value];
      });
    };
    const items = list.children as Element[];
    // the sidebar gives Expect depths [2, 3]; a page out of the sidebar shows its h2s
    expect(anchorsUnder(items[0])).toEqual([
      ['/api/expect#expect.soft', 'expect.soft'],
      ['/api/expect#tobe', 'toBe'],
    ]);
    // an entry about one heading, and a page outside the section, stay as written
    expect(anchorsUnder(items[1])).toBeUndefined();
    expect(anchorsUnder(items[2])).toEqual([['/api/unlisted#first', 'first']]);
    expect(anchorsUnder(items[3])).toBeUndefined();
    // the filter is in place as before
    expect(result.children.map((node) => (node as Element).tagName)).toEqual(['ul', 'rp-overview-filter']);
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

/** The overview's section as withOverviewData reads it: the SIDEBAR's site, its pages compiled from PAGES. */
function sectionState() {
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
  const routes = ['/api/', '/api/expect', '/api/hooks', '/api/unlisted', '/guide/x'].map(route);
  return {
    site,
    routes,
    compile: async (r: RouteEntry) => {
      const source = PAGES.get(r.path) ?? { title: 'x', toc: r.path === '/api/unlisted' ? toc(['first', 2], ['inner', 3]) : [] };
      return { page: { title: source.title, toc: source.toc, frontmatter: { overviewHeaders: source.overviewHeaders } } };
    },
  };
}
function el(tagName: string, children: Element[] = [], href?: string): Element {
  return { type: 'element', tagName, properties: href ? { href } : {}, children };
}
function tree(children: Element[]): Root {
  return { type: 'root', children };
}
