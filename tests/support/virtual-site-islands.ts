// Stand-in for the plugin's `virtual:site-islands` module in unit and component tests.
import { createElement, useState, type ReactNode } from 'react';
import type { IslandComponent } from '../../src/client/islands/registry';

/** A button counting its clicks, then its children. */
function Clicker({ label = 'Clicks', children }: { label?: string; children?: ReactNode }) {
  const [count, setCount] = useState(0);
  return createElement('div', null, createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`), children);
}

/**
 * A box titled from a global of the page (`fragile.title`), then its children: it renders where the
 * global is set (the test's server render) and throws where it is not, as a component reading a
 * browser global that the server did not have would.
 */
function Fragile({ children }: { children?: ReactNode }) {
  const { title } = (globalThis as { fragile?: { title: string } }).fragile!;
  return createElement('section', null, createElement('h3', null, title), children);
}

export const islandLoaders: Record<string, () => Promise<IslandComponent>> = {
  Clicker: () => Promise.resolve(Clicker as IslandComponent),
  Fragile: () => Promise.resolve(Fragile as IslandComponent),
};
