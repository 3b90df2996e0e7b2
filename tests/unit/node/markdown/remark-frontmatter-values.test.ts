import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

describe('src/node/markdown/remark-frontmatter-values', () => {
  it('puts the front matter title in a heading and in text, and the heading becomes the title', async () => {
    const { tree, page, diagnostics } = await compile(
      '---\ntitle: Command Line\n---\n\n# {{ $frontmatter.title }}\n\nSee {{$frontmatter.title}}.',
    );
    expect(html(tree)).toContain('<h1 id="command-line">Command Line</h1>');
    expect(html(tree)).toContain('<p>See Command Line.</p>');
    expect(page.headingTitle).toBe('Command Line');
    expect(diagnostics).toEqual([]);
  });

  it('leaves inline code and code blocks alone', async () => {
    const { tree } = await compile('---\ntitle: T\n---\n\n`{{ $frontmatter.title }}`\n\n```vue\n{{ $frontmatter.title }}\n```');
    expect(html(tree)).toContain('<code>{{ $frontmatter.title }}</code>');
    expect(html(tree)).not.toMatch(/>T</);
  });

  it('warns with file and line about a key the front matter lacks, and keeps the text', async () => {
    const { tree, diagnostics } = await compile('---\ntitle: T\n---\n\nFirst line\nby {{ $frontmatter.author }}.');
    expect(html(tree)).toContain('by {{ $frontmatter.author }}.');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'content/en/guide/start/quick-start.md', line: 6, column: 4 }),
    ]);
    expect(diagnostics[0].message).toBe('{{ $frontmatter.author }}: the front matter has no such key, so it is shown as written');
  });
});
