import type { Root } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, positionKey } from './collector';
import { takeDirectiveLabel } from './directive-label';

export interface RemarkOutlineExclusionOptions {
  collector: PageCollector;
}

/**
 * `:::no-outline` … `:::`: the content is emitted unwrapped, and its headings are remembered so
 * rehype-heading-ids.ts leaves them out of the toc (they keep their ids).
 */
export const remarkOutlineExclusion: Plugin<[RemarkOutlineExclusionOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node, index, parent) => {
    if (node.name !== 'no-outline' || node.data?.hName || !parent || index === undefined) return;
    takeDirectiveLabel(node);
    visit(node, 'heading', (heading) => {
      options.collector.outlineExcluded.add(positionKey(heading));
    });
    parent.children.splice(index, 1, ...node.children);
    // visit the spliced-in children next: a nested container still needs its own plugin
    return index;
  });
};
