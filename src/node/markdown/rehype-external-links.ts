import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { isWebUrl } from '../../shared/routes';

/** `<a href="https://…">` opens in a new tab without handing the opener to the other site. */
export const rehypeExternalLinks: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'element', (node) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string' || !isWebUrl(href)) return;
    node.properties.target = '_blank';
    node.properties.rel = ['noopener', 'noreferrer'];
  });
};
