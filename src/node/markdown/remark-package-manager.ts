import type { Code, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { setHast } from './directive-label';
import { convertNpmCommand, PACKAGE_MANAGERS, type PackageManager } from './pm-commands';

export interface RemarkPackageManagerOptions {
  collector: PageCollector;
}

export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

/**
 * A ```pm fence (one npm command per line) -> `rp-tabs { groupId: 'package-manager' }` with npm, yarn,
 * pnpm and bun tabs, each holding a bash code block that rehype-code.ts highlights.
 */
export const remarkPackageManager: Plugin<[RemarkPackageManagerOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'code', (node, index, parent) => {
    if (node.lang !== 'pm' || !parent || index === undefined) return;
    reportForeignLines(node, options.collector);
    const tabs: ContainerDirective = {
      type: 'containerDirective',
      name: 'tabs',
      attributes: {},
      children: PACKAGE_MANAGERS.map((manager) => createTab(node, manager)),
      position: node.position,
    };
    setHast(tabs, 'rp-tabs', { groupId: PACKAGE_MANAGER_GROUP_ID });
    parent.children[index] = tabs;
  });
};

function createTab(node: Code, manager: PackageManager): ContainerDirective {
  const value = node.value
    .split('\n')
    .map((line) => convertNpmCommand(line, manager) ?? line)
    .join('\n');
  const code: Code = { type: 'code', lang: 'bash', meta: null, value, position: node.position };
  const tab: ContainerDirective = {
    type: 'containerDirective',
    name: 'tab',
    attributes: {},
    children: [code],
    position: node.position,
  };
  setHast(tab, 'rp-tab', { label: manager });
  return tab;
}

function reportForeignLines(node: Code, collector: PageCollector): void {
  node.value.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || convertNpmCommand(line, 'npm') !== null) return;
    const start = node.position?.start;
    const position = start ? { start: { line: start.line + 1 + i, column: start.column } } : undefined;
    report(collector, 'warning', `'pm' block line is not an npm/npx command, copied as is: ${trimmed}`, { position });
  });
}
