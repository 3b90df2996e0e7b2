// The theme's CSS takes every brand colour from the --rp-c-brand properties, so a site rebrands
// through themeConfig.brand or its custom CSS without a fork.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const SRC = join(ROOT, 'src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every colour literal of the CSS, with its file, line and the declaration holding it. */
function colourLiterals(): { where: string; literal: string; rgb: number[]; declaration: string }[] {
  const found = [];
  for (const file of cssFiles(SRC)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, line] of lines.entries()) {
      for (const match of line.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/gi)) {
        const hex = match[1];
        const full = hex?.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
        const rgb = full ? [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) : [match[2], match[3], match[4]].map(Number);
        const declaration = line.slice(0, match.index).split(/[;{]/).pop()!.trim();
        found.push({ where: `${relative(ROOT, file)}:${index + 1}`, literal: match[0], rgb, declaration });
      }
    }
  }
  return found;
}

/** Hue in degrees of an RGB colour, and whether it is saturated enough to be a colour at all. */
function hueOf([r, g, b]: number[]): { hue: number; saturated: boolean } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 40) return { hue: 0, saturated: false };
  const d = max - min;
  const hue = max === r ? ((g - b) / d) * 60 : max === g ? ((b - r) / d) * 60 + 120 : ((r - g) / d) * 60 + 240;
  return { hue: (hue + 360) % 360, saturated: true };
}

const literals = colourLiterals();

describe('client/theme brand colours', () => {
  it('finds the CSS of the theme and its colours', () => {
    expect(literals.length).toBeGreaterThan(20);
  });

  it('no CSS file holds the old hard-coded brand values', () => {
    // #b83d00, #ffb27a, rgba(255, 140, 60, …) and rgba(255, 106, 26, …), however written
    const OLD = ['184,61,0', '255,178,122', '255,140,60', '255,106,26'];
    expect(literals.filter(({ rgb }) => OLD.includes(rgb.join(','))).map((l) => `${l.where} ${l.literal}`)).toEqual([]);
  });

  it('no orange (the brand family: hue 10° to 30°) outside the --rp-c-brand declarations of each theme', () => {
    const orange = literals.filter(({ rgb }) => {
      const { hue, saturated } = hueOf(rgb);
      return saturated && hue >= 10 && hue <= 30;
    });
    expect(orange.filter(({ declaration }) => !declaration.startsWith('--rp-c-brand:')).map((l) => `${l.where} ${l.literal}`)).toEqual([]);
    expect(orange.map((l) => `${l.where} ${l.declaration} ${l.literal}`)).toEqual([
      'src/client/theme/styles.css:7 --rp-c-brand: #bf4000',
      'src/client/theme/styles.css:27 --rp-c-brand: #ff8a4c',
    ]);
  });

  it('declares the five documented brand properties, the shades derived from --rp-c-brand', () => {
    const styles = readFileSync(join(SRC, 'client/theme/styles.css'), 'utf8');
    const root = /:root \{([^}]*)\}/.exec(styles)![1];
    for (const name of ['--rp-c-brand-dark', '--rp-c-brand-light', '--rp-c-brand-lighter', '--rp-c-brand-soft']) {
      expect(root, name).toMatch(new RegExp(`${name}: color-mix\\(in srgb, var\\(--rp-c-brand(-light)?\\) \\d+%, [^)]+\\);`));
    }
  });
});
