// @vitest-environment jsdom
// The dialog's chunk cannot be loaded (offline, blocked): the search error screen takes its place,
// with a retry that loads the dialog once the chunk is there; nothing reaches the page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '../../../../src/client/search/SearchButton';
import { renderWithPage } from '../theme/page-harness';

// once loaded, the dialog module stays for the session: the test that loads it comes last
let chunkAvailable = false;
vi.mock('../../../../src/client/search/SearchDialog', async (importOriginal) => {
  if (!chunkAvailable) throw new TypeError('Failed to fetch dynamically imported module: /assets/SearchDialog-x.js');
  return importOriginal();
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  chunkAvailable = false;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const openSearch = () => fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });

describe('client/search/SearchButton: the dialog chunk fails to load', () => {
  it('shows the search error screen in a modal, focused on its retry button; Escape closes it and focus goes back', async () => {
    renderWithPage(<SearchButton />);
    openSearch();
    const modal = await screen.findByRole('dialog', { name: 'Unable to fetch results' });
    expect(within(modal).getByRole('alert').textContent).toContain('You might want to check your network connection.');
    const retry = within(modal).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    // focus stays in the modal
    fireEvent.keyDown(retry, { key: 'Tab' });
    expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(retry);
    expect(warn).toHaveBeenCalledWith('[quire] the search dialog could not be loaded', expect.any(Error));

    fireEvent.keyDown(retry, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Search/ }));
  });

  it('speaks the page language: 无法获取结果, 重试', async () => {
    renderWithPage(<SearchButton />, { path: '/zh/guide/a' });
    openSearch();
    const modal = await screen.findByRole('dialog', { name: '无法获取结果' });
    expect(within(modal).getByRole('button', { name: '重试' })).toBeTruthy();
    expect(within(modal).getByRole('alert').textContent).toContain('你可能需要检查你的网络连接');
  });

  it('a retry that fails again leaves the same modal in place, its focus on the retry button', async () => {
    renderWithPage(<SearchButton />);
    openSearch();
    const modal = await screen.findByRole('dialog', { name: 'Unable to fetch results' });
    const retry = within(modal).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog', { name: 'Unable to fetch results' })).toBe(modal);
    expect(retry.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(retry);
  });

  it('loads the dialog on retry once the chunk can be downloaded', async () => {
    renderWithPage(<SearchButton />);
    openSearch();
    const modal = await screen.findByRole('dialog', { name: 'Unable to fetch results' });
    chunkAvailable = true;
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Try again' })));
    // the error screen stays until the dialog has come in its place
    const combobox = await screen.findByRole('combobox', {}, { timeout: 5000 });
    expect(screen.getByRole('dialog').contains(combobox)).toBe(true);
    expect(screen.queryByText('Unable to fetch results')).toBeNull();
  });
});
