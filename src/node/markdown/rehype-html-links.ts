import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { linkHref, type RemarkLinksOptions } from './remark-links';
import { visit } from './visit';

/**
 * `<a href>` written as raw HTML follows the rule of Markdown links (remark-links.ts): clean URLs,
 * the language prefix, and a place in the link check. Script URLs never get here: the allow-list
 * has removed them.
 */
export const rehypeHtmlLinks: Plugin<[RemarkLinksOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'element', (node) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string' || !options.collector.authoredHtml.has(node)) return;
    const rewritten = linkHref(href, node.position?.start, options);
    if (rewritten !== undefined) node.properties.href = rewritten;
  });
};
