import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageState } from '../../page-context';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';

/** Below this width the navbar collapses into the hamburger menu. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Open state of the full-screen menu: it closes on route (or hash) change, on Escape and when the
 * window widens to the desktop layout; page scrolling is locked while it is open.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpen(false), [pathname, hash]);
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onResize = () => window.innerWidth >= MOBILE_BREAKPOINT_PX && close();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);
  return { open, toggle: () => setOpen((o) => !o) };
}

export function MenuButton({ open, onClick, controls }: { open: boolean; onClick: () => void; controls: string }) {
  const { locale } = usePageState();
  return (
    <button
      type="button"
      className="rp-nav-hamburger"
      aria-label={locale.navMenuText}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onClick}
    >
      <span className={`rp-icon ${open ? 'rp-icon-close' : 'rp-icon-menu'}`} aria-hidden="true" />
    </button>
  );
}
