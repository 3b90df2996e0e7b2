import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import type { Frontmatter, Lang, PageType, SearchRecord } from '../../../../src/shared/types';
import { buildSearchRecords, CONTENT_MAX, pageSearchRecords } from '../../../../src/node/search/search-records';
import { navSectionTitle } from '../../../../src/node/search/search-placement';
import { compile } from '../markdown/helpers';

const site = resolveConfig({
  siteUrl: 'https://docs.test',
  title: 'Rstest',
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [
        { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
        { text: 'Config', link: '/config/' },
      ],
    },
    { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/start/', activeMatch: '/zh/guide/' }] },
  ],
});

interface PageOptions {
  path?: string;
  lang?: Lang;
  title?: string;
  pageType?: PageType;
  frontmatter?: Frontmatter;
}

async function recordsOf(markdown: string, options: PageOptions = {}): Promise<SearchRecord[]> {
  const lang = options.lang ?? 'en';
  const path = options.path ?? (lang === 'zh' ? '/zh/guide/basic/cli' : '/guide/basic/cli');
  const compiled = await compile(markdown, { path, lang });
  const page = {
    ...compiled.page,
    pageType: options.pageType ?? compiled.page.pageType,
    frontmatter: options.frontmatter ?? compiled.page.frontmatter,
  };
  return pageSearchRecords({ page, tree: compiled.tree }, site);
}

const contents = (records: SearchRecord[]) => records.filter((r) => r.type === 'content').map((r) => r.content);

