import type { Paragraph, Root, Text } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit';
import { type PageCollector, report } from './collector';
import { setHast } from './directive-label';

export interface RemarkDirectiveFallbackOptions {
  collector: PageCollector;
  /** names the other directive plugins handle, listed in the unknown-container warning */
  knownContainers: readonly string[];
}

/**
 * Runs after every directive plugin. A container nobody claimed is a warning and renders as a plain
 * div; a text or leaf directive nobody claimed goes back to its source text, because remark-directive
 * also parses prose such as `a:b` or `12:30:tip`, and prose must never be lost.
 */
export const remarkDirectiveFallback: Plugin<[RemarkDirectiveFallbackOptions], Root> = (options) => (tree: Root, file: { value: unknown }) => {
  const source = String(file.value);
  visit(tree, (node, index, parent) => {
    if (node.type === 'containerDirective' && !node.data?.hName) {
      const known = options.knownContainers.join(', ');
      report(options.collector, 'warning', `unknown container ':::${node.name}' rendered as plain content (known: ${known})`, node);
      setHast(node, 'div');
      return;
    }
    if ((node.type !== 'textDirective' && node.type !== 'leafDirective') || node.data?.hName) return;
    if (!parent || index === undefined) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
    const text: Text = { type: 'text', value, position: node.position };
    const paragraph: Paragraph = { type: 'paragraph', children: [text], position: node.position };
    parent.children[index] = node.type === 'textDirective' ? text : paragraph;
    return SKIP;
  });
};
