import type { hydrateRoot as HydrateRoot } from 'react-dom/client';

let provided: typeof HydrateRoot | undefined;

/**
 * React DOM's `hydrateRoot`, handed over by the client entry, which imports React DOM anyway: a second
 * module importing it makes the bundler split React out of the entry chunk into chunks of its own.
 */
export function provideHydrateRoot(hydrateRoot: typeof HydrateRoot): void {
  provided = hydrateRoot;
}

export function islandHydrateRoot(): typeof HydrateRoot {
  if (!provided) throw new Error('the client entry provides hydrateRoot before any island hydrates');
  return provided;
}
