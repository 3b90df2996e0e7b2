/** The modal's document-level behaviour: the page behind does not scroll, focus cannot leave. */
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Lock the page scroll while mounted; the position is the same after unmount. */
export function useScrollLock(): void {
  useEffect(() => {
    const html = document.documentElement;
    const { body } = document;
    const y = window.scrollY;
    const previous = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    // keep the layout from shifting when the scrollbar disappears
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      if (window.scrollY !== y) window.scrollTo(0, y);
    };
  }, []);
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Tab and Shift+Tab cycle inside the container; focus that lands outside (a click on the page
 * behind is impossible, but assistive tech can move it) goes back to `initial`.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>): (e: KeyboardEvent) => void {
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (container.current && e.target instanceof Node && !container.current.contains(e.target)) initial.current?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [container, initial]);

  return (e) => {
    if (e.key !== 'Tab' || !container.current) return;
    const items = focusables(container.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !container.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !container.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };
}
