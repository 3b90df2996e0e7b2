import { useEffect, useState } from 'react';
import { Tooltip } from '../ui/Tooltip';

/** Floating button shown once the page is scrolled past the top. */
export function ScrollToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className="rp-scroll-top">
      <Tooltip content={label} placement="left">
        <button type="button" className="rp-scroll-top-button" aria-label={label} onClick={toTop}>
          <span aria-hidden="true">↑</span>
        </button>
      </Tooltip>
    </div>
  );
}
