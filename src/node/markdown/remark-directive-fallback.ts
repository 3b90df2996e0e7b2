import type { Root } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { setHast } from './directive-label';

export interface RemarkDirectiveFallbackOptions {
  collector: PageCollector;
  /** names the other directive plugins handle, listed in the unknown-container warning */
  knownContainers: readonly string[];
}

/**
 * Runs after every directive plugin: a container nobody claimed is a warning and renders as a plain
 * div. Text and leaf directives need no fallback: only the names a plugin handles are parsed as
 * directives (remark-directive-syntax.ts).
 */
export const remarkDirectiveFallback: Plugin<[RemarkDirectiveFallbackOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node) => {
    if (node.data?.hName) return;
    const known = options.knownContainers.join(', ');
    report(options.collector, 'warning', `unknown container ':::${node.name}' rendered as plain content (known: ${known})`, node);
    setHast(node, 'div');
  });
};
