import type { ReactNode } from 'react';

/**
 * The page's main landmark, the skip link's target: it holds the page's own content, never the
 * navigation around it. tabIndex -1 lets the skip link move focus (and the Tab position) into it.
 */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
