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

  // a site plugin reports through its file, as unified plugins do: its messages are the page's diagnostics
  it("reports a site plugin's file messages at their line: fatal ones as errors, others as warnings", async () => {
    type Reporter = { message: (reason: string, options: object) => { fatal?: boolean | null } };
    const plugin = () => (tree: { children: { position?: object }[] }, file: Reporter) => {
      file.message('looks odd', { place: tree.children[1].position, ruleId: 'odd' });
      file.message('cannot be built', { place: tree.children[2].position, ruleId: 'broken' }).fatal = true;
    };
    const { diagnostics, tree } = await compile('# T\n\nOne.\n\nTwo.\n', { markdown: { remarkPlugins: [plugin] } });
    expect(diagnostics.map(({ severity, code, line, message }) => ({ severity, code, line, message }))).toEqual([
      { severity: 'warning', code: 'odd', line: 3, message: 'looks odd' },
      { severity: 'error', code: 'broken', line: 5, message: 'cannot be built' },
    ]);
    expect(tree.children.length).toBeGreaterThan(0);
  });

  it('reports the line of a message a site plugin throws (file.fail)', async () => {
    const plugin = () => (tree: { children: { position?: object }[] }, file: { fail: (reason: string, place: object) => never }) => {
      file.fail('gave up', tree.children[1].position!);
    };
    const { diagnostics } = await compile('# T\n\nOne.\n', { markdown: { remarkPlugins: [plugin] } });
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'markdown', line: 3, message: 'cannot compile: gave up' }]);
  });
});
