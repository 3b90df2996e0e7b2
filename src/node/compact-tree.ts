import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/**
 * Replace each code block's highlighted <pre> subtree by its HTML string (`html` property).
 * Shiki emits one element per token; as JSON that is ~10x the size of the HTML, and the page chunk
 * is what a client navigation downloads. The HTML is Shiki's own escaped output, built here.
 */
export function compactCodeBlocks(tree: Root): Root {
  const visit = <T extends Root | RootContent>(node: T): T => {
    if (node.type === 'element' && node.tagName === 'rp-code-block') {
      const { code: _code, ...properties } = node.properties as Record<string, unknown>;
      return { ...node, properties: { ...properties, html: toHtml(node.children) }, children: [] } as Element as T;
    }
    if ('children' in node) return { ...node, children: node.children.map((c) => visit(c as RootContent)) } as T;
    return node;
  };
  return visit(tree);
}
