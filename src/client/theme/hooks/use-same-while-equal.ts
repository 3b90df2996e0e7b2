import { useRef } from 'react';

/**
 * `value` as it was first given while its content (as JSON) stays the same: a page update (an edit
 * in dev, a page of the same section) brings an equal copy of data such as the sidebar, and a
 * memoised component given the same object skips rendering. Nothing is compared on a first render,
 * the only one a page gets on the server.
 */
export function useSameWhileEqual<T>(value: T): T {
  const last = useRef<{ value: T; json?: string } | null>(null);
  if (last.current === null) last.current = { value };
  else if (last.current.value !== value) {
    const json = JSON.stringify(value);
    last.current.json ??= JSON.stringify(last.current.value);
    if (json !== last.current.json) last.current = { value, json };
  }
  return last.current.value;
}
