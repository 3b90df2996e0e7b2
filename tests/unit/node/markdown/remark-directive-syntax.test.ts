import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkDirectiveSyntax } from '../../../../src/node/markdown/remark-directive-syntax';
import { compile, findElement, findElements, html } from './helpers';

describe('src/node/markdown/remark-directive-syntax', () => {
  it('links an address after a word and a colon whole', async () => {
    const { tree } = await compile('Write to name:john.doe@example.com today.');
    expect(html(tree)).toBe('<p>Write to name:<a href="mailto:john.doe@example.com">john.doe@example.com</a> today.</p>');
  });

  it('links the address in `user:alice@example.org`', async () => {
    const { tree } = await compile('Log in as user:alice@example.org.');
    expect(html(tree)).toBe('<p>Log in as user:<a href="mailto:alice@example.org">alice@example.org</a>.</p>');
  });

  it('keeps the formatting of text that looks like an unknown directive', async () => {
    const { tree } = await compile('Set user:name[**required** &amp; x]{a=1} here.');
    expect(html(tree)).toBe('<p>Set user:name[<strong>required</strong> &#x26; x]{a=1} here.</p>');
  });

  it('keeps prose with colons as written, with no diagnostics', async () => {
    const { tree, diagnostics } = await compile('Use a:b{c} and see:here[now] at 10:30.');
    expect(html(tree)).toBe('<p>Use a:b{c} and see:here[now] at 10:30.</p>');
    expect(diagnostics).toEqual([]);
  });

  it('keeps a line that looks like an unknown leaf directive as a formatted paragraph', async () => {
    const { tree } = await compile('::note[*x* &lt;]{y=1}');
    expect(html(tree)).toBe('<p>::note[<em>x</em> &#x3C;]{y=1}</p>');
  });

  it('still reads the known text directive', async () => {
    const { tree } = await compile('See a:badge[New] and :badge[Old]{type="info"}.');
    expect(findElements(tree, 'rp-badge').map((badge) => badge.properties.type)).toEqual(['tip', 'info']);
  });

  it('does not take a longer name that starts with a known one', async () => {
    const { tree } = await compile('A :badges[x] list.');
    expect(html(tree)).toBe('<p>A :badges[x] list.</p>');
  });

  it('still reads containers', async () => {
    const { tree } = await compile(':::tip\nText.\n:::');
    expect(findElement(tree, 'rp-container').properties.type).toBe('tip');
  });

  it('keeps a __proto__ attribute as an attribute of the directive, where plugins see it, and sets no prototype', () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkDirectiveSyntax, { textNames: [], leafNames: ['Box'] });
    const tree = processor.parse('::Box{__proto__="x" label="y" .a .b}') as Root;
    const { attributes } = tree.children[0] as LeafDirective;
    expect(Object.entries(attributes ?? {})).toEqual([
      ['label', 'y'],
      ['class', 'a b'],
      ['__proto__', 'x'],
    ]);
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
  });
});
