// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '../../../../src/client/search/SearchButton';
import { servedIndex } from './served-index';
import { renderWithPage, withPage } from '../theme/page-harness';
import { EN_RECORDS } from './search-fixture';

let INDEX_URL = '';
let fetchMock: ReturnType<typeof vi.fn>;
let run = 0;

beforeEach(() => {
  // the loaded index is kept per URL for the session: a new URL per test starts from nothing
  const served = servedIndex(EN_RECORDS, 'en', `/run-${++run}`);
  INDEX_URL = served.url;
  const meta = document.createElement('meta');
  meta.name = 'rp-search-index';
  meta.content = `en=${INDEX_URL} zh=/search/zh.9876543210.json`;
  document.head.append(meta);
  fetchMock = served.fetchFn;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.head.querySelector('meta[name="rp-search-index"]')?.remove();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', { name: /^Search/ });
const dialog = () => screen.findByRole('dialog');
const input = async () => within(await dialog()).getByRole('combobox') as HTMLInputElement;
const press = (init: KeyboardEventInit, target: Element = document.body) => fireEvent.keyDown(target, init);

describe('client/search/SearchButton', () => {
  it('renders the same on the server and before mount, then shows Ctrl K (or ⌘ K on Apple) with its aria shortcut', async () => {
    const html = renderToString(withPage(<SearchButton />));
    expect(html).toContain('Search');
    expect(html).not.toContain('Ctrl');
    expect(html).not.toContain('aria-keyshortcuts');

    renderWithPage(<SearchButton />);
    await waitFor(() => expect(button().textContent).toContain('CtrlK'));
    expect(button().getAttribute('aria-keyshortcuts')).toBe('Control+k');
    // label in name (WCAG 2.5.3): the accessible name is the visible text, the keys come from aria-keyshortcuts
    expect(button().hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('button', { name: 'Search' })).toBe(button());
  });

  it('shows ⌘ K on Apple platforms', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderWithPage(<SearchButton />);
    await waitFor(() => expect(button().textContent).toContain('⌘K'));
    expect(button().getAttribute('aria-keyshortcuts')).toBe('Meta+k');
  });

  it('uses the page language: 搜索', () => {
    renderWithPage(<SearchButton />, { path: '/zh/guide/a' });
    expect(screen.getByRole('button', { name: /^搜索/ })).toBeTruthy();
  });

  it('opens on click; Escape closes and gives focus back to the button', async () => {
    renderWithPage(<SearchButton />);
    fireEvent.click(button());
    const field = await input();
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('Ctrl+K and Cmd+K toggle the dialog', async () => {
    renderWithPage(<SearchButton />);
    press({ key: 'k', ctrlKey: true });
    await dialog();
    press({ key: 'k', ctrlKey: true }, await input());
    expect(screen.queryByRole('dialog')).toBeNull();
    press({ key: 'K', metaKey: true });
    await dialog();
  });

  it("'/' opens it, except while typing in an input, textarea, select or editable element", async () => {
    renderWithPage(
      <>
        <SearchButton />
        <input aria-label="field" />
        <textarea aria-label="area" />
        <select aria-label="choice">
          <option>a</option>
        </select>
        <div contentEditable suppressContentEditableWarning aria-label="editor">
          text
        </div>
      </>,
    );
    for (const name of ['field', 'area', 'choice', 'editor']) {
      const target = screen.getByLabelText(name);
      const event = press({ key: '/' }, target);
      expect(event, name).toBe(true); // not prevented: the '/' is typed
    }
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(press({ key: '/' })).toBe(false);
    const field = await input();
    expect(field.value).toBe('');
  });

  it('typing a character on the focused button opens the dialog with that character as the query', async () => {
    renderWithPage(<SearchButton />);
    button().focus();
    fireEvent.keyDown(button(), { key: 's' });
    const field = await input();
    expect(field.value).toBe('s');
  });

  it('fetches the index manifest only on hover, focus or open, never on first render, and only once', async () => {
    renderWithPage(<SearchButton />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.mouseEnter(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(INDEX_URL));
    fireEvent.focus(button());
    fireEvent.click(button());
    const field = await input();
    fireEvent.change(field, { target: { value: 'snapshot' } });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('option')[0].textContent).toMatch(/snapshot/i);
    expect(fetchMock.mock.calls.filter(([url]) => url === INDEX_URL)).toHaveLength(1);
  });

  it('renders nothing when search is off', () => {
    const { container } = renderWithPage(<SearchButton />, { config: { themeConfig: { search: false } } });
    expect(container.innerHTML).toBe('');
  });
});
