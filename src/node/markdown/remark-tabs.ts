import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { setHast, takeDirectiveLabel } from './directive-label';

export interface RemarkTabsOptions {
  collector: PageCollector;
}

/**
 * `::::tabs{groupId="x"}` with `:::tab Label` children -> `rp-tabs { groupId, defaultTab }` > `rp-tab { label }`
 * (`defaultTab`: the index of the tab written `:::tab{default}`, when it is not the first).
 * A tab outside tabs, or other content directly inside tabs, is kept and warned about.
 */
export const remarkTabs: Plugin<[RemarkTabsOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'containerDirective', (node, _index, parent) => {
    if (node.data?.hName) return;
    if (node.name === 'tabs') convertTabs(node, options.collector);
    else if (node.name === 'tab' && !(parent?.type === 'containerDirective' && parent.name === 'tabs')) {
      report(options.collector, 'warning', "':::tab' belongs directly inside a '::::tabs' block", node);
      takeDirectiveLabel(node);
      setHast(node, 'div');
    }
  });
};

function convertTabs(node: ContainerDirective, collector: PageCollector): void {
  takeDirectiveLabel(node);
  const groupId = node.attributes?.groupId || undefined;
  const tabs = node.children.filter((child) => child.type === 'containerDirective' && child.name === 'tab');
  // the tab marked `default` (Docusaurus' TabItem prop) is the one shown first; the first one otherwise
  const chosen = tabs.findIndex((tab) => tab.type === 'containerDirective' && isSet(tab.attributes?.default));
  setHast(node, 'rp-tabs', { groupId, defaultTab: chosen > 0 ? String(chosen) : undefined });
  let count = 0;
  let previous: ContainerDirective | undefined;
  for (const child of node.children) {
    if (child.type !== 'containerDirective' || child.name !== 'tab') {
      report(collector, 'warning', `only ':::tab' blocks belong directly inside '::::tabs'${closedBefore(node, previous)}`, child);
      continue;
    }
    previous = child;
    count += 1;
    const label = takeDirectiveLabel(child) || child.attributes?.label;
    if (!label) report(collector, 'warning', `tab ${count} has no label: write ':::tab Label'`, child);
    setHast(child, 'rp-tab', { label: label || `Tab ${count}` });
  }
  if (count === 0) report(collector, 'warning', "'::::tabs' holds no ':::tab' block", node);
}

/** A directive flag that is on: `{default}`, `{default="true"}`; `{default="false"}` is off. */
const isSet = (value: string | null | undefined) => value !== undefined && value !== null && value !== 'false';

/**
 * What ended the tab before content that sits directly in the tabs: a closing line the author
 * may have meant for something else. `' (opened at line 1): line 6 closed the tab opened at line 2'`.
 */
function closedBefore(tabs: ContainerDirective, tab: ContainerDirective | undefined): string {
  const opened = tabs.position ? ` (opened at line ${tabs.position.start.line})` : '';
  if (!tab?.position) return opened;
  return `${opened}: line ${tab.position.end.line} closed the tab opened at line ${tab.position.start.line}`;
}
