import type { Root, RootContent } from 'hast';
import { loadIsland } from './registry';

/** The component names a page tree uses (its `rp-island` elements). */
export function islandNames(tree: Root | null): string[] {
  const names = new Set<string>();
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'rp-island') names.add(String(node.properties.dataName));
      walk(node.children);
    }
  };
  if (tree) walk(tree.children);
  return [...names];
}

/** Load the components a tree uses before it renders; nothing for a page without any. */
export function loadTreeIslands(tree: Root | null): Promise<unknown> {
  const names = islandNames(tree);
  if (names.length === 0) return Promise.resolve();
  return Promise.all(names.map(loadIsland));
}
