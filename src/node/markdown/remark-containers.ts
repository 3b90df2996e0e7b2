import type { Root } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import type { LocaleText } from '../../shared/types';
import { takeDirectiveLabel, setHast } from './directive-label';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;
type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Other generators' names for these kinds (Docusaurus, Starlight, VitePress): `:::caution` is a warning. */
export const CONTAINER_ALIASES: ReadonlyMap<string, ContainerType> = new Map([
  ['caution', 'warning'],
  ['important', 'info'],
]);

export interface RemarkContainersOptions {
  /** the title of a container that sets none, in the page's language */
  titles: LocaleText['containerText'];
}

const containerTypeOf = (name: string): ContainerType | undefined =>
  (CONTAINER_TYPES as readonly string[]).includes(name) ? (name as ContainerType) : CONTAINER_ALIASES.get(name);

/**
 * `:::tip[Title]` (or `:::tip{title="Title"}`) -> `rp-container { type: 'tip', title }`; an alias
 * takes its kind (`:::caution` -> `type: 'warning'`).
 * Unknown names are left to remark-directive-fallback.ts, which warns.
 */
export const remarkContainers: Plugin<[RemarkContainersOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node) => {
    const type = containerTypeOf(node.name);
    if (node.data?.hName || !type) return;
    const label = takeDirectiveLabel(node);
    const title = label || node.attributes?.title || options.titles[type];
    setHast(node, 'rp-container', { type, title });
  });
};
