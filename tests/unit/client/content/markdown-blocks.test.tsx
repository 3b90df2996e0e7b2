// @vitest-environment jsdom
// The page tree rendered block by block: an edit renders again only the blocks it changed, and the
// markup is that of the whole tree rendered at once.
import type { Element, Root } from 'hast';
import { act, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// each paragraph the renderer renders, by its text
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('../../../../src/client/content/components', () => ({
  markdownComponents: {
    p: ({ children }: { children?: ReactNode }) => {
      rendered.push([children].flat().join(''));
      return <p>{children}</p>;
    },
  },
}));

const { Markdown } = await import('../../../../src/client/content/Markdown');
const { markdownComponents } = await import('../../../../src/client/content/components');

/** A fresh tree (new objects, as a page update brings) of paragraphs, a line break between two. */
function paragraphs(...texts: string[]): Root {
  const blocks: Root['children'] = [];
  for (const text of texts) {
    if (blocks.length) blocks.push({ type: 'text', value: '\n' });
    blocks.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] } satisfies Element);
  }
  return { type: 'root', children: blocks };
}

let container: HTMLDivElement;
let root: ReactRoot;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  rendered.length = 0;
});

const show = (tree: Root) => act(() => root.render(<Markdown tree={tree} />));
const texts = () => [...container.querySelectorAll('p')].map((p) => p.textContent);

describe('client/content/Markdown: a changed tree', () => {
  it('renders again only the block that changed', () => {
    show(paragraphs('one', 'two', 'three'));
    expect(rendered).toEqual(['one', 'two', 'three']);
    rendered.length = 0;
    show(paragraphs('one', 'TWO', 'three'));
    expect(rendered).toEqual(['TWO']);
    expect(texts()).toEqual(['one', 'TWO', 'three']);
  });

  it('keeps the order when blocks are added, removed or repeated', () => {
    show(paragraphs('same', 'same', 'end'));
    rendered.length = 0;
    show(paragraphs('new', 'same', 'end', 'same'));
    expect(rendered).toEqual(['new']);
    expect(texts()).toEqual(['new', 'same', 'end', 'same']);
    rendered.length = 0;
    show(paragraphs('same', 'end'));
    expect(rendered).toEqual([]);
    expect(texts()).toEqual(['same', 'end']);
    expect(container.textContent).toBe('same\nend');
  });

  it('writes the markup of the whole tree rendered at once', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'text', value: 'loose ' },
        { type: 'text', value: 'text' },
        ...paragraphs('a', 'b').children,
        { type: 'element', tagName: 'ul', properties: {}, children: [{ type: 'element', tagName: 'li', properties: { className: ['x'] }, children: [{ type: 'text', value: 'item' }] }] },
      ],
    };
    const whole = unified().use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as never });
    expect(renderToString(<Markdown tree={tree} />)).toBe(renderToString(whole.stringify(tree) as never));
  });
});
