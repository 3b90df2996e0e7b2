// Stand-in for the plugin's `virtual:site-islands` module in unit and component tests: a counter, and a component that spreads its props.
import { createElement, useState, type ReactNode } from 'react';
import type { IslandComponent } from '../../src/client/islands/registry';

/** A button counting its clicks, then its children. */
function Clicker({ label = 'Clicks', children }: { label?: string; children?: ReactNode }) {
  const [count, setCount] = useState(0);
  return createElement('div', null, createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`), children);
}

/** A div with every prop it is given, as a component written `<div {...props} />` does. */
function Spread(props: Record<string, unknown>) {
  return createElement('div', { ...props, 'data-spread': '' });
}

export const islandLoaders: Record<string, () => Promise<IslandComponent>> = {
  Clicker: () => Promise.resolve(Clicker as IslandComponent),
  Spread: () => Promise.resolve(Spread as IslandComponent),
};
