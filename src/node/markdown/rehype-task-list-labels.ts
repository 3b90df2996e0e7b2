import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';

const isCheckbox = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'input' && String(node.properties.type ?? '').toLowerCase() === 'checkbox';

/** The text of a list item, without its nested lists (their items name their own boxes). */
function ownText(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element' && child.tagName !== 'ul' && child.tagName !== 'ol') text += ownText(child);
  }
  return text;
}

/**
 * A task list's checkboxes are named by their item's text: a checkbox without a name is announced
 * as an unlabelled control (GFM writes it with no label). A name the author gave is kept.
 */
export const rehypeTaskListLabels: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'element', (item) => {
    if (item.tagName !== 'li') return;
    // a tight item holds the box itself, a loose one in its first paragraph
    const first = item.children.find((child) => child.type === 'element');
    const holder = first?.type === 'element' && first.tagName === 'p' ? first : item;
    const box = holder.children.find(isCheckbox);
    if (!box || box.properties.ariaLabel !== undefined || box.properties.ariaLabelledBy !== undefined) return;
    const name = ownText(item).replace(/\s+/g, ' ').trim();
    if (name) box.properties.ariaLabel = name;
  });
};
