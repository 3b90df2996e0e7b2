import { useMemo, type ReactElement } from 'react';
import type { Root } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { markdownComponents } from './components';

// rehype-react is a compiler plugin: `stringify` turns HAST into React elements. The same
// processor runs under SSR and in the browser, so hydration sees identical markup.
const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as never });

export function Markdown({ tree }: { tree: Root }) {
  return useMemo(() => processor.stringify(tree) as unknown as ReactElement, [tree]);
}
