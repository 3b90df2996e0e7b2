// The theming guide (docs/en/guides/theming.md) against the theme's CSS: a property the theme reads
// that the guide does not list, or a colour default the guide gives wrong, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const CLIENT = join(ROOT, 'src/client');
const GUIDE = readFileSync(join(ROOT, 'docs/en/guides/theming.md'), 'utf8');

const PROPERTY_RE = /--rp-[a-z0-9-]+/g;
/** `--rp-name: #abcdef;` declarations with a plain hex colour */
const HEX_DECLARATION_RE = /(--rp-[a-z0-9-]+):\s*(#[0-9a-f]{3,8});/gi;

function cssFiles(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(CLIENT, file));
}

/** The guide's table rows (lines starting with `|`) whose first cell names `property`. */
function rowsOf(property: string): string[] {
  return GUIDE.split('\n').filter((line) => line.startsWith(`| \`${property}\` |`));
}

describe('docs/en/guides/theming.md', () => {
  it('lists every --rp-* custom property the theme CSS declares or reads', () => {
    const properties = new Set(cssFiles().flatMap((file) => readFileSync(file, 'utf8').match(PROPERTY_RE) ?? []));
    expect(properties.size).toBeGreaterThan(10);
    const unlisted = [...properties].filter((property) => rowsOf(property).length === 0).sort();
    expect(unlisted, 'properties of src/client/**/*.css without a row in the theming guide').toEqual([]);
  });

  it("gives each colour default of the theme's root properties as styles.css sets it", () => {
    const styles = readFileSync(join(CLIENT, 'theme/styles.css'), 'utf8');
    const declarations = [...styles.matchAll(HEX_DECLARATION_RE)];
    expect(declarations.length).toBeGreaterThan(5);
    const wrong = declarations
      .filter(([, property, value]) => !rowsOf(property).some((row) => row.toLowerCase().includes(value.toLowerCase())))
      .map(([, property, value]) => `${property} ${value}`);
    expect(wrong, 'colours of styles.css missing from their row in the theming guide').toEqual([]);
  });
});
