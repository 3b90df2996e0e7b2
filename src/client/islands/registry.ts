import type { ComponentType } from 'react';
// under SSR every component, imported eagerly; in the browser nothing, each loads on demand
import { eagerIslands } from 'virtual:site-islands-eager';

export type IslandComponent = ComponentType<Record<string, unknown>>;

const ready = new Map<string, IslandComponent>(Object.entries(eagerIslands));
const pending = new Map<string, Promise<IslandComponent>>();

/** A component of the site's components module, if it is loaded (always under SSR). */
export function islandComponent(name: string): IslandComponent | undefined {
  return ready.get(name);
}

/** Load a component's own chunk once; a failed load is forgotten so a retry can happen. */
export function loadIsland(name: string): Promise<IslandComponent> {
  const known = ready.get(name);
  if (known) return Promise.resolve(known);
  let promise = pending.get(name);
  if (!promise) {
    promise = import('virtual:site-islands').then(({ islandLoaders }) => {
      const load = islandLoaders[name];
      if (!load) throw new Error(`the components module exports no '${name}'`);
      return load();
    });
    promise.then(
      (component) => ready.set(name, component),
      () => pending.delete(name),
    );
    pending.set(name, promise);
  }
  return promise;
}
