import { createElement } from 'react';
import type { HydrationOptions, Root } from 'react-dom/client';
import { plainProps } from '../../shared/component-props';
import { islandHydrateRoot } from './hydrate-root';
import { loadIsland } from './registry';

/**
 * First visit: the content is the prerendered HTML, so each component use (`rp-island`) is
 * hydrated where it stands, as a root of its own, with its props. The slot (the Markdown passed as
 * children) is handed back as the HTML it already is, so it stays intact, islands inside it too.
 * A component that fails to load or throws affects its own island only. Returns what unmounts them all.
 */
export async function hydrateIslands(container: Element, onRecoverableError: (error: unknown) => void): Promise<() => void> {
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
      const Component = await loadIsland(name).catch((error: unknown) => {
        // the island stays the prerendered HTML it is
        console.error(`[quire] the component ${name} could not be loaded`, error);
      });
      if (!Component) return;
      const children = slot === undefined ? undefined : createElement('rp-slot', { dangerouslySetInnerHTML: { __html: slot } });
      const options = { onRecoverableError, onUncaughtError: keepServerHtml(element, name) };
      roots.push(hydrateRoot(element, createElement(Component, props, children), options));
    }),
  );
  // unmounted after the commit that removed the content: a root may not unmount during another's render
  return () => setTimeout(() => roots.forEach((root) => root.unmount()));
}

/**
 * The island's error boundary. A component that throws while it hydrates (or renders later) makes
 * React empty its root, the prerendered HTML included; the island's own nodes, taken before it
 * hydrates, are put back at once (before a paint), so it shows what the server rendered, and islands
 * in its slot keep working in them. React calls this once per failed root, after any retries.
 */
function keepServerHtml(element: Element, name: string): NonNullable<HydrationOptions['onUncaughtError']> {
  const serverNodes = [...element.childNodes];
  return (error) => {
    element.replaceChildren(...serverNodes);
    console.error(`[quire] the component ${name} failed in the browser; its island shows the prerendered HTML`, error);
  };
}