describe('node/search-records', () => {
  it('gives every page a lvl1 record: section (nav item) as lvl0, page title as lvl1, the page URL, its lead as text', async () => {
    const [first] = await recordsOf('# CLI\n\nRun it.');
    expect(first).toEqual({
      objectID: '/guide/basic/cli:0',
      url: 'https://docs.test/guide/basic/cli',
      type: 'lvl1',
      hierarchy: { lvl0: 'Guide', lvl1: 'CLI', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'Run it.',
      lang: 'en',
    });
    const [zh] = await recordsOf('# 命令行工具', { lang: 'zh' });
    expect(zh.hierarchy.lvl0).toBe('指南');
    expect(zh.lang).toBe('zh');
  });

  it('gives a page named with a space its URL encoded, as the sitemap has it', async () => {
    const records = await recordsOf('# My page\n\nText.\n\n## Part\n\nMore.', { path: '/guide/my page' });
    expect([...new Set(records.map((r) => r.url))]).toEqual([
      'https://docs.test/guide/my%20page',
      'https://docs.test/guide/my%20page#part',
    ]);
  });

  it('makes a record per heading and files each paragraph under the heading before it, with its anchor', async () => {
    const records = await recordsOf(
      '# CLI\n\nIntro text.\n\n## Watch mode\n\nReruns on change.\n\n### Keys {#keys}\n\nPress q to quit.\n\n## Options\n\nFlags.',
    );
    expect(records.map((r) => [r.type, r.url.replace('https://docs.test', ''), r.content])).toEqual([
      ['lvl1', '/guide/basic/cli', 'Intro text.'],
      ['lvl2', '/guide/basic/cli#watch-mode', null],
      ['content', '/guide/basic/cli#watch-mode', 'Reruns on change.'],
      ['lvl3', '/guide/basic/cli#keys', null],
      ['content', '/guide/basic/cli#keys', 'Press q to quit.'],
      ['lvl2', '/guide/basic/cli#options', null],
      ['content', '/guide/basic/cli#options', 'Flags.'],
    ]);
    expect(records[4].hierarchy).toMatchObject({ lvl1: 'CLI', lvl2: 'Watch mode', lvl3: 'Keys', lvl4: null });
    // a new h2 clears the h3 above it
    expect(records[6].hierarchy).toMatchObject({ lvl2: 'Options', lvl3: null });
  });

  it("gives the page record the first paragraph above the first section, or the front matter's description", async () => {
    // the option list before the lead stays content; the lead is not repeated as content
    const option = await recordsOf('# testTimeout\n\n- **Type:** `number`\n\nDefault time limit of a test.\n\nMore text.');
    expect(option[0].content).toBe('Default time limit of a test.');
    expect(contents(option)).toEqual(['Type: number', 'More text.']);
    // a paragraph under a heading belongs to that heading
    const noLead = await recordsOf('# CLI\n\n## Usage\n\nRun it.');
    expect(noLead[0].content).toBeNull();
    expect(contents(noLead)).toEqual(['Run it.']);
    // a description of its own: the first paragraph stays where it is
    const described = await recordsOf('# CLI\n\nRun it.', { frontmatter: { description: 'The command-line tool.' } });
    expect(described[0].content).toBe('The command-line tool.');
    expect(contents(described)).toEqual(['Run it.']);
  });

  it("gives a page record what other pages' link lists say about the page, and nothing else", async () => {
    const retry = await compile('# retry\n\nRun a failed test again.', { path: '/config/test/retry' });
    const timeout = await compile('# testTimeout\n\nTime limit.', { path: '/config/test/testTimeout' });
    const linking = await compile(
      [
        '# Config',
        '',
        '- [retry](/config/test/retry): rerun flaky tests',
        '- [retry](/config/test/retry#example) with an example',
        '- [Rspack](https://rspack.rs): the bundler',
        '- see [retry](/config/test/retry) in a sentence',
        '',
        'A paragraph about [testTimeout](/config/test/testTimeout).',
      ].join('\n'),
      { path: '/config/' },
    );
    const records = buildSearchRecords({ site, pages: [retry, timeout, linking] }).get('en')!;
    const pageRecord = (url: string) => records.find((r) => r.type === 'lvl1' && r.url === `https://docs.test${url}`)!;
    expect(pageRecord('/config/test/retry').mentions).toEqual(['retry: rerun flaky tests', 'retry with an example']);
    expect(pageRecord('/config/test/testTimeout').mentions).toBeUndefined();
    expect(pageRecord('/config/').mentions).toBeUndefined();
    // the list items stay content of the page that holds them
    expect(contents(records)).toContain('retry: rerun flaky tests');
  });

  it('indexes code blocks, list items and table rows (not the header row) as content', async () => {
    const records = await recordsOf(
      '# CLI\n\n```bash\nnpx rstest --watch\n```\n\n- first item\n- second `item`\n\n| Flag | Meaning |\n|---|---|\n| `-w` | watch |\n| `-u` | update |\n',
    );
    expect(contents(records)).toEqual(['npx rstest --watch', 'first item', 'second item', '-w · watch', '-u · update']);
  });

  it('keeps the npm tab of package-manager tabs only, and cuts long code blocks', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `const value${i} = ${i};`).join('\n');
    const records = await recordsOf(`# CLI\n\n\`\`\`pm\nnpm add @rstest/core -D\n\`\`\`\n\n\`\`\`ts\n${long}\n\`\`\`\n`);
    const [pm, code] = contents(records);
    expect(pm).toBe('npm add @rstest/core -D');
    expect(contents(records)).toHaveLength(2);
    expect(code!.length).toBeLessThanOrEqual(CONTENT_MAX + 2);
    expect(code).toMatch(/^const value0 = 0; .* …$/);
  });

  it('leaves badges out of heading text and text in containers under their heading', async () => {
    const records = await recordsOf('# CLI\n\n## plugins :badge[Rsbuild]\n\n:::tip\nA hint.\n:::\n');
    expect(records[1]).toMatchObject({ type: 'lvl2', hierarchy: { lvl2: 'plugins' } });
    expect(records[2]).toMatchObject({ type: 'content', content: 'A hint.', hierarchy: { lvl2: 'plugins' } });
  });

  it('indexes footnotes under the heading before them, without reference numbers, arrows or their heading', async () => {
    const records = await recordsOf('# CLI\n\n## Notes\n\nText with a note[^1].\n\n[^1]: The note.\n');
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'content', 'content']);
    expect(contents(records)).toEqual(['Text with a note.', 'The note.']);
    expect(records[3].hierarchy.lvl2).toBe('Notes');
  });

  it('strips the highlight marker characters, so page text cannot fake a highlight', async () => {
    const records = await recordsOf('# CLI\n\nBefore \uE000fake\uE001 after.\n\n- A \uE000list\uE001 item.');
    expect(records.map((r) => r.content)).toEqual(['Before fake after.', 'A list item.']);
  });

  it('indexes the home page hero and features, and nothing of the 404 page', async () => {
    const frontmatter: Frontmatter = {
      pageType: 'home',
      hero: { name: 'Rstest', text: 'A testing framework built on Rspack', tagline: 'Fast' },
      features: [{ title: 'Jest-compatible API', details: 'describe, test and expect as you know them' }],
    };
    const home = await recordsOf('', { path: '/', pageType: 'home', frontmatter });
    expect(home[0]).toMatchObject({ type: 'lvl1', url: 'https://docs.test/', hierarchy: { lvl0: 'Rstest', lvl1: 'Rstest' } });
    expect(contents(home)).toEqual([
      'A testing framework built on Rspack',
      'Fast',
      'Jest-compatible API — describe, test and expect as you know them',
    ]);
    expect(await recordsOf('# Oops', { pageType: '404' })).toEqual([]);
  });

  it('takes the section from the longest matching nav item, the site title outside any', () => {
    const locale = site.locales[0];
    expect(navSectionTitle('/config/test/retry', locale, 'Rstest')).toBe('Config');
    expect(navSectionTitle('/guide/basic/cli', locale, 'Rstest')).toBe('Guide');
    expect(navSectionTitle('/blog/', locale, 'Rstest')).toBe('Rstest');
  });

  it('groups records by language', async () => {
    const en = await compile('# One', { path: '/guide/a' });
    const zh = await compile('# 一', { path: '/zh/guide/a', lang: 'zh' });
    const byLang = buildSearchRecords({ site, pages: [en, zh] });
    expect(byLang.get('en')!.map((r) => r.hierarchy.lvl1)).toEqual(['One']);
    expect(byLang.get('zh')!.map((r) => r.hierarchy.lvl1)).toEqual(['一']);
  });

  it('indexes a page shown untranslated once, in the reader language, findable by its sidebar label there', async () => {
    const withSidebar = resolveConfig({
      siteUrl: 'https://docs.test',
      title: 'Rstest',
      locales: [{ lang: 'en' }, { lang: 'zh', sidebar: { '/zh/guide/': [{ text: '快照测试', link: '/zh/guide/snapshot' }] } }],
    });
    const source = await compile('# Snapshot testing\n\nKeep output stable.', { path: '/guide/snapshot' });
    const fallback = await compile('# Snapshot testing\n\nKeep output stable.', { path: '/zh/guide/snapshot', lang: 'zh' });
    fallback.page = { ...fallback.page, translation: { state: 'missing', source: '/guide/snapshot' }, contentLang: 'en' };
    const byLang = buildSearchRecords({ site: withSidebar, pages: [source, fallback] });
    const zhPages = byLang.get('zh')!.filter((r) => r.type === 'lvl1');
    expect(zhPages.map((r) => [r.url, r.hierarchy.lvl1, r.mentions])).toEqual([
      ['https://docs.test/zh/guide/snapshot', 'Snapshot testing', ['快照测试']],
    ]);
    // the source page keeps its own language's index, and gets no Chinese words
    expect(
      byLang
        .get('en')!
        .filter((r) => r.type === 'lvl1')
        .map((r) => [r.url, r.mentions]),
    ).toEqual([['https://docs.test/guide/snapshot', undefined]]);
  });
});
