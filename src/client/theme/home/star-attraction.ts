/**
 * Hero stars lean towards the pointer: a star whose centre is within 100 px of the
 * pointer on both axes moves part of the way to it, the others go back. Styles are written directly
 * (no React render per pointer move); the star centres are read once per pointer entry, so a move
 * reads no layout. Nothing moves when the reader asks for reduced motion.
 */
export const ATTRACTION_RANGE_PX = 100;
/** the share of the distance to the pointer a star travels */
const PULL = 0.3;

export function attachStarAttraction(hero: HTMLElement): () => void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  let stars: { el: HTMLElement; x: number; y: number }[] = [];

  const measure = () => {
    stars = [...hero.querySelectorAll<HTMLElement>('.rp-hero-stars > span')].map((el) => {
      el.style.translate = '';
      const rect = el.getBoundingClientRect();
      return { el, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
  };
  const move = (e: PointerEvent) => {
    if (stars.length === 0) measure();
    for (const star of stars) {
      const dx = e.clientX - star.x;
      const dy = e.clientY - star.y;
      const near = Math.abs(dx) < ATTRACTION_RANGE_PX && Math.abs(dy) < ATTRACTION_RANGE_PX;
      star.el.style.translate = near ? `${Math.round(dx * PULL)}px ${Math.round(dy * PULL)}px` : '';
    }
  };
  const leave = () => {
    for (const star of stars) star.el.style.translate = '';
    // the page may scroll or resize before the pointer comes back
    stars = [];
  };
  hero.addEventListener('pointerenter', measure);
  hero.addEventListener('pointermove', move);
  hero.addEventListener('pointerleave', leave);
  return () => {
    leave();
    hero.removeEventListener('pointerenter', measure);
    hero.removeEventListener('pointermove', move);
    hero.removeEventListener('pointerleave', leave);
  };
}
