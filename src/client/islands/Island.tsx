import { createElement, use, type ReactNode } from 'react';
import { islandComponent, loadIsland } from './registry';

interface IslandProps {
  'data-name': string;
  'data-props': string;
  children?: ReactNode;
}

/**
 * A component use in a page tree (`rp-island`, made by the build): the component with its props
 * and the slot as children, inside the island element a first visit hydrates on its own.
 */
export function Island({ 'data-name': name, 'data-props': props, children }: IslandProps) {
  // loaded before a tree renders (see route-table.ts); `use` covers a tree that arrives otherwise
  const Component = islandComponent(name) ?? use(loadIsland(name));
  return createElement('rp-island', { 'data-name': name, 'data-props': props }, createElement(Component, JSON.parse(props), children));
}
