// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { themeScript } from '../../../../../src/node/page/inline-scripts';
import { resolveConfig } from '../../../../../src/shared/config';
import { THEME_STORAGE_KEY, applyTheme, readPreference, resolveTheme } from '../../../../../src/client/theme/appearance/theme-store';
import { DARK_QUERY, mockMatchMedia } from '../page-harness';

const html = document.documentElement;
const site = resolveConfig({ title: 'Site', siteUrl: 'https://example.test' });

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  html.className = '';
});

describe('client/theme/appearance/theme-store', () => {
  it('uses the storage key of the inline theme script: the default prefix for a site that sets none', () => {
    expect(THEME_STORAGE_KEY).toBe('rp-theme-appearance');
    expect(themeScript(site)).toContain(JSON.stringify(THEME_STORAGE_KEY));
  });

  it('shows what the inline script showed before first paint, for every stored value and system scheme', () => {
    for (const stored of ['light', 'dark', 'auto', 'bogus', null]) {
      for (const systemDark of [false, true]) {
        mockMatchMedia({ [DARK_QUERY]: systemDark });
        localStorage.clear();
        if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
        html.className = '';
        new Function(themeScript(site)!)();
        const byScript = html.classList.contains('dark');
        const theme = resolveTheme(readPreference());
        applyTheme(theme === 'dark' ? 'light' : 'dark');
        applyTheme(theme);
        expect({ stored, systemDark, dark: html.classList.contains('dark') }).toEqual({ stored, systemDark, dark: byScript });
      }
    }
  });

  it('reads an unknown stored value as auto', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readPreference()).toBe('auto');
  });
});
