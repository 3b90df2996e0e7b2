import { Fragment as ReactFragment, useMemo, useRef, type ReactElement } from 'react';
import type { Root, RootContent } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { markdownComponents } from './components';

// rehype-react is a compiler plugin: `stringify` turns HAST into React elements. The same
// processor runs under SSR and in the browser, so hydration sees identical markup.
const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as never });

/** A page's top-level blocks as rendered last time, by their content (a block may occur more than once). */
type RenderedBlocks = Map<string, ReactElement[]>;

let nextBlockKey = 0;

/**
 * The tree's top-level blocks, each rendered on its own and remembered by its content. When the
 * same page comes again with a block changed (an edit in dev), every other block is the element it
 * was before, which React neither renders nor compares again; the markup is the same as the whole
 * tree rendered at once.
 */
function renderBlocks(children: RootContent[], before: RenderedBlocks): { elements: ReactElement[]; rendered: RenderedBlocks } {
  const rendered: RenderedBlocks = new Map();
  const elements = children.map((child) => {
    const content = JSON.stringify(child);
    const element =
      before.get(content)?.shift() ?? <ReactFragment key={`b${nextBlockKey++}`}>{processor.stringify({ type: 'root', children: [child] }) as unknown as ReactElement}</ReactFragment>;
    const same = rendered.get(content);
    if (same) same.push(element);
    else rendered.set(content, [element]);
    return element;
  });
  return { elements, rendered };
}

export function Markdown({ tree }: { tree: Root }) {
  const blocks = useRef<RenderedBlocks>(new Map());
  return useMemo(() => {
    // the server renders each page once: nothing to remember
    if (typeof window === 'undefined') return processor.stringify(tree) as unknown as ReactElement;
    const { elements, rendered } = renderBlocks(tree.children, blocks.current);
    blocks.current = rendered;
    return <>{elements}</>;
  }, [tree]);
}
