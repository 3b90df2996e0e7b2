import type { Root } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { setHast } from './directive-label';
import { refusedLinkKind } from '../../shared/script-url';

const BADGE_TYPES = ['tip', 'info', 'warning', 'danger'];

/** The text directive this plugin handles: `:badge[…]{…}`. */
export const BADGE_DIRECTIVE = 'badge';

export interface RemarkBadgeOptions {
  collector: PageCollector;
}

/** `:badge[Rsbuild]{href="https://…" type="info"}` -> `rp-badge { type, href? }` with the text child. */
export const remarkBadge: Plugin<[RemarkBadgeOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'textDirective', (node) => {
    if (node.name !== BADGE_DIRECTIVE || node.data?.hName) return;
    const attributes = node.attributes ?? {};
    let type = attributes.type ?? 'tip';
    if (!BADGE_TYPES.includes(type)) {
      report(options.collector, 'warning', `badge type '${type}' is not one of ${BADGE_TYPES.join(', ')}; using 'tip'`, node);
      type = 'tip';
    }
    let href = attributes.href ?? undefined;
    const refused = href === undefined ? undefined : refusedLinkKind(href);
    if (href !== undefined && refused) {
      report(options.collector, 'error', `${refused} URL in a badge is not allowed: ${href.slice(0, 60)}`, node);
      href = undefined;
    }
    setHast(node, 'rp-badge', { type, href });
  });
};
