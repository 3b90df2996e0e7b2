import { useCallback, useEffect, useRef, useState } from 'react';

/** Popovers and tooltips open 100 ms after the pointer enters and close 100 ms after it leaves. */
export const HOVER_OPEN_DELAY_MS = 100;
export const HOVER_CLOSE_DELAY_MS = 100;

/**
 * Open state with delayed changes for hover: `openSoon`/`closeSoon` cancel each other, so moving
 * from the trigger into the panel (or back within the delay) keeps it open. `set` is immediate.
 */
export function useDelayedOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  }, []);
  const later = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  }, []);
  const openSoon = useCallback(() => later(true, HOVER_OPEN_DELAY_MS), [later]);
  const closeSoon = useCallback(() => later(false, HOVER_CLOSE_DELAY_MS), [later]);
  return { open, set, openSoon, closeSoon };
}
