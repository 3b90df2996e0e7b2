// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from '../../../../../src/client/router/history-router';
import { DocLayout } from '../../../../../src/client/theme/doc/DocLayout';
import { renderDoc, SIDEBAR, type DocOptions } from './doc-harness';

const TOC = [
  { text: 'Install', id: 'install', depth: 2 },
  { text: 'Usage', id: 'usage', depth: 2 },
];
const HTML = '<h1>Page A</h1><h2 id="install">Install</h2><p>text</p><h2 id="usage">Usage</h2>';

function renderLayout(options: DocOptions = {}) {
  return renderDoc(<DocLayout />, { path: '/guide/a', sidebar: SIDEBAR, toc: TOC, html: HTML, ...options });
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const outlineButton = () => screen.getByRole('button', { name: 'ON THIS PAGE' });
const sidebarDrawer = () => document.getElementById('rp-sidebar')!;
const outlineDrawer = () => document.getElementById('rp-outline')!;

describe('client/theme/doc/DocLayout', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('renders sidebar, the page content with its own h1, outline and doc footer', () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page A');
    expect(screen.getByRole('navigation', { name: 'ON THIS PAGE' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Next page/ })).toBeTruthy();
  });

  it('has a mobile bar that counts as a fixed bar for hash offsets', () => {
    renderLayout();
    expect(document.querySelector('.rp-doc-bar')!.hasAttribute('data-fixed-bar')).toBe(true);
  });

  it('opens the sidebar drawer from the Menu button, locks page scroll, closes on Escape and gives focus back', () => {
    renderLayout();
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(sidebarDrawer().hasAttribute('data-open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(sidebarDrawer().hasAttribute('data-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the sidebar drawer on a backdrop click and on route change', () => {
    const view = renderLayout();
    fireEvent.click(menuButton());
    fireEvent.click(document.querySelector('.rp-drawer-backdrop')!);
    expect(sidebarDrawer().hasAttribute('data-open')).toBe(false);

    fireEvent.click(menuButton());
    view.goTo({ path: '/guide/b' });
    expect(sidebarDrawer().hasAttribute('data-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the outline drawer, and closes it on choosing a heading and on route change', () => {
    const view = renderLayout();
    fireEvent.click(outlineButton());
    expect(outlineDrawer().hasAttribute('data-open')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Usage' }));
    expect(outlineDrawer().hasAttribute('data-open')).toBe(false);

    fireEvent.click(outlineButton());
    view.goTo({ path: '/guide/b' });
    expect(outlineDrawer().hasAttribute('data-open')).toBe(false);
  });

  it('uses 菜单 and 目录 on a Chinese page', () => {
    renderLayout({ path: '/zh/guide/a', sidebar: [{ text: '页面 A', link: '/zh/guide/a' }] });
    expect(screen.getByRole('button', { name: '菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '目录' })).toBeTruthy();
  });

  it('follows the sidebar, outline and footer switches of the front matter', () => {
    renderLayout({ frontmatter: { sidebar: false, outline: false, footer: false } });
    expect(document.getElementById('rp-sidebar')).toBeNull();
    expect(document.getElementById('rp-outline')).toBeNull();
    expect(document.querySelector('.rp-doc-bar')).toBeNull();
    expect(document.querySelector('.rp-doc-footer')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page A');
  });

  it('renders a page that has no sidebar entry and no headings', () => {
    renderLayout({ path: '/elsewhere', sidebar: [], toc: [], html: '<h1>Lonely</h1>' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lonely');
    expect(document.querySelector('.rp-doc-bar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /Previous/ })).toBeNull();
  });

  it('marks the back-to-top button scrolled once the page is (the corner button shows then), and it scrolls to the top', () => {
    renderLayout();
    const corner = () => document.querySelector('.rp-scroll-top')!;
    expect(corner().hasAttribute('data-scrolled')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 30, configurable: true, writable: true });
    act(() => void fireEvent.scroll(window));
    expect(corner().hasAttribute('data-scrolled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('has no back-to-top button when enableScrollToTop is off', () => {
    renderLayout({ config: { themeConfig: { enableScrollToTop: false } } });
    Object.defineProperty(window, 'scrollY', { value: 30, configurable: true, writable: true });
    act(() => void fireEvent.scroll(window));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('puts the copy-as-Markdown row above the content', () => {
    renderLayout();
    const tools = document.querySelector('.rp-page-tools')!;
    const content = document.querySelector('[data-rp-content]')!;
    expect(tools.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves focus into a drawer when it opens, and a backdrop click gives it back to the button', () => {
    renderLayout();
    fireEvent.click(menuButton());
    // its first link or button (here the toggle of the first group)
    expect(document.activeElement).toBe(sidebarDrawer().querySelector('a[href], button'));
    fireEvent.click(document.querySelector('.rp-drawer-backdrop')!);
    expect(document.activeElement).toBe(menuButton());

    fireEvent.click(outlineButton());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Install' }));
  });

  it('closes the outline drawer when the hash changes, and leaves the sidebar drawer open', () => {
    function HashLink() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate({ hash: '#usage' })}>
          to usage
        </button>
      );
    }
    renderDoc(
      <>
        <DocLayout />
        <HashLink />
      </>,
      { path: '/guide/a', sidebar: SIDEBAR, toc: TOC, html: HTML },
    );
    fireEvent.click(outlineButton());
    fireEvent.click(screen.getByRole('button', { name: 'to usage' }));
    expect(outlineDrawer().hasAttribute('data-open')).toBe(false);

    fireEvent.click(menuButton());
    act(() => void screen.getByRole('button', { name: 'to usage' }).click());
    expect(sidebarDrawer().hasAttribute('data-open')).toBe(true);
  });

  describe('the outline button on narrow screens', () => {
    const realRect = Element.prototype.getBoundingClientRect;
    const POSITIONS: Record<string, number> = { install: 100, usage: 1400 };
    const ring = () => Number(document.querySelector('.rp-doc-bar-progress-value')!.getAttribute('stroke-dashoffset'));
    const FULL = 2 * Math.PI * 7;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      act(() => void fireEvent.scroll(window));
      act(() => void vi.advanceTimersByTime(100));
    };
    beforeEach(() => {
      vi.useFakeTimers();
      // headings at their document positions; the 46 px doc bar is the fixed bar
      Element.prototype.getBoundingClientRect = function (this: Element) {
        return { top: (POSITIONS[this.id] ?? 0) - window.scrollY, height: this.hasAttribute('data-fixed-bar') ? 46 : 0 } as DOMRect;
      };
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    });
    afterEach(() => {
      vi.useRealTimers();
      Element.prototype.getBoundingClientRect = realRect;
    });

    it('shows the heading scrolled past (the outline title above the first) and the reading progress', () => {
      renderLayout();
      expect(document.querySelector('.rp-doc-bar-outline')!.textContent).toBe('ON THIS PAGE');
      expect(ring()).toBeCloseTo(FULL, 1);

      scrollTo(1000);
      expect(screen.getByRole('button', { name: 'Install', expanded: false })).toBeTruthy();
      const progress = Math.round((1000 / (5000 - window.innerHeight)) * 100) / 100;
      expect(ring()).toBeCloseTo(FULL * (1 - progress), 1);

      scrollTo(5000 - window.innerHeight);
      expect(document.querySelector('.rp-doc-bar-outline')!.textContent).toBe('Usage');
      expect(ring()).toBeCloseTo(0, 1);
    });
  });
});
