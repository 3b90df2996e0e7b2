// Stand-in for the plugin's `virtual:site-islands` module in unit and component tests: a counter, a component that spreads its props, and one that throws in the browser.
import { createElement, useState, type ReactNode } from 'react';
import type { IslandComponent } from '../../src/client/islands/registry';

/** A button counting its clicks, then its children. */
function Clicker({ label = 'Clicks', children }: { label?: string; children?: ReactNode }) {
  const [count, setCount] = useState(0);
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`),
    children,
  );
}

/** A div with every prop it is given, as a component written `<div {...props} />` does. */
function Spread(props: Record<string, unknown>) {
  return createElement('div', { ...props, 'data-spread': '' });
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
  Spread: () => Promise.resolve(Spread as IslandComponent),
  Fragile: () => Promise.resolve(Fragile as IslandComponent),
};
