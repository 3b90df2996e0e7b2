// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rstack } from '../../../../../content/theme/ecosystem';
import { Nav } from '../../../../../src/client/theme/nav/Nav';
import { renderWithPage, type PageOptions } from '../page-harness';

const nav = [
  { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
  { text: 'Config', link: '/config/', tag: 'new' },
  { text: 'Blog', link: '/blog/', position: 'left' },
  {
    text: 'More',
    items: [
      { text: 'Changelog', link: '/changelog' },
      { text: 'Team', items: [{ text: 'About', link: '/about' }] },
      { text: 'GitHub', link: 'https://github.com/web-infra-dev/rstest' },
    ],
  },
];
const config = {
  locales: [
    { lang: 'en', label: 'English', nav },
    { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/' }] },
  ],
};

function renderNav(options: PageOptions = {}) {
  return renderWithPage(<Nav />, { config, ...options });
}

const moreButton = () => screen.getByRole('button', { name: 'More' });
const morePanel = () => document.getElementById(moreButton().getAttribute('aria-controls')!)!;

describe('client/theme/nav/Nav', () => {
  it('is a header landmark holding a labelled nav, marked as a fixed bar', () => {
    renderNav();
    const header = screen.getByRole('banner');
    expect(header.hasAttribute('data-fixed-bar')).toBe(true);
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows no ecosystem menu unless the site configures one', () => {
    renderNav();
    expect(screen.queryByRole('button', { name: 'Rstack toolchain' })).toBeNull();
    expect(document.querySelector('.rp-eco-menu-button')).toBeNull();
  });

  it('puts the configured ecosystem menu before the title', () => {
    renderNav({ config: { ...config, themeConfig: { ecosystem: rstack } } });
    const button = screen.getByRole('button', { name: 'Rstack toolchain' });
    expect(button.compareDocumentPosition(screen.getByRole('link', { name: 'Site' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the ecosystem menu with menu: false', () => {
    renderNav({ config: { ...config, themeConfig: { ecosystem: { ...rstack, menu: false } } } });
    expect(document.querySelector('.rp-eco-menu-button')).toBeNull();
  });

  it('links the title to the home of the page language', () => {
    renderNav({ path: '/zh/guide/a' });
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('href')).toBe('/zh/');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
  });

  it('renders a logo with light and dark variants, each shown by the theme', () => {
    renderNav({ config: { ...config, logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' }, logoText: 'Rstest' } });
    const title = screen.getByRole('link', { name: 'Rstest' });
    const imgs = [...title.querySelectorAll('img')];
    expect(imgs.map((img) => [img.getAttribute('src'), img.className])).toEqual([
      ['/logo-light.svg', 'rp-nav-logo rp-logo-light'],
      ['/logo-dark.svg', 'rp-nav-logo rp-logo-dark'],
    ]);
  });

  it('marks the item matching the path as current (activeMatch) and no other', () => {
    renderNav({ path: '/guide/a' });
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Config/ }).getAttribute('aria-current')).toBeNull();
  });

  it('places items by position (right by default) and shows tags', () => {
    renderNav();
    const [left, right] = [document.querySelector('.rp-nav-menu-left')!, document.querySelector('.rp-nav-menu-right')!];
    expect(within(left as HTMLElement).getByRole('link', { name: 'Blog' })).toBeTruthy();
    expect(
      within(right as HTMLElement)
        .getByRole('link', { name: 'Config new' })
        .querySelector('.rp-nav-tag')?.textContent,
    ).toBe('new');
  });

  describe('dropdown', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('has aria-haspopup and aria-expanded, and lists nested items indented by depth', () => {
      renderNav();
      expect(moreButton().getAttribute('aria-haspopup')).toBe('true');
      expect(moreButton().getAttribute('aria-expanded')).toBe('false');
      expect(morePanel().hidden).toBe(true);
      const about = within(morePanel()).getByRole('link', { name: 'About', hidden: true });
      expect(about.style.paddingLeft).toBe('20px');
      expect(within(morePanel()).getByRole('link', { name: 'GitHub', hidden: true }).getAttribute('target')).toBe('_blank');
    });

    it('opens on hover and closes 150 ms after the pointer leaves', () => {
      renderNav();
      const group = moreButton().parentElement!;
      fireEvent.pointerEnter(group, { pointerType: 'mouse' });
      expect(moreButton().getAttribute('aria-expanded')).toBe('true');
      expect(morePanel().hidden).toBe(false);
      fireEvent.pointerLeave(group, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(149));
      expect(morePanel().hidden).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(morePanel().hidden).toBe(true);
      expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('stays open when the pointer comes back within 150 ms', () => {
      renderNav();
      const group = moreButton().parentElement!;
      fireEvent.pointerEnter(group, { pointerType: 'mouse' });
      fireEvent.pointerLeave(group, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(100));
      fireEvent.pointerEnter(group, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(500));
      expect(morePanel().hidden).toBe(false);
    });

    it('the click after a hover keeps it open; a click toggles it otherwise', () => {
      renderNav();
      const group = moreButton().parentElement!;
      fireEvent.pointerEnter(group, { pointerType: 'mouse' });
      fireEvent.click(moreButton());
      expect(morePanel().hidden).toBe(false);
      fireEvent.click(moreButton());
      expect(morePanel().hidden).toBe(true);
      fireEvent.click(moreButton());
      expect(morePanel().hidden).toBe(false);
    });

    it('closes on Escape (focus back on the trigger) and on a press outside', () => {
      renderNav();
      moreButton().focus();
      fireEvent.click(moreButton());
      within(morePanel()).getByRole('link', { name: 'Changelog' }).focus();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(morePanel().hidden).toBe(true);
      expect(document.activeElement).toBe(moreButton());

      fireEvent.click(moreButton());
      expect(morePanel().hidden).toBe(false);
      fireEvent.pointerDown(document.body);
      expect(morePanel().hidden).toBe(true);
    });

    it('opens from the keyboard: ArrowDown enters the panel and arrows move between its links', () => {
      renderNav();
      moreButton().focus();
      fireEvent.keyDown(moreButton(), { key: 'ArrowDown' });
      expect(morePanel().hidden).toBe(false);
      expect(document.activeElement?.textContent).toBe('Changelog');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('About');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(document.activeElement?.textContent).toContain('GitHub');
    });

    it('closes when focus leaves it', () => {
      renderNav();
      fireEvent.click(moreButton());
      fireEvent.blur(moreButton(), { relatedTarget: screen.getByRole('link', { name: 'Guide' }) });
      expect(morePanel().hidden).toBe(true);
    });
  });
});
