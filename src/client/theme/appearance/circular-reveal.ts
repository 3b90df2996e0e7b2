/**
 * The 400 ms circular reveal of a theme change: the light snapshot is always
 * the top layer (see appearance.css), so going to light grows the new page from the click point and
 * going to dark shrinks the old one into it. Without View Transitions, or with reduced motion
 * requested, the change is applied at once.
 */
export const THEME_ANIMATION_MS = 400;

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => { ready: Promise<void> };
};

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function revealTheme(point: { x: number; y: number }, toDark: boolean, update: () => void): void {
  const doc = document as ViewTransitionDocument;
  if (!doc.startViewTransition || prefersReducedMotion()) {
    update();
    return;
  }
  const { x, y } = point;
  const radius = Math.hypot(Math.max(x, innerWidth - x + 200), Math.max(y, innerHeight - y + 200));
  const circles = [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`];
  doc
    .startViewTransition(update)
    .ready.then(() => {
      doc.documentElement.animate(
        { clipPath: toDark ? circles.reverse() : circles },
        {
          duration: THEME_ANIMATION_MS,
          easing: 'ease-in',
          fill: 'forwards',
          pseudoElement: toDark ? '::view-transition-old(root)' : '::view-transition-new(root)',
        },
      );
    })
    .catch(() => {});
}
