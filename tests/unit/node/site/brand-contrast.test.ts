import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandContrastWarnings, contrastRatio, THEME_BACKGROUNDS } from '../../../../src/node/site/brand-contrast';
import { resolveConfig } from '../../../../src/shared/config';

const STYLES = readFileSync(join(import.meta.dirname, '../../../../src/client/theme/styles.css'), 'utf8');
const site = (brand: unknown) => resolveConfig({ title: 'Docs', siteUrl: 'https://docs.example.com', themeConfig: { brand } });

describe('node/site/brand-contrast', () => {
  it("checks against the theme's own backgrounds", () => {
    const block = (selector: string) => new RegExp(`^${selector} \\{([^}]*)\\}`, 'm').exec(STYLES)![1];
    for (const [theme, selector] of [
      ['light', ':root'],
      ['dark', 'html\\.dark'],
    ] as const) {
      for (const [name, value] of Object.entries(THEME_BACKGROUNDS[theme])) {
        expect(block(selector), `${name} (${theme})`).toContain(`${name}: ${value};`);
      }
    }
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#bf4000', '#f6f7f9')).toBeCloseTo(4.96, 2);
  });

  it("the theme's default brand keeps 4.5:1 in both themes", () => {
    expect(brandContrastWarnings(site({ light: '#bf4000', dark: '#ff8a4c' }))).toEqual([]);
  });

  it('names the config key, the ratio and each background a brand colour fails on', () => {
    expect(brandContrastWarnings(site({ light: '#3b82f6', dark: '#1d4ed8' }))).toEqual([
      "themeConfig.brand.light: '#3b82f6' has 3.68:1 on --rp-c-bg (#ffffff), 3.43:1 on --rp-c-bg-soft (#f6f7f9); links and buttons need 4.5:1 (WCAG AA)",
      "themeConfig.brand.dark: '#1d4ed8' has 2.67:1 on --rp-c-bg (#16171a), 2.40:1 on --rp-c-bg-soft (#202127); links and buttons need 4.5:1 (WCAG AA)",
    ]);
    expect(brandContrastWarnings(site({ dark: '#3b82f6' }))).toEqual([
      "themeConfig.brand.dark: '#3b82f6' has 4.36:1 on --rp-c-bg-soft (#202127); links and buttons need 4.5:1 (WCAG AA)",
    ]);
    expect(brandContrastWarnings(site(undefined))).toEqual([]);
  });
});
