/**
 * A module of the first-visit bundle's optional parts, fetched on first use (or earlier, to warm it):
 * `loaded()` gives it at once when it is there, so a use after the first one is synchronous. A failed
 * fetch is forgotten, so the next use tries again.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (module) => (value = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
