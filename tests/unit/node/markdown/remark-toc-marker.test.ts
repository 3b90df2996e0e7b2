import { describe, expect, it } from 'vitest';
import { tocList } from '../../../../src/node/markdown/rehype-table-of-contents';
import { compile, findElement, html } from './helpers';

describe('src/node/markdown/remark-toc-marker', () => {
  it('replaces [[toc]] on its own line with the nested outline of the page', async () => {
    const { tree } = await compile('# Title\n\n[[toc]]\n\n## Install\n\n### With npm\n\n## Use `it`\n\n##### Deep');
    expect(html(findElement(tree, 'nav'))).toBe(
      '<nav class="table-of-contents"><ul>' +
        '<li><a href="#install">Install</a><ul><li><a href="#with-npm">With npm</a></li></ul></li>' +
        '<li><a href="#use-it">Use it</a></li>' +
        '</ul></nav>',
    );
  });

  it('leaves [[toc]] inside a sentence or in code as written', async () => {
    const { tree } = await compile('Write [[toc]] here.\n\n`[[toc]]`\n\n```md\n[[toc]]\n```\n\n## A');
    expect(html(tree)).not.toContain('<nav');
    expect(html(tree)).toContain('Write [[toc]] here.');
  });
});

describe('src/node/markdown/rehype-table-of-contents', () => {
  it('nests h3 under the h2 before it and goes back out for the next h2', () => {
    const entry = (id: string, depth: number) => ({ id, text: id, depth, charIndex: 0 });
    const list = tocList([entry('a', 2), entry('b', 3), entry('c', 4), entry('d', 2)]);
    expect(html(list)).toBe(
      '<ul><li><a href="#a">a</a><ul><li><a href="#b">b</a><ul><li><a href="#c">c</a></li></ul></li></ul></li><li><a href="#d">d</a></li></ul>',
    );
  });
});
