import type { Nodes, Parents, Root } from 'mdast';
import type { Processor } from 'unified';
import { type PageCollector, report } from './collector';
import { MARKDOWN_TOO_DEEP, MAX_NESTING_DEPTH } from './nesting-limit';

export interface RemarkNestingLimitOptions {
  collector: PageCollector;
}

/**
 * Refuse content nested deeper than MAX_NESTING_DEPTH: an error at the first node past the limit, and
 * that node's branch cut from the tree so no later walker meets the depth. It runs as the parser's
 * first tree transform: GFM's own transforms (autolinks) already walk the tree recursively, and
 * overflow the stack on deep enough nesting. Use it before remark-gfm.
 */
export function remarkNestingLimit(this: Processor, options: RemarkNestingLimitOptions): void {
  const data = this.data();
  const extensions = (data.fromMarkdownExtensions ??= []);
  extensions.push({ transforms: [(tree: Root) => cutPastLimit(tree, options.collector)] });
}

function cutPastLimit(tree: Root, collector: PageCollector): void {
  // an explicit stack: a recursive walk would overflow on the very trees this refuses
  const stack: { node: Nodes; depth: number }[] = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!('children' in node) || node.children.length === 0) continue;
    if (depth === MAX_NESTING_DEPTH) {
      const [first] = node.children;
      report(collector, 'error', MARKDOWN_TOO_DEEP, first.position ? first : node);
      (node as Parents).children = [];
      continue;
    }
    // reversed, so nodes come off the stack (and errors are reported) in document order
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], depth: depth + 1 });
  }
}
