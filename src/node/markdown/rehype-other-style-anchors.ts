import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import type { PageCollector } from './collector';
import { hasCustomId } from './rehype-heading-ids';

export interface RehypeOtherStyleAnchorsOptions {
  collector: PageCollector;
}

/**
 * Runs after rehype-heading-ids: a link on the page to one of its headings written with the other
 * style's id (`#configplugin-plugin` for GitHub's `#--configplugin-plugin`) is pointed at the id the
 * heading has, so the browser scrolls to it. An id the page has is never changed. Each such heading
 * also holds an empty element with the other style's id, first inside it: a link from another page,
 * written for the other generator, opens this page at the heading (on a first load the browser finds
 * it, after a client navigation the router does).
 */
export const rehypeOtherStyleAnchors: Plugin<[RehypeOtherStyleAnchorsOptions], Root> =
  ({ collector }) =>
  (tree: Root) => {
    const ids = collector.otherStyleIds;
    if (ids.size === 0) return;
    const othersOf = new Map<string, string[]>();
    for (const [otherId, id] of ids) othersOf.set(id, [...(othersOf.get(id) ?? []), otherId]);
    visit(tree, 'element', (node) => {
      if (HEADING_RE.test(node.tagName) && typeof node.properties.id === 'string') {
        // the footnotes' own heading is the theme's, never a link's target
        const footnotes = node.properties.dataFootnoteLabel !== undefined || node.properties.id === 'footnote-label';
        const others = hasCustomId(node) || footnotes ? [] : (othersOf.get(node.properties.id) ?? []);
        othersOf.delete(node.properties.id);
        node.children.unshift(...others.map((otherId) => anchorFor(otherId)));
        return;
      }
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
      let hash = href.slice(1);
      try {
        hash = decodeURIComponent(hash);
      } catch {
        return;
      }
      const id = ids.get(hash);
      if (id !== undefined) node.properties.href = `#${id}`;
    });
  };

const HEADING_RE = /^h[1-6]$/;

/** The class of those elements: their ids are the page's other-style ids, not ids of their own. */
export const HEADING_ALIAS_CLASS = 'rp-heading-alias';

/** An empty element a link's hash lands on; it holds no text, so the heading reads as before. */
const anchorFor = (id: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { id, className: [HEADING_ALIAS_CLASS] },
  children: [],
});
