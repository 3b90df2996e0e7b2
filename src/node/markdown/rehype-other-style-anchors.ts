import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import type { PageCollector } from './collector';

export interface RehypeOtherStyleAnchorsOptions {
  collector: PageCollector;
}

/**
 * Runs after rehype-heading-ids: a link on the page to one of its headings written with the other
 * style's id (`#configplugin-plugin` for GitHub's `#--configplugin-plugin`) is pointed at the id the
 * heading has, so the browser scrolls to it. An id the page has is never changed.
 */
export const rehypeOtherStyleAnchors: Plugin<[RehypeOtherStyleAnchorsOptions], Root> =
  ({ collector }) =>
  (tree: Root) => {
    const ids = collector.otherStyleIds;
    if (ids.size === 0) return;
    visit(tree, 'element', (node) => {
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
