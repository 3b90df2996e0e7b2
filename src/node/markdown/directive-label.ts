import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
// data.hName / data.hProperties on mdast nodes are declared by mdast-util-to-hast
import type {} from 'mdast-util-to-hast';

/**
 * Remove the `[label]` paragraph remark-directive puts first in a container and return its text.
 * `:::tip[Custom *title*]` -> 'Custom title'; no label -> undefined.
 */
export function takeDirectiveLabel(node: ContainerDirective): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return undefined;
  node.children.shift();
  return toString(first).trim();
}

/** Set the HAST element a directive node becomes (read by remark-rehype). */
export function setHast(
  node: { data?: ContainerDirective['data'] },
  tagName: string,
  properties: Record<string, string | boolean | undefined> = {},
): void {
  const defined = Object.fromEntries(Object.entries(properties).filter(([, v]) => v !== undefined));
  node.data = { ...node.data, hName: tagName, hProperties: defined as Record<string, string | boolean> };
}
