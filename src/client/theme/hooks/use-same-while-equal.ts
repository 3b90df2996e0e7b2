import { useRef } from 'react';

/**
 * `value` as it was first given while its content (as JSON) stays the same: a page update (an edit
 * in dev, a page of the same section) brings an equal copy of data such as the sidebar, and a
 * memoised component given the same object skips rendering.
 */
export function useSameWhileEqual<T>(value: T): T {
  const last = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value);
  if (last.current?.json !== json) last.current = { value, json };
  return last.current.value;
}
