// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../../../../src/client/theme/appearance/ThemeToggle';
import { useThemeSync } from '../../../../../src/client/theme/appearance/use-theme-sync';
import { Layout } from '../../../../../src/client/theme/Layout';
import { DARK_QUERY, REDUCED_MOTION_QUERY, mockMatchMedia, renderWithPage, type PageOptions } from '../page-harness';

const KEY = 'rp-theme-appearance';
const html = document.documentElement;

/** The toggle with the page-wide sync that Layout installs. */
function Themed({ darkMode = true }: { darkMode?: boolean }) {
  useThemeSync(darkMode);
  return <ThemeToggle />;
}

function renderToggle(options: PageOptions = {}) {
  return renderWithPage(<Themed />, options);
}

let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  media = mockMatchMedia({ [DARK_QUERY]: false });
  html.className = '';
  html.style.colorScheme = '';
});
afterEach(() => {
  media.restore();
  delete (document as { startViewTransition?: unknown }).startViewTransition;
});

describe('client/theme/appearance/ThemeToggle', () => {
  it('is a button labelled with the theme it switches to, in the page language', () => {
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('uses the Chinese labels on Chinese pages', () => {
    renderToggle({ path: '/zh/guide/a' });
    fireEvent.click(screen.getByRole('button', { name: '切换到深色主题' }));
    expect(screen.getByRole('button', { name: '切换到浅色主题' })).toBeTruthy();
  });

  it('applies the choice to <html> and stores it; choosing the system theme stores auto', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains('rp-dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.classList.contains('rp-dark')).toBe(false);
    expect(html.style.colorScheme).toBe('light');
    // the system is light: the page follows the system again
    expect(localStorage.getItem(KEY)).toBe('auto');
  });

  it('keeps the stored choice for the next page load', () => {
    const first = renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    first.unmount();
    html.className = '';
    renderToggle();
    expect(html.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('follows a change made in another tab (storage event)', () => {
    renderToggle();
    expect(html.classList.contains('dark')).toBe(false);
    localStorage.setItem(KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
    });
    expect(html.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    localStorage.setItem(KEY, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'light' }));
    });
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('keeps every toggle of the page in step', () => {
    renderWithPage(
      <>
        <Themed />
        <ThemeToggle />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Switch to dark theme' })[0]);
    expect(screen.getAllByRole('button', { name: 'Switch to light theme' })).toHaveLength(2);
  });

  it('in auto follows the system colour scheme as it changes; an explicit choice does not', () => {
    renderToggle();
    act(() => media.set(DARK_QUERY, true));
    expect(html.classList.contains('dark')).toBe(true);
    act(() => media.set(DARK_QUERY, false));
    expect(html.classList.contains('dark')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(KEY)).toBe('dark');
    act(() => media.set(DARK_QUERY, true));
    act(() => media.set(DARK_QUERY, false));
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('reveals the new theme with a 400 ms circle from the click point when View Transitions exist', async () => {
    const animate = vi.fn();
    html.animate = animate;
    const start = vi.fn((update: () => void) => {
      update();
      return { ready: Promise.resolve() };
    });
    (document as { startViewTransition?: unknown }).startViewTransition = start;
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }), { clientX: 30, clientY: 40, detail: 1 });
    expect(start).toHaveBeenCalledTimes(1);
    expect(html.classList.contains('dark')).toBe(true);
    await vi.waitFor(() => expect(animate).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [keyframes, timing] = animate.mock.calls[0];
    // going to dark: the old (light) snapshot shrinks into the click point
    expect(keyframes.clipPath[1]).toBe('circle(0px at 30px 40px)');
    expect(keyframes.clipPath[0]).toMatch(/^circle\([\d.]+px at 30px 40px\)$/);
    expect(timing).toMatchObject({ duration: 400, pseudoElement: '::view-transition-old(root)' });
  });

  it('changes at once, without a transition, when reduced motion is requested', () => {
    media.set(REDUCED_MOTION_QUERY, true);
    const start = vi.fn();
    (document as { startViewTransition?: unknown }).startViewTransition = start;
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(start).not.toHaveBeenCalled();
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('with dark mode disabled there is no toggle and the page stays light whatever is stored', () => {
    localStorage.setItem(KEY, 'dark');
    html.classList.add('dark', 'rp-dark');
    media.set(DARK_QUERY, true);
    renderWithPage(<Layout />, { config: { themeConfig: { darkMode: false } } });
    expect(screen.queryByRole('button', { name: /theme/ })).toBeNull();
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.classList.contains('rp-dark')).toBe(false);
    expect(html.style.colorScheme).toBe('light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
    });
    expect(html.classList.contains('dark')).toBe(false);
  });
});
