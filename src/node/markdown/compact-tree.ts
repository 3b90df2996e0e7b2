import type { Element, Root, RootContent } from 'hast';

/**
 * The tree as a page module carries it: code blocks keep their highlighted HTML (`html`, made by
 * rehype-code; as a HAST subtree it is many times that size) and drop the plain-text copy (`code`, used at
 * build time by search; the copy button reads the rendered text).
 */
export function compactCodeBlocks(tree: Root): Root {
  const visit = <T extends Root | RootContent>(node: T): T => {
    if (node.type === 'element' && node.tagName === 'rp-code-block') {
      const { code: _code, ...properties } = node.properties as Record<string, unknown>;
      return { ...node, properties, children: [] } as Element as T;
    }
    if ('children' in node) return { ...node, children: node.children.map((c) => visit(c as RootContent)) } as T;
    return node;
  };
  return visit(tree);
}
