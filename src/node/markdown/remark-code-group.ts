import type { BlockContent, Code, DefinitionContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { type PageCollector, report } from './collector';
import { parseCodeMeta } from './code-meta';
import { setHast, takeDirectiveLabel } from './directive-label';
import { visit } from './visit';

export interface RemarkCodeGroupOptions {
  collector: PageCollector;
}

export const CODE_GROUP_DIRECTIVE = 'code-group';
// VitePress' title in the info string: ```js [vite.config.js]
const BRACKET_TITLE_RE = /(?:^|\s)\[([^\]]+)\]/;

/**
 * VitePress' `::: code-group` -> the built-in tabs, one per code block, each labelled by its block's
 * title (```` ```js [config.js] ```` or `title="config.js"`), else its language. The blocks render
 * as they would anywhere. Other content is kept in the tab before it (the first, at the start),
 * with a warning.
 */
export const remarkCodeGroup: Plugin<[RemarkCodeGroupOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node) => {
    if (node.name !== CODE_GROUP_DIRECTIVE || node.data?.hName) return;
    takeDirectiveLabel(node);
    setHast(node, 'rp-tabs');
    const tabs: ContainerDirective[] = [];
    const stray: (BlockContent | DefinitionContent)[] = [];
    for (const child of node.children) {
      if (child.type !== 'code') {
        report(
          options.collector,
          'warning',
          `only code blocks belong inside ':::${CODE_GROUP_DIRECTIVE}'; kept in the tab before it`,
          child,
        );
        (tabs.at(-1)?.children ?? stray).push(child);
        continue;
      }
      const tab: ContainerDirective = {
        type: 'containerDirective',
        name: 'tab',
        children: [...stray.splice(0), child],
        position: child.position,
      };
      setHast(tab, 'rp-tab', { label: labelOf(child) || `Tab ${tabs.length + 1}` });
      tabs.push(tab);
    }
    if (tabs.length === 0) {
      report(options.collector, 'warning', `':::${CODE_GROUP_DIRECTIVE}' holds no code block`, node);
      setHast(node, 'div');
      return;
    }
    node.children = tabs;
  });
};

function labelOf(code: Code): string | undefined {
  return BRACKET_TITLE_RE.exec(code.meta ?? '')?.[1].trim() || parseCodeMeta(code.meta).title || code.lang || undefined;
}
