import { useEffect, useState } from 'react';

/** How often the navbar reacts to scrolling, and how far the home page scrolls before its navbar turns opaque. */
export const NAV_SCROLL_THROTTLE_MS = 200;
export const SCROLLED_THRESHOLD_PX = 100;
/** Set on <body> once the page is scrolled at least SCROLLED_THRESHOLD_PX (the home navbar turns opaque). */
export const SCROLLED_BODY_CLASS = 'rp-scrolled';

/** `fn` at most once per `ms`: the first call runs at once, the last one of a burst when the wait ends. */
function throttle(fn: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const run = () => {
    fn();
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        pending = false;
        run();
      }
    }, ms);
  };
  return {
    call: () => (timer ? (pending = true) : run()),
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Flags <body> once scrolled past the threshold, and with `hideOnScroll` (hideNavbar 'scroll') tells
 * whether the navbar should be hidden: while scrolling down, not when scrolling up or at the top.
 * Returns the hidden state and a function that shows the navbar again (focus entering it).
 */
export function useNavbarScroll(hideOnScroll: boolean): [hidden: boolean, reveal: () => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      document.body.classList.toggle(SCROLLED_BODY_CLASS, y >= SCROLLED_THRESHOLD_PX);
      if (y <= 0 || y !== lastY) setHidden(hideOnScroll && y > 0 && y > lastY);
      lastY = y;
    };
    const throttled = throttle(update, NAV_SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', throttled.call, { passive: true });
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.call);
      document.body.classList.remove(SCROLLED_BODY_CLASS);
    };
  }, [hideOnScroll]);
  return [hidden, () => setHidden(false)];
}
