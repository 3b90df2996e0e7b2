import { useEffect, useState } from 'react';
import { Tooltip } from '../ui/Tooltip';

/**
 * The back-to-top button. Where the window leaves a margin beside the text it floats in the corner
 * once the page is scrolled; in a narrower window it would cover what is being read, so it closes the
 * page instead, after the doc footer (doc.css).
 */
export function ScrollToTop({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className="rp-scroll-top" data-scrolled={scrolled ? '' : undefined}>
      <Tooltip content={label} placement="left">
        <button type="button" className="rp-scroll-top-button" aria-label={label} onClick={toTop}>
          <span aria-hidden="true">↑</span>
        </button>
      </Tooltip>
    </div>
  );
}
