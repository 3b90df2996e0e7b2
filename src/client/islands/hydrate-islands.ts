import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { plainProps } from '../../shared/component-props';
import { islandHydrateRoot } from './hydrate-root';
import { loadIsland } from './registry';

/**
 * First visit: the content is the prerendered HTML, so each component use (`rp-island`) is
 * hydrated where it stands, as a root of its own, with its props. The slot (the Markdown passed as
 * children) is handed back as the HTML it already is, so it stays intact, islands inside it too.
 * Returns what unmounts them all.
 */
export async function hydrateIslands(container: Element, onError: (error: unknown) => void): Promise<() => void> {
  const hydrateRoot = islandHydrateRoot();
  const roots: Root[] = [];
  // every slot is read before any island hydrates
  const islands = [...container.querySelectorAll('rp-island')].map((element) => ({
    element,
    name: element.getAttribute('data-name') ?? '',
    props: plainProps(JSON.parse(element.getAttribute('data-props') || '{}')),
    slot: element.querySelector('rp-slot')?.innerHTML,
  }));
  await Promise.all(
    islands.map(async ({ element, name, props, slot }) => {
      const Component = await loadIsland(name);
      const children = slot === undefined ? undefined : createElement('rp-slot', { dangerouslySetInnerHTML: { __html: slot } });
      roots.push(hydrateRoot(element, createElement(Component, props, children), { onRecoverableError: onError }));
    }),
  );
  // unmounted after the commit that removed the content: a root may not unmount during another's render
  return () => setTimeout(() => roots.forEach((root) => root.unmount()));
}
