import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';

// useLayoutEffect warns under renderToString; on the server neither runs.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The URL query string ('?navbar=0'), but '' until hydration is done: prerendered pages were rendered
 * without one, and the first client render must produce the same markup. The real value arrives in a
 * layout effect, before the hydrated page repaints.
 */
export function useHydratedSearch(): string {
  const { search } = useLocation();
  const [value, setValue] = useState('');
  useClientLayoutEffect(() => setValue(search), [search]);
  return value;
}
