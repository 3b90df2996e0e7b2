// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTools } from '../../../../../src/client/theme/page-tools/PageTools';
import { chatLinks, clearMarkdownCache, markdownUrl } from '../../../../../src/client/theme/page-tools/page-markdown';
import { renderDoc } from '../doc/doc-harness';

const copyButton = () => screen.getByRole('button', { name: 'Copy Markdown' }) as HTMLButtonElement;

/** A fetch whose response the test releases; `fail` makes it reject. */
function controlledFetch() {
  const calls: string[] = [];
  let release: (ok: boolean) => void = () => {};
  const fetch = vi.fn((url: string) => {
    calls.push(url);
    return new Promise<Response>((resolve, reject) => {
      release = (ok) => (ok ? resolve(new Response('# Page\n\ntext')) : reject(new TypeError('offline')));
    });
  });
  return { fetch, calls, release: (ok = true) => release(ok) };
}

describe('client/theme/page-tools/PageTools', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    clearMarkdownCache();
    vi.useFakeTimers();
    writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the page Markdown twin, is disabled while loading, then shows success for 500 ms', async () => {
    const f = controlledFetch();
    vi.stubGlobal('fetch', f.fetch);
    renderDoc(<PageTools />, { path: '/guide/start/' });
    fireEvent.click(copyButton());
    expect(f.calls).toEqual(['/guide/start/index.md']);
    expect(copyButton().disabled).toBe(true);
    await act(async () => f.release());
    expect(writeText).toHaveBeenCalledWith('# Page\n\ntext');
    expect(copyButton().disabled).toBe(false);
    expect(copyButton().dataset.status).toBe('success');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => void vi.advanceTimersByTime(499));
    expect(copyButton().dataset.status).toBe('success');
    act(() => void vi.advanceTimersByTime(1));
    expect(copyButton().dataset.status).toBe('idle');
  });

  it('still shows success and clears loading when the fetch fails', async () => {
    const f = controlledFetch();
    vi.stubGlobal('fetch', f.fetch);
    renderDoc(<PageTools />);
    fireEvent.click(copyButton());
    await act(async () => f.release(false));
    expect(writeText).not.toHaveBeenCalled();
    expect(copyButton().disabled).toBe(false);
    expect(copyButton().dataset.status).toBe('success');
  });

  it('still shows success when the clipboard refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('md')),
    );
    writeText.mockRejectedValue(new Error('denied'));
    renderDoc(<PageTools />);
    await act(async () => void fireEvent.click(copyButton()));
    expect(copyButton().dataset.status).toBe('success');
  });

  it('fetches a page once per session: two copies, one request', async () => {
    const fetch = vi.fn(async () => new Response('md'));
    vi.stubGlobal('fetch', fetch);
    renderDoc(<PageTools />, { path: '/guide/a' });
    await act(async () => void fireEvent.click(copyButton()));
    act(() => void vi.advanceTimersByTime(500));
    await act(async () => void fireEvent.click(copyButton()));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('builds Markdown URLs from the route: index pages, plain pages, base and site URL', () => {
    expect(markdownUrl('/guide/start/', '/')).toBe('/guide/start/index.md');
    expect(markdownUrl('/zh/guide/a', '/docs/')).toBe('/docs/zh/guide/a.md');
    expect(markdownUrl('/guide/a', '/', 'https://rstest.rs')).toBe('https://rstest.rs/guide/a.md');
    // a page named with a space: the URL copied or sent to a chat service works as printed
    expect(markdownUrl('/my page', '/', 'https://rstest.rs')).toBe('https://rstest.rs/my%20page.md');
  });

  it('opens ChatGPT and Claude with the question about the absolute .md URL', () => {
    const [chatgpt, claude] = chatLinks('https://rstest.rs/guide/a.md');
    const q = 'Read https://rstest.rs/guide/a.md, I want to ask questions about it.';
    expect(chatgpt.href).toBe(`https://chatgpt.com/?hints=search&q=${new URLSearchParams({ q }).toString().slice(2)}`);
    expect(new URL(chatgpt.href).searchParams.get('q')).toBe(q);
    expect(new URL(chatgpt.href).searchParams.get('hints')).toBe('search');
    expect(claude.href.startsWith('https://claude.ai/new?q=Read+https%3A%2F%2Frstest.rs%2Fguide%2Fa.md%2C+I+want')).toBe(true);
  });

  it('has an Open menu with the copy-link item and the two chat links in new tabs', () => {
    renderDoc(<PageTools />, { path: '/guide/a' });
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const chatgpt = screen.getByRole('link', { name: /Open in ChatGPT/ });
    expect(chatgpt.getAttribute('target')).toBe('_blank');
    expect(chatgpt.getAttribute('rel')).toBe('noopener noreferrer');
    expect(new URL(chatgpt.getAttribute('href')!).searchParams.get('q')).toBe(
      'Read https://example.test/guide/a.md, I want to ask questions about it.',
    );
    expect(screen.getByRole('link', { name: /Open in Claude/ }).getAttribute('href')).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Markdown link' }));
    expect(writeText).toHaveBeenCalledWith('https://example.test/guide/a.md');
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the Open menu on an outside click and on Escape', () => {
    renderDoc(<PageTools />);
    const open = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(open);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('link', { name: /ChatGPT/ })).toBeNull();
    fireEvent.click(open);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: /ChatGPT/ })).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('speaks Chinese on a Chinese page', () => {
    renderDoc(<PageTools />, { path: '/zh/guide/a' });
    expect(screen.getByRole('button', { name: '复制 Markdown' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(screen.getByRole('link', { name: /在 ChatGPT 中打开/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制 Markdown 链接' })).toBeTruthy();
  });
});
