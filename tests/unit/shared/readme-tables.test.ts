// The README's config and front matter tables against the code that checks them, so neither drifts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONTMATTER_KEYS } from '../../../src/shared/frontmatter-schema';
import { DEFAULTS } from '../../../src/shared/config';
import type { Schema } from '../../../src/shared/config-schema';
import { SITE_SCHEMA } from '../../../src/shared/site-schema';

const README = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The rows (cells) of the first table after `heading`. */
function tableAfter(heading: string): string[][] {
  const start = README.indexOf(`\n${heading}\n`);
  expect(start, `README has no '${heading}'`).toBeGreaterThan(-1);
  const lines = README.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows;
}

/** The key names a first cell documents: '`a`, `b` (`string` or ...)' -> ['a', 'b']; 'locales[].nav' -> 'locales'. */
function keysOf(cell: string): string[] {
  const bare = cell.replace(/\([^)]*\)/g, '');
  return [...bare.matchAll(/`([A-Za-z][\w]*)(?:[.[][^`]*)?`/g)].map((m) => m[1]);
}

/** A default cell as a value: '`false`' -> false; an object literal is read as JavaScript ('{ a, b: 1 }': a is named, no default shown). */
function defaultOf(cell: string): unknown {
  const literal = /^`(.*)`$/.exec(cell)?.[1];
  if (literal === undefined) return undefined;
  const named = literal.replace(/([{,]\s*)([A-Za-z]\w*)(\s*)(?=[,}])/g, '$1$2: undefined$3');
  return new Function(`return (${named});`)();
}

const fieldsOf = (schema: Schema): Record<string, Schema> => (schema as { fields: Record<string, Schema> }).fields;

describe('README tables', () => {
  it('the front matter table documents exactly the keys the front matter check accepts', () => {
    const documented = tableAfter('### Front matter').flatMap(([key]) => keysOf(key));
    expect([...documented].sort()).toEqual([...FRONTMATTER_KEYS].sort());
  });

  it('the site config table documents exactly the top-level keys the config check accepts', () => {
    const rows = tableAfter('## Site config');
    const documented = new Set(rows.flatMap(([key]) => keysOf(key)));
    expect([...documented].sort()).toEqual(Object.keys(fieldsOf(SITE_SCHEMA)).sort());
  });

  it('every default the table shows is the default, and every key of an object row is named in that row', () => {
    const defaults = DEFAULTS as unknown as Record<string, unknown>;
    for (const [keyCell, defaultCell, meaning] of tableAfter('## Site config')) {
      for (const key of keysOf(keyCell).filter(() => !keyCell.includes('[].'))) {
        const schema = fieldsOf(SITE_SCHEMA)[key];
        const nested = schema.type === 'object' ? Object.keys(fieldsOf(schema)) : [];
        const shown = defaultOf(defaultCell);
        if (shown === undefined) continue;
        if (nested.length === 0) {
          expect(defaults[key], `README default of ${key}`).toEqual(shown);
          continue;
        }
        for (const [field, value] of Object.entries(shown as Record<string, unknown>)) {
          if (value !== undefined) expect((defaults[key] as Record<string, unknown>)[field], `README default of ${key}.${field}`).toEqual(value);
        }
        for (const field of nested) expect(`${defaultCell} ${meaning}`, `README row of ${key} names ${field}`).toContain(field);
      }
    }
  });
});
