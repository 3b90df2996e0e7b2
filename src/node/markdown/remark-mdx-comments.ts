import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit';

const COMMENT_RE = /\{\/\*[^]*?\*\/\}/g;

/**
 * MDX comments inside text that run over lines, `Text {/* a note ⏎ on two lines *\/} more`, are
 * removed; a paragraph left empty goes with them. (Those on one line, and blocks of their own, are
 * removed before parsing, see mdx-module-lines.ts.) Code keeps them: code is no text node.
 */
export const remarkMdxComments: Plugin<[], Root> = () => (tree: Root) => {
  let emptied = false;
  visit(tree, (node) => {
    if (!('children' in node)) return;
    let changed = false;
    for (const child of node.children) {
      if (child.type !== 'text' || !child.value.includes('{/*')) continue;
      child.value = child.value.replace(COMMENT_RE, '');
      changed = true;
    }
    if (!changed) return;
    const kept = node.children.filter((child) => child.type !== 'text' || child.value !== '');
    if (kept.every((child) => child.type === 'text' && child.value.trim() === '')) {
      node.children = [];
      emptied = true;
    } else node.children = kept as never;
  });
  if (!emptied) return;
  visit(tree, (node) => {
    if (!('children' in node)) return;
    node.children = node.children.filter((child) => child.type !== 'paragraph' || child.children.length > 0) as never;
  });
};
