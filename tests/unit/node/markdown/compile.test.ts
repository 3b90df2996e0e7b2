import { describe, expect, it } from 'vitest';
import { compile } from './helpers';

describe('src/node/markdown/compile', () => {
  it('fills the page record from the route and front matter', async () => {
    const { page } = await compile('---\npageType: custom\n---\n# Hi', { lang: 'zh', path: '/zh/guide/start/' });
    expect(page).toMatchObject({
      routePath: '/zh/guide/start/',
      lang: 'zh',
      _relativePath: 'zh/guide/start/index.md',
      pageType: 'custom',
      frontmatter: { pageType: 'custom' },
    });
  });

  it("defaults pageType to 'doc'", async () => {
    expect((await compile('# x')).page.pageType).toBe('doc');
  });

  it('takes the description from the first paragraph as plain text', async () => {
    const { page } = await compile('# T\n\nRstest is **fast** and [simple](https://x.dev).\n\nSecond.');
    expect(page.description).toBe('Rstest is fast and simple.');
  });

  it('cuts a long description at a word, at most 160 characters', async () => {
    const { page } = await compile(`# T\n\n${'word '.repeat(60)}`);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.description.endsWith('word…')).toBe(true);
  });

  it('prefers the front matter description', async () => {
    const { page } = await compile('---\ndescription: Given.\n---\n# T\n\nFirst.');
    expect(page.description).toBe('Given.');
  });

  it('stops a page that takes longer than markdown.compileTimeout and reports it against the file', async () => {
    // emphasis openers no closer matches: the parser's work grows with the square of the count
    const slow = `${'*a '.repeat(4000)}x${' b*'.repeat(4000)}`;
    const { diagnostics, tree } = await compile(`# Slow\n\n${slow}\n`, { markdown: { compileTimeout: 500 } });
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'markdown',
        file: 'content/en/guide/start/quick-start.md',
        message: 'compiling this page took longer than 0.5 s (markdown.compileTimeout), so it was stopped',
      },
    ]);
    expect(tree.children).toEqual([]);
  });

  it('keeps building after a front matter error and reports it', async () => {
    const { page, diagnostics } = await compile('---\ntitle: [x\n---\n# Still here');
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter', severity: 'error', line: 2 });
    expect(page.headingTitle).toBe('Still here');
  });
});
