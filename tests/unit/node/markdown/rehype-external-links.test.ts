import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compile, findElement } from './helpers';

describe('src/node/markdown/rehype-external-links', () => {
  it('opens https links in a new tab with rel noopener noreferrer', async () => {
    const { tree } = await compile('[Rsbuild](https://rsbuild.rs)');
    expect(toHtml(findElement(tree, 'a'))).toBe('<a href="https://rsbuild.rs" target="_blank" rel="noopener noreferrer">Rsbuild</a>');
  });

  it('treats GFM autolinks the same way', async () => {
    const { tree } = await compile('See https://rstest.rs now.');
    expect(findElement(tree, 'a').properties.target).toBe('_blank');
  });

  it('leaves internal links without target', async () => {
    const { tree } = await compile('[x](/config/)');
    expect(findElement(tree, 'a').properties.target).toBeUndefined();
  });
});
