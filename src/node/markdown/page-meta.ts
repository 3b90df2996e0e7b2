import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';

const DESCRIPTION_MAX = 160;

/** Blocks of raw HTML a README centres its introduction in: their paragraphs count as top-level. */
const WRAPPERS = new Set(['div', 'center']);

/**
 * Plain text of the first top-level paragraph that has text (a row of logos or badges has none), at
 * most 160 characters, cut at a word.
 * `<p>Rstest is <strong>fast</strong>.</p>` -> 'Rstest is fast.'
 */
export function extractDescription(tree: Root): string {
  const text = firstParagraphText(tree);
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function firstParagraphText(parent: Root | Element): string {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    const text = node.tagName === 'p' ? collapseWhitespace(toString(node)) : WRAPPERS.has(node.tagName) ? firstParagraphText(node) : '';
    if (text) return text;
  }
  return '';
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
