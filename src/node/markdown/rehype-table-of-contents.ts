import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { TocEntry } from '../../shared/types';
import { visit } from './visit';
import { type PageCollector, positionKey } from './collector';

export interface RehypeTableOfContentsOptions {
  collector: PageCollector;
}

const element = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * The page's outline (the headings of the toc, h2-h4 outside :::no-outline) as nested lists:
 * `[h2 A, h3 B, h2 C]` -> `ul > (li > a[#a] + ul > li > a[#b]) + (li > a[#c])`.
 */
export function tocList(entries: readonly TocEntry[]): Element {
  const root = element('ul', {}, []);
  // the lists open from the outermost in: the depth of their items and their last item
  const open: { depth: number; list: Element; last?: Element }[] = [{ depth: entries[0]?.depth ?? 2, list: root }];
  for (const entry of entries) {
    let top = open[open.length - 1];
    while (open.length > 1 && entry.depth < top.depth) {
      open.pop();
      top = open[open.length - 1];
    }
    if (entry.depth > top.depth && top.last) {
      const list = element('ul', {}, []);
      top.last.children.push(list);
      top = { depth: entry.depth, list };
      open.push(top);
    }
    const item = element('li', {}, [element('a', { href: `#${entry.id}` }, [{ type: 'text', value: entry.text }])]);
    top.list.children.push(item);
    top.last = item;
  }
  return root;
}

/** Runs after rehype-heading-ids: fills each `[[toc]]` nav with the page's outline. */
export const rehypeTableOfContents: Plugin<[RehypeTableOfContentsOptions], Root> =
  ({ collector }) =>
  (tree: Root) => {
    if (collector.tocMarkers.size === 0) return;
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'nav' || !collector.tocMarkers.has(positionKey(node))) return;
      node.children = [tocList(collector.toc)];
      return 'skip';
    });
  };
