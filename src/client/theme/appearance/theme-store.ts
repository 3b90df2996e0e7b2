/**
 * The light / dark / auto preference. The inline script of
 * src/node/page/inline-scripts.ts applies the stored value before first paint with the same rules; from
 * then on the classes on <html> are the source of truth for what is shown, and this module keeps
 * them in step with storage (other tabs), the toggle (this page) and the system colour scheme.
 */
import type { ThemePreference } from '../../../shared/types';
import { readStorage, writeStorage } from '../../storage';
import { STORAGE_KEYS } from '../../storage-keys';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored preference; anything else (nothing stored, a stale value) is 'auto', as in the inline script. */
export function readPreference(): ThemePreference {
  const value = readStorage(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference): Theme {
  return preference === 'auto' ? systemTheme() : preference;
}

/** What <html> shows now (set by the inline script before paint, then by applyTheme). */
export function shownTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const dark = theme === 'dark';
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = theme;
}

/** Components showing the theme (every toggle on the page): told after each change of <html>. */
const listeners = new Set<() => void>();

export function subscribeShownTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(theme: Theme): void {
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/**
 * The reader picked a theme. Picking what the system shows stores 'auto', so the page follows the
 * system again from then on (Rspress 2 rule); anything else is stored as chosen.
 */
export function setTheme(theme: Theme): void {
  writeStorage(THEME_STORAGE_KEY, theme === systemTheme() ? 'auto' : theme);
  show(theme);
}

/**
 * Apply the stored preference now and whenever it may change elsewhere: another tab wrote storage,
 * or the system scheme changed (visible only while the preference is auto). Returns the unsubscribe.
 */
export function syncTheme(): () => void {
  const sync = () => show(resolveTheme(readPreference()));
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) sync();
  };
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', sync);
  sync();
  return () => {
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', sync);
  };
}
