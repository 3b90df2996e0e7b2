import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { isWebUrl } from '../../shared/routes';

/**
 * `<a href="https://…">` opens in a new tab without handing the opener to the other site; a `rel` the
 * author wrote in HTML (`nofollow`) is kept beside.
 */
export const rehypeExternalLinks: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'element', (node) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string' || !isWebUrl(href)) return;
    node.properties.target = '_blank';
    const written = Array.isArray(node.properties.rel) ? node.properties.rel.map(String) : [];
    node.properties.rel = [...new Set([...written, 'noopener', 'noreferrer'])];
  });
};
