// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePicker } from '../../../../../src/client/theme/nav/LanguagePicker';
import { renderWithPage, type PageOptions } from '../page-harness';

// routes of the fake site: /, /guide/, /guide/a, /zh/, /zh/guide/a
function links(options: PageOptions) {
  renderWithPage(<LanguagePicker />, options);
  const panel = document.querySelector('.rp-nav-language [data-menu-panel]') as HTMLElement;
  return within(panel).queryAllByRole('link', { hidden: true });
}

describe('client/theme/nav/LanguagePicker', () => {
  it('shows the current language and links the same page in the other one', () => {
    const [zh] = links({ path: '/guide/a' });
    expect(screen.getByRole('button', { name: 'Languages: English' }).textContent).toBe('English');
    expect(zh.textContent).toBe('简体中文');
    expect(zh.getAttribute('href')).toBe('/zh/guide/a');
    expect(zh.getAttribute('hreflang')).toBe('zh');
    expect(zh.getAttribute('lang')).toBe('zh');
    // the current language is text, not a link
    expect(screen.getByText('English', { selector: '[aria-current]' }).tagName).toBe('SPAN');
  });

  it('links back from Chinese to English', () => {
    const [en] = links({ path: '/zh/guide/a' });
    expect(screen.getByRole('button', { name: '语言: 简体中文' })).toBeTruthy();
    expect(en.getAttribute('href')).toBe('/guide/a');
    expect(en.getAttribute('hreflang')).toBe('en');
  });

  it("falls back to the other language's home when the page has no twin", () => {
    const [zh] = links({ path: '/guide/' });
    expect(zh.getAttribute('href')).toBe('/zh/');
  });

  it('goes to the home from the 404 page', () => {
    const [zh] = links({ path: '/guide/missing', pageType: '404' });
    expect(zh.getAttribute('href')).toBe('/zh/');
  });

  it('keeps the query string, once hydrated', async () => {
    const [zh] = links({ path: '/guide/a', search: '?sidebar=0' });
    await act(async () => {});
    expect(zh.getAttribute('href')).toBe('/zh/guide/a?sidebar=0');
  });

  it('is absent when the site has one locale', () => {
    renderWithPage(<LanguagePicker />, { config: { locales: [{ lang: 'en', label: 'English' }] } });
    expect(document.querySelector('.rp-nav-language')).toBeNull();
  });
});
