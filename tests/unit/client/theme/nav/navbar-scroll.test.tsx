// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Nav } from '../../../../../src/client/theme/nav/Nav';
import { renderWithPage, type PageOptions } from '../page-harness';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const header = () => screen.getByRole('banner');
const hidden = () => header().classList.contains('rp-nav-hidden');

function renderNav(hideNavbar: string, options: PageOptions = {}) {
  return renderWithPage(<Nav />, { config: { themeConfig: { hideNavbar } }, ...options });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollY = 0;
});
afterEach(() => vi.useRealTimers());

describe('client/theme/nav navbar scroll behaviour', () => {
  it("hideNavbar 'scroll': hidden while scrolling down, shown when scrolling up", () => {
    renderNav('scroll');
    expect(hidden()).toBe(false);
    scrollTo(300);
    expect(hidden()).toBe(true);
    wait(200);
    scrollTo(250);
    expect(hidden()).toBe(false);
    wait(200);
    scrollTo(600);
    expect(hidden()).toBe(true);
    wait(200);
    scrollTo(0);
    expect(hidden()).toBe(false);
  });

  it('handles scroll at most once per 200 ms, the last position of a burst when the wait ends', () => {
    renderNav('scroll');
    scrollTo(300);
    expect(hidden()).toBe(true);
    scrollTo(200); // within the wait: not handled yet
    expect(hidden()).toBe(true);
    wait(199);
    expect(hidden()).toBe(true);
    wait(1);
    expect(hidden()).toBe(false);
  });

  it('focus entering the hidden navbar shows it again', () => {
    renderNav('scroll');
    scrollTo(300);
    act(() => screen.getAllByRole('link')[0].focus());
    expect(hidden()).toBe(false);
  });

  it("hideNavbar 'never' keeps it shown", () => {
    renderNav('never');
    scrollTo(300);
    wait(200);
    scrollTo(900);
    expect(hidden()).toBe(false);
  });

  it('flags the body once scrolled at least 100 px, and unflags it back at the top', () => {
    renderNav('never');
    scrollTo(99);
    expect(document.body.classList.contains('rp-scrolled')).toBe(false);
    wait(200);
    scrollTo(100);
    expect(document.body.classList.contains('rp-scrolled')).toBe(true);
    wait(200);
    scrollTo(10);
    expect(document.body.classList.contains('rp-scrolled')).toBe(false);
  });

  it('marks the home navbar for transparency at the top; other pages are opaque', () => {
    const home = renderNav('never', { path: '/', pageType: 'home' });
    expect(header().classList.contains('rp-nav-home')).toBe(true);
    home.unmount();
    renderNav('never', { path: '/guide/a' });
    expect(header().classList.contains('rp-nav-home')).toBe(false);
  });
});
