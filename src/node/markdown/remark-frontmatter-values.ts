import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { Frontmatter } from '../../shared/types';
import { visit } from './visit';
import { type PageCollector, report } from './collector';

export interface RemarkFrontmatterValuesOptions {
  collector: PageCollector;
  frontmatter: Frontmatter;
}

const FRONTMATTER_VALUE_RE = /\{\{\s*\$frontmatter\.([\w$-]+)\s*\}\}/g;

/**
 * `{{ $frontmatter.title }}` in text (VitePress's spelling) becomes the front matter's value; a key
 * without a string, number or boolean value is a warning, and the text stays as written. Code,
 * inline or fenced, is not text: it is left alone.
 */
export const remarkFrontmatterValues: Plugin<[RemarkFrontmatterValuesOptions], Root> =
  ({ collector, frontmatter }) =>
  (tree: Root) => {
    const values = frontmatter as Record<string, unknown>;
    visit(tree, 'text', (node) => {
      if (!node.value.includes('$frontmatter')) return;
      node.value = node.value.replace(FRONTMATTER_VALUE_RE, (written, key: string, offset: number) => {
        const value = Object.hasOwn(values, key) ? values[key] : undefined;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
        const why = value === undefined ? 'the front matter has no such key' : 'its value is not a string';
        report(collector, 'warning', `${written.replace(/\s+/g, ' ')}: ${why}, so it is shown as written`, placeIn(node, offset));
        return written;
      });
    });
  };

/** The file position of the character at `offset` in a text node (a paragraph's text spans lines). */
function placeIn(node: { value: string; position?: { start: { line: number; column: number } } }, offset: number) {
  const start = node.position?.start;
  if (!start) return undefined;
  const before = node.value.slice(0, offset).split('\n');
  const line = start.line + before.length - 1;
  const column = before.length === 1 ? start.column + offset : before[before.length - 1].length + 1;
  return { position: { start: { line, column } } };
}
