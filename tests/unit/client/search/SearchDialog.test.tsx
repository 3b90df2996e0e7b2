// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog, type SearchDialogProps } from '../../../../src/client/search/SearchDialog';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../../../src/client/search/markers';
import type { SearchHit, SearchProvider } from '../../../../src/client/search/providers/types';
import { UnreadableIndexError } from '../../../../src/client/search/providers/local-provider';
import { FAVORITE_KEY_PREFIX, RECENT_KEY_PREFIX } from '../../../../src/client/search/search-history';
import { siteWith } from '../theme/page-harness';

const site = siteWith({
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' }] },
});

function hit(n: number, overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    objectID: `id${n}`,
    url: n % 2 ? '/guide/a#section' : '/guide/',
    type: 'lvl2',
    hierarchy: { lvl0: 'Guide', lvl1: `Page ${n}`, lvl2: `Section ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    ...overrides,
  };
}

function providerOf(search: SearchProvider['search']): { provider: () => Promise<SearchProvider>; selected: SearchHit[] } {
  const selected: SearchHit[] = [];
  const instance: SearchProvider = { search, prepare: async () => undefined, hitSelected: (h) => selected.push(h) };
  return { provider: () => Promise.resolve(instance), selected };
}

const answering = (hits: SearchHit[]) => providerOf(async () => ({ hits }));

function open(props: Partial<SearchDialogProps> = {}) {
  const onClose = vi.fn();
  const navigate = vi.fn();
  const utils = render(
    <SearchDialog
      site={site}
      lang="en"
      locale={site.locales.find((locale) => locale.lang === (props.lang ?? 'en'))}
      initialQuery=""
      onClose={onClose}
      navigate={navigate}
      provider={answering([]).provider}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox') as HTMLInputElement;
  return { ...utils, onClose, navigate, input };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const options = () => screen.queryAllByRole('option');
const key = (target: Element, name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key: name, ...init });

function storeRecents(index: string, count: number) {
  localStorage.setItem(RECENT_KEY_PREFIX + index, JSON.stringify(Array.from({ length: count }, (_, i) => hit(i + 1))));
}

describe('client/search/SearchDialog', () => {
  it('is a labelled modal dialog whose combobox input has focus', () => {
    const { input } = open();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Search');
    expect(document.activeElement).toBe(input);
    expect(input.maxLength).toBe(512);
  });

  it('closes on Escape and on a press on the backdrop, not on a press inside the modal', () => {
    const { onClose, input } = open();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(document.querySelector('.rp-search-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    key(input, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('traps focus: Tab from the last control goes to the first, Shift+Tab from the first to the last, focus outside comes back', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { input } = open({ initialQuery: 'x' });
    const dialog = screen.getByRole('dialog');
    const last = screen.getByText('Cancel');
    last.focus();
    key(last, 'Tab');
    expect(document.activeElement).toBe(input);
    key(input, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
    outside.focus();
    expect(document.activeElement).toBe(input);
    expect(dialog.contains(document.activeElement)).toBe(true);
    outside.remove();
  });

  it('locks the page scroll while open and restores it on close', () => {
    document.documentElement.style.overflow = 'auto';
    const { unmount } = open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('caps the query at 512 characters, prefilled or typed', () => {
    const { input } = open({ initialQuery: 'a'.repeat(600) });
    expect(input.value).toHaveLength(512);
    type(input, 'b'.repeat(700));
    expect(input.value).toBe('b'.repeat(512));
  });

  it('shows hits grouped by section with highlights, moves with the arrow keys and selects with Enter', async () => {
    const hits = [
      hit(1, { hierarchy: { ...hit(1).hierarchy, lvl2: `${HIGHLIGHT_PRE}Snapshot${HIGHLIGHT_POST} files` } }),
      hit(2, { hierarchy: { ...hit(2).hierarchy, lvl0: 'Config' } }),
      hit(3),
    ];
    const { provider, selected } = answering(hits);
    const { input, navigate, onClose } = open({ provider });
    type(input, 'snapshot');
    await waitFor(() => expect(options()).toHaveLength(3));
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('.rp-search-group-title')!.textContent)).toEqual(['Guide', 'Config']);
    expect(groups[0].querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(options()[0].querySelector('mark')!.textContent).toBe('Snapshot');

    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2].id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    key(input, 'ArrowUp');
    const chosen = options()[2];
    expect(input.getAttribute('aria-activedescendant')).toBe(chosen.id);
    key(input, 'Enter');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/guide/'));
    expect(selected.map((h) => h.objectID)).toEqual(['id2']);
    expect(JSON.parse(localStorage.getItem(`${RECENT_KEY_PREFIX}local-en`)!).map((h: SearchHit) => h.objectID)).toEqual(['id2']);
  });

  it('navigates client-side on a plain click, and leaves a modified click to the browser', async () => {
    const { provider } = answering([hit(1)]);
    const { input, navigate, onClose } = open({ provider });
    type(input, 'page');
    await waitFor(() => expect(options()).toHaveLength(1));
    const link = options()[0];
    expect(link.getAttribute('href')).toBe('/guide/a#section');
    fireEvent.click(link, { ctrlKey: true });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/guide/a#section'));
  });

  it('renders a hit holding markup as text: one <mark>, no element from the hit', async () => {
    const evil = hit(1, {
      type: 'content',
      content: '<img src=x onerror=alert(1)> snapshot',
      marked: { hierarchy: {}, content: `<img src=x onerror=alert(1)> ${HIGHLIGHT_PRE}snapshot${HIGHLIGHT_POST}` },
    });
    const { input } = open({ provider: answering([evil]).provider });
    type(input, 'snapshot');
    await waitFor(() => expect(options()).toHaveLength(1));
    const option = options()[0];
    expect(option.querySelectorAll('mark')).toHaveLength(1);
    expect(document.querySelector('.rp-search-modal img')).toBeNull();
    expect(option.querySelector('.rp-search-hit-title')!.textContent).toBe('<img src=x onerror=alert(1)> snapshot');
  });

  describe('start screen', () => {
    it("says 'No recent searches' without history (en and zh)", () => {
      open();
      expect(screen.getByText('No recent searches')).toBeTruthy();
    });

    it('says 没有搜索历史 in Chinese', () => {
      open({ lang: 'zh' });
      expect(screen.getByText('没有搜索历史')).toBeTruthy();
      expect(screen.getByText('选择')).toBeTruthy();
      expect(screen.getByText('切换')).toBeTruthy();
      expect(screen.getByText('关闭')).toBeTruthy();
    });

    it('lists recents (7 at most) from storage; × removes one, ★ moves it to the favorites (then 4 recents)', () => {
      storeRecents('local-en', 9);
      open();
      expect(screen.getByText('Recent')).toBeTruthy();
      expect(options()).toHaveLength(7);
      fireEvent.click(screen.getAllByTitle('Remove this search from history')[0]);
      expect(options()).toHaveLength(6);
      fireEvent.click(screen.getAllByTitle('Save this search')[0]);
      const favorites = screen.getByText('Favorite').closest('[role="group"]')!;
      expect(favorites.querySelectorAll('[role="option"]')).toHaveLength(1);
      const recents = screen.getByText('Recent').closest('[role="group"]')!;
      expect(recents.querySelectorAll('[role="option"]')).toHaveLength(4);
      expect(JSON.parse(localStorage.getItem(`${FAVORITE_KEY_PREFIX}local-en`)!)).toHaveLength(1);
      fireEvent.click(screen.getByTitle('Remove this search from favorites'));
      expect(screen.queryByText('Favorite')).toBeNull();
    });

    it('shows at most 10 favorites', () => {
      localStorage.setItem(FAVORITE_KEY_PREFIX + 'local-en', JSON.stringify(Array.from({ length: 12 }, (_, i) => hit(i + 1))));
      open();
      expect(screen.getByText('Favorite').closest('[role="group"]')!.querySelectorAll('[role="option"]')).toHaveLength(10);
    });
  });

  describe('no results', () => {
    it('names the query, suggests up to 3 sections seen in earlier answers, and links a GitHub issue', async () => {
      const sections = ['Guide', 'Config', 'API', 'Blog'].map((lvl0, i) =>
        hit(i + 1, { objectID: lvl0, hierarchy: { ...hit(1).hierarchy, lvl0 } }),
      );
      const { provider } = providerOf(async (query) => ({ hits: query === 'some' ? sections : [] }));
      const { input } = open({ provider });
      type(input, 'some');
      await waitFor(() => expect(options()).toHaveLength(4));
      type(input, 'xyzzy');
      await screen.findByText('xyzzy');
      expect(screen.getByText(/No results for/).textContent).toBe('No results for "xyzzy"');
      expect(screen.getByText('Try searching for:')).toBeTruthy();
      const suggestions = screen.getAllByRole('button').filter((b) => b.closest('.rp-search-suggestions'));
      expect(suggestions.map((b) => b.textContent)).toEqual(['Guide', 'Config', 'API']);
      const report = screen.getByText('Let us know.') as HTMLAnchorElement;
      expect(screen.getByText(/Believe this query should return results\?/)).toBeTruthy();
      expect(report.href).toMatch(/^https:\/\/github\.com\/web-infra-dev\/rstest\/issues\/new\?title=.*xyzzy/);
      expect(report.target).toBe('_blank');
      fireEvent.click(suggestions[1]);
      expect(input.value).toBe('config ');
      expect(document.activeElement).toBe(input);
    });

    it('suggests the nav items before any answer, in Chinese too', async () => {
      const { input } = open({ lang: 'zh' });
      type(input, 'xyzzy');
      await screen.findByText('xyzzy');
      expect(screen.getByText(/无法找到相关结果/).textContent).toBe('无法找到相关结果“xyzzy”');
      expect(screen.getByText('你可以尝试查询：')).toBeTruthy();
      expect(screen.getByRole('button', { name: '指南' })).toBeTruthy();
      expect(screen.getByText('点击反馈')).toBeTruthy();
    });
  });

  describe('status', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows the loader only once a search has taken 300 ms', async () => {
      const pending = providerOf(() => new Promise(() => {}));
      const { input } = open({ provider: pending.provider });
      type(input, 'slow');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(299);
      });
      expect(document.querySelector('.rp-search-stalled')).toBeNull();
      expect(screen.queryByText('Searching…')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(document.querySelector('.rp-search-stalled')).not.toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Searching…');
    });

    const settle = () =>
      act(async () => {
        await vi.runAllTimersAsync();
      });
    /** The dialog in a language, with a query typed and its answer (or failure) on screen. */
    async function searched(provider: () => Promise<SearchProvider>, lang: 'en' | 'zh', query = 'x') {
      const dialog = open({ provider, lang });
      type(dialog.input, query);
      await settle();
      return dialog;
    }

    it('shows the error screen when the provider gives up (en and zh)', async () => {
      const failing = providerOf(async () => {
        throw new Error('Unreachable hosts');
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const en = await searched(failing.provider, 'en');
      expect(screen.getByText('Unable to fetch results')).toBeTruthy();
      expect(screen.getByText('You might want to check your network connection.')).toBeTruthy();
      en.unmount();
      await searched(failing.provider, 'zh');
      expect(screen.getByText('无法获取结果')).toBeTruthy();
      expect(screen.getByText('你可能需要检查你的网络连接')).toBeTruthy();
      warn.mockRestore();
    });

    it('says the search index cannot be read when it arrived damaged, not to check the network (en and zh)', async () => {
      const damaged = providerOf(async () => {
        throw new UnreadableIndexError('search index /search/en.x.json cannot be read: Unexpected token');
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const en = await searched(damaged.provider, 'en');
      expect(screen.getByRole('alert').textContent).toContain('The search index could not be read');
      expect(screen.getByRole('alert').textContent).toContain('The search data of this site is damaged or incomplete.');
      expect(screen.queryByText(/network/)).toBeNull();
      en.unmount();
      await searched(damaged.provider, 'zh');
      expect(screen.getByText('无法读取搜索索引')).toBeTruthy();
      expect(screen.queryByText('你可能需要检查你的网络连接')).toBeNull();
      warn.mockRestore();
    });

    it('searches the same query again from the error screen', async () => {
      let healthy = false;
      const flaky = providerOf(async () => {
        if (!healthy) throw new Error('offline');
        return { hits: [hit(1)] };
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { input } = await searched(flaky.provider, 'en', 'section');
      healthy = true;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
      expect(options()).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(input.value).toBe('section');
      warn.mockRestore();
    });
  });
});
