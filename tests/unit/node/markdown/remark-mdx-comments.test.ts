import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

describe('src/node/markdown/remark-mdx-comments', () => {
  it('removes a comment inside text, silently', async () => {
    const { tree, diagnostics } = await compile('Some **text** {/* not yet */}here.');
    expect(html(tree)).toBe('<p>Some <strong>text</strong> here.</p>');
    expect(html((await compile('Some {/* x */} text.')).tree)).toBe('<p>Some text.</p>');
    expect(diagnostics).toEqual([]);
  });

  it('removes a paragraph that held only comments', async () => {
    const { tree } = await compile('A\n\n{/* one */} {/* two */}\n\nB');
    expect(html(tree)).toBe('<p>A</p>\n<p>B</p>');
  });

  it('removes a comment that runs over lines of a paragraph', async () => {
    const { tree } = await compile('Some text {/* a note\non two lines */} here.');
    expect(html(tree)).toBe('<p>Some text  here.</p>');
  });

  it('keeps comments in code', async () => {
    const { tree } = await compile('Use `{/* x */}` in MDX.');
    expect(html(tree)).toBe('<p>Use <code>{/* x */}</code> in MDX.</p>');
  });
});
