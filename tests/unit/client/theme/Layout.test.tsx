// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../../../src/client/theme/Layout';
import { renderWithPage } from './page-harness';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

describe('client/theme/Layout', () => {
  it('starts with a skip link that moves focus to the main content', () => {
    renderWithPage(<Layout />);
    const first = document.querySelector<HTMLElement>(FOCUSABLE)!;
    expect(first.textContent).toBe('Skip to content');
    expect(first.getAttribute('href')).toBe('#main');
    fireEvent.click(first);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('has the skip link in the page language', () => {
    renderWithPage(<Layout />, { path: '/zh/guide/a' });
    expect(screen.getByRole('link', { name: '跳到正文' })).toBeTruthy();
  });

  it('has banner, labelled navigation, main and contentinfo landmarks, the footer outside main', () => {
    renderWithPage(<Layout />, { config: { themeConfig: { footer: { message: 'MIT licensed', copyright: '© 2024-present' } } } });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // the site footer; the doc footer inside main is not a contentinfo landmark in browsers
    const footer = document.querySelector<HTMLElement>('body footer.rp-footer')!;
    expect(footer.textContent).toBe('MIT licensed© 2024-present');
    expect(screen.getByRole('main').contains(footer)).toBe(false);
  });

  it('has no footer when the config gives it nothing to say', () => {
    renderWithPage(<Layout />);
    expect(document.querySelector('.rp-footer')).toBeNull();
  });

  it('renders blank and custom pages without chrome', () => {
    for (const pageType of ['blank', 'custom'] as const) {
      const view = renderWithPage(<Layout />, { pageType, config: { themeConfig: { footer: { copyright: '©' } } } });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(document.querySelector('.rp-footer')).toBeNull();
      expect(screen.queryByText('Skip to content')).toBeNull();
      expect(screen.getByRole('main').textContent).toBe('Page');
      view.unmount();
    }
  });
});
