import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';

const DESCRIPTION_MAX = 160;

/**
 * Plain text of the first top-level paragraph, at most 160 characters, cut at a word.
 * `<p>Rstest is <strong>fast</strong>.</p>` -> 'Rstest is fast.'
 */
export function extractDescription(tree: Root): string {
  const paragraph = tree.children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'p',
  );
  if (!paragraph) return '';
  const text = collapseWhitespace(toString(paragraph));
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
