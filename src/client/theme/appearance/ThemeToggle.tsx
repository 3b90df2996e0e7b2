import { useSyncExternalStore, type MouseEvent } from 'react';
import { useLocale } from '../../page-context';
import { revealTheme } from './circular-reveal';
import { setTheme, shownTheme, subscribeShownTheme } from './theme-store';
import './appearance.css';

/** The theme <html> shows; 'light' on the server and during hydration (the inline script may differ). */
export function useShownTheme() {
  return useSyncExternalStore(subscribeShownTheme, shownTheme, () => 'light' as const);
}

/** Where the reveal starts: the pointer, or the button's centre when it was pressed from the keyboard. */
function originOf(e: MouseEvent<HTMLButtonElement>): { x: number; y: number } {
  if (e.detail > 0) return { x: e.clientX, y: e.clientY };
  const rect = e.currentTarget.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * Light/dark switch. Both icons are in the markup and CSS shows the one matching html.dark, so the
 * right icon is there before hydration; the label names the theme a press switches to.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const dark = useShownTheme() === 'dark';
  return (
    <button
      type="button"
      className={`rp-theme-toggle ${className}`}
      aria-label={dark ? locale.switchToLightText : locale.switchToDarkText}
      onClick={(e) => {
        const next = shownTheme() === 'dark' ? 'light' : 'dark';
        revealTheme(originOf(e), next === 'dark', () => setTheme(next));
      }}
    >
      <span className="rp-icon rp-icon-sun" aria-hidden="true" />
      <span className="rp-icon rp-icon-moon" aria-hidden="true" />
    </button>
  );
}
