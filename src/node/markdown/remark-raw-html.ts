import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit';
import { type PageCollector, report } from './collector';

const COMMENT_RE = /^<!--[\s\S]*-->$/;

export interface RemarkRawHtmlOptions {
  collector: PageCollector;
}

/**
 * Raw HTML is never rendered: drop it with a warning naming the line. Comments are dropped silently
 * because they were never meant to be seen.
 */
export const remarkRawHtml: Plugin<[RemarkRawHtmlOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const value = node.value.trim();
    if (!COMMENT_RE.test(value)) {
      const excerpt = value.length > 40 ? `${value.slice(0, 37)}...` : value;
      report(options.collector, 'warning', `raw HTML is not rendered, use Markdown or a directive instead: ${excerpt}`, node);
    }
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
};
