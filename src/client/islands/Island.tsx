import { createElement, use, type ReactNode } from 'react';
import { plainProps } from '../../shared/component-props';
import { loadIsland, type IslandComponent } from './registry';

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
  // settled before a tree renders (see route-table.ts), so this suspends only for a tree that arrives otherwise
  const Component = use(loadIsland(name) as Promise<IslandComponent>);
  return createElement(
    'rp-island',
    { 'data-name': name, 'data-props': props },
    createElement(Component, plainProps(JSON.parse(props)), children),
  );
}
