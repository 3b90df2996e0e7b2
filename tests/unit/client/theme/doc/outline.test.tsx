// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { Outline } from '../../../../../src/client/theme/doc/Outline';
import { useReadingPosition } from '../../../../../src/client/theme/doc/use-reading-position';
import { usePageState } from '../../../../../src/client/page-context';
import { renderDoc } from './doc-harness';

const TOC = [
  { text: 'Install', id: 'install', depth: 2 },
  { text: 'With npm', id: 'with-npm', depth: 3 },
  { text: 'Detail', id: 'detail', depth: 4 },
  { text: 'Too deep', id: 'too-deep', depth: 5 },
  { text: 'Gone', id: 'gone', depth: 2 },
  { text: 'Hidden', id: 'hidden', depth: 2 },
  { text: 'Usage', id: 'usage', depth: 2 },
];

/** Document position (px from the page top) of each heading present in the content. */
const POSITIONS: Record<string, number> = { install: 100, 'with-npm': 600, detail: 900, 'too-deep': 950, hidden: 1000, usage: 1400 };

function Content() {
  return (
    <div data-rp-content="">
      <h2 id="install">Install</h2>
      <h3 id="with-npm">With npm</h3>
      <h4 id="detail">Detail</h4>
      <h5 id="too-deep">Too deep</h5>
      <div style={{ display: 'none' }}>
        <h2 id="hidden">Hidden</h2>
      </div>
      <h2 id="usage">Usage</h2>
    </div>
  );
}

/** The outline as DocLayout uses it: with the page's reading position. */
function TrackedOutline({ onNavigate }: { onNavigate?: () => void }) {
  const position = useReadingPosition(usePageState().page.toc);
  return <Outline position={position} onNavigate={onNavigate} />;
}

function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

function renderOutline(onNavigate = () => {}) {
  const view = renderDoc(
    <>
      <Content />
      <TrackedOutline onNavigate={onNavigate} />
      <Hash />
    </>,
    { toc: TOC },
  );
  return view;
}

const entries = () => [...document.querySelectorAll('.rp-outline a')].map((a) => a.textContent);
const current = () => document.querySelector('.rp-outline [aria-current="location"]')?.textContent;

describe('client/theme/doc/Outline', () => {
  const realRect = Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    setScroll(0);
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return { top: (POSITIONS[this.id] ?? 0) - window.scrollY } as DOMRect;
    };
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    Element.prototype.getBoundingClientRect = realRect;
  });

  it('lists h2 to h4 under the outline title, dropping headings missing from or hidden in the content', () => {
    renderOutline();
    expect(screen.getByRole('navigation', { name: 'ON THIS PAGE' })).toBeTruthy();
    expect(entries()).toEqual(['Install', 'With npm', 'Detail', 'Usage']);
    expect(screen.getByRole('link', { name: 'With npm' }).getAttribute('href')).toBe('#with-npm');
    expect(screen.getByRole('link', { name: 'With npm' }).parentElement!.className).toBe('rp-outline-depth-3');
  });

  it('uses the Chinese title on a Chinese page', () => {
    renderDoc(
      <>
        <Content />
        <TrackedOutline />
      </>,
      { path: '/zh/guide/a', toc: TOC },
    );
    expect(screen.getByText('目录')).toBeTruthy();
  });

  it('highlights the heading at the scroll position, updating at most every 100 ms', () => {
    vi.useFakeTimers();
    renderOutline();
    expect(current()).toBe('Install');

    setScroll(650);
    act(() => void fireEvent.scroll(window));
    expect(current()).toBe('With npm');

    setScroll(1450);
    act(() => void fireEvent.scroll(window));
    expect(current()).toBe('With npm'); // throttled
    act(() => void vi.advanceTimersByTime(99));
    expect(current()).toBe('With npm');
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe('Usage');
  });

  it('highlights the last heading once the page is scrolled to the bottom', () => {
    vi.useFakeTimers();
    renderOutline();
    setScroll(5000 - window.innerHeight);
    act(() => void fireEvent.scroll(window));
    expect(current()).toBe('Usage');
  });

  it('scrolls to a chosen heading, puts it in the URL hash and tells the drawer to close', () => {
    const onNavigate = vi.fn();
    renderOutline(onNavigate);
    fireEvent.click(screen.getByRole('link', { name: 'Detail' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'auto' });
    expect(screen.getByTestId('hash').textContent).toBe('#detail');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a page without headings', () => {
    renderDoc(<TrackedOutline />, { toc: [] });
    expect(document.querySelector('.rp-outline')).toBeNull();
  });
});
