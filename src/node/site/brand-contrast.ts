/**
 * The configured brand colours against the theme's backgrounds. Brand text (links, active items)
 * sits on the page background and on the soft one (containers, inline code, the active sidebar
 * link), and buttons put the page background colour on the brand: each pair needs WCAG AA's 4.5:1.
 */
import type { SiteConfig } from '../../shared/types';

/** --rp-c-bg and --rp-c-bg-soft of each theme (src/client/theme/styles.css; a unit test keeps them equal). */
export const THEME_BACKGROUNDS = {
  light: { '--rp-c-bg': '#ffffff', '--rp-c-bg-soft': '#f6f7f9' },
  dark: { '--rp-c-bg': '#16171a', '--rp-c-bg-soft': '#202127' },
} as const;

export const MIN_CONTRAST = 4.5;

function channels(hex: string): number[] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
}

/** WCAG relative luminance of a '#rgb' or '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * One warning line per brand colour below 4.5:1 on a background of its theme, naming the config
 * key, the ratio and the background; none when the config sets no brand.
 */
export function brandContrastWarnings(site: Pick<SiteConfig, 'themeConfig'>): string[] {
  const brand = site.themeConfig.brand ?? {};
  const warnings: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    const color = brand[theme];
    if (!color) continue;
    const failing = Object.entries(THEME_BACKGROUNDS[theme])
      .map(([name, background]) => ({ name, background, ratio: contrastRatio(color, background) }))
      .filter(({ ratio }) => ratio < MIN_CONTRAST);
    if (failing.length === 0) continue;
    const where = failing.map(({ name, background, ratio }) => `${ratio.toFixed(2)}:1 on ${name} (${background})`).join(', ');
    warnings.push(`themeConfig.brand.${theme}: '${color}' has ${where}; links and buttons need ${MIN_CONTRAST}:1 (WCAG AA)`);
  }
  return warnings;
}
