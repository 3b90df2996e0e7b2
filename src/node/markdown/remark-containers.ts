import type { Root } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import type { LocaleText } from '../../shared/types';
import { takeDirectiveLabel, setHast } from './directive-label';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;
type ContainerType = (typeof CONTAINER_TYPES)[number];

export interface RemarkContainersOptions {
  /** the title of a container that sets none, in the page's language */
  titles: LocaleText['containerText'];
}

const isContainerType = (name: string): name is ContainerType => (CONTAINER_TYPES as readonly string[]).includes(name);

/**
 * `:::tip[Title]` (or `:::tip{title="Title"}`) -> `rp-container { type: 'tip', title }`.
 * Unknown names are left to remark-directive-fallback.ts, which warns.
 */
export const remarkContainers: Plugin<[RemarkContainersOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node) => {
    if (node.data?.hName || !isContainerType(node.name)) return;
    const label = takeDirectiveLabel(node);
    const title = label || node.attributes?.title || options.titles[node.name];
    setHast(node, 'rp-container', { type: node.name, title });
  });
};
