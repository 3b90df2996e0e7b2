import type { ComponentType } from 'react';
// under SSR every component, imported eagerly; in the browser nothing, each loads on demand
import { eagerIslands } from 'virtual:site-islands-eager';

export type IslandComponent = ComponentType<Record<string, unknown>>;

/**
 * A load React's `use()` reads synchronously once settled: React looks at `status` and `value`, so
 * a component loaded before its page renders (or imported eagerly under SSR) never suspends.
 */
type TrackedLoad = Promise<IslandComponent> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: IslandComponent };

const loads = new Map<string, TrackedLoad>();
const eagerLoads = new WeakMap<IslandComponent, TrackedLoad>();

/**
 * A component the server render has at hand, looked up at each use: the dev server replaces the
 * entries when the components module is edited.
 */
function eagerLoad(name: string): TrackedLoad | undefined {
  const component = eagerIslands[name];
  if (!component) return undefined;
  let load = eagerLoads.get(component);
  if (!load) {
    load = Object.assign(Promise.resolve(component), { status: 'fulfilled' as const, value: component });
    eagerLoads.set(component, load);
  }
  return load;
}

/** Load a component's own chunk once; a failed load is forgotten so a retry can happen. */
export function loadIsland(name: string): TrackedLoad {
  const eager = eagerLoad(name);
  if (eager) return eager;
  let load = loads.get(name);
  if (!load) {
    const created: TrackedLoad = import('virtual:site-islands').then(({ islandLoaders }) => {
      const loader = islandLoaders[name];
      if (!loader) throw new Error(`the components module exports no '${name}'`);
      return loader();
    });
    created.status = 'pending';
    created.then(
      (component) => Object.assign(created, { status: 'fulfilled', value: component }),
      () => {
        created.status = 'rejected';
        loads.delete(name);
      },
    );
    loads.set(name, created);
    load = created;
  }
  return load;
}
