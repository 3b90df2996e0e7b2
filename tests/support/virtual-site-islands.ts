// Stand-in for the plugin's `virtual:site-islands` module in unit and component tests: one component.
import { createElement, useState, type ReactNode } from 'react';
import type { IslandComponent } from '../../src/client/islands/registry';

/** A button counting its clicks, then its children. */
function Clicker({ label = 'Clicks', children }: { label?: string; children?: ReactNode }) {
  const [count, setCount] = useState(0);
  return createElement('div', null, createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`), children);
}

export const islandLoaders: Record<string, () => Promise<IslandComponent>> = { Clicker: () => Promise.resolve(Clicker as IslandComponent) };
