import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, positionKey } from './collector';

export interface RemarkTocMarkerOptions {
  collector: PageCollector;
}

const TOC_MARKER_RE = /^\s*\[\[toc\]\]\s*$/i;

/**
 * `[[toc]]` alone in a paragraph (VitePress's spelling) becomes an empty
 * `<nav class="table-of-contents">`, remembered by position; rehype-table-of-contents.ts fills it
 * once the headings have their ids.
 */
export const remarkTocMarker: Plugin<[RemarkTocMarkerOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'paragraph', (node) => {
    const [only] = node.children;
    if (node.children.length !== 1 || only.type !== 'text' || !TOC_MARKER_RE.test(only.value)) return;
    node.children = [];
    node.data = { hName: 'nav', hProperties: { className: ['table-of-contents'] } };
    options.collector.tocMarkers.add(positionKey(node));
  });
};
