import { describe, expect, it } from 'vitest';
import { compile, findElements, html } from './helpers';

describe('src/node/markdown/remark-directive-fallback', () => {
  it('warns about an unknown container and keeps its content', async () => {
    const { tree, diagnostics } = await compile('# T\n\n:::caution\nKeep me.\n:::');
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', line: 3 }));
    expect(diagnostics[0].message).toContain(':::caution');
    expect(html(tree)).toContain('Keep me.');
  });

  it('gives prose that looks like a text directive back as source text', async () => {
    const { tree, diagnostics } = await compile('Use a:b{c} and see:here[now] at 10:30.');
    expect(html(tree)).toContain('<p>Use a:b{c} and see:here[now] at 10:30.</p>');
    expect(diagnostics).toEqual([]);
  });

  it('gives a leaf directive back as a paragraph of its source text', async () => {
    const { tree } = await compile('::note[x]{y=1}');
    expect(html(tree)).toBe('<p>::note[x]{y=1}</p>');
  });

  it('does not create an element for restored directives', async () => {
    const { tree } = await compile('word:thing');
    expect(findElements(tree, 'div')).toHaveLength(0);
  });
});
