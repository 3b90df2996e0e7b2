import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/shared/config';
import { DEFAULTS, SITE_CONFIG_SCHEMA } from '../../../src/shared/config-schema';
import { FRONTMATTER_SCHEMA } from '../../../src/shared/frontmatter-schema';
import { keysOf } from '../../../src/shared/schema-kit';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

interface Row {
  /** the keys the first column names, e.g. ['locales[].nav'] or ['navbar', 'sidebar'] */
  keys: string[];
  cells: string[];
  text: string;
}

/** The rows of the first table after `heading`. */
function tableAfter(heading: string): Row[] {
  return tablesAfter(heading, 1);
}

/** The rows of the first `count` tables after `heading` (header and separator lines left out). */
function tablesAfter(heading: string, count: number): Row[] {
  const start = README.indexOf(`\n${heading}\n`);
  expect(start, `README has a '${heading}' section`).toBeGreaterThan(-1);
  const rows: Row[] = [];
  let tables = 0;
  let inTable = false;
  let row = 0;
  for (const line of README.slice(start).split('\n')) {
    if (!line.startsWith('|')) {
      if (inTable && ++tables === count) break;
      inTable = false;
      continue;
    }
    row = inTable ? row + 1 : 0;
    inTable = true;
    if (row < 2) continue;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    // a parenthesis in the key column describes the key's type, it names no key
    const keys = [...cells[0].replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    rows.push({ keys, cells, text: line });
  }
  return rows;
}

const topKey = (key: string) => key.split(/[.[]/)[0];

/** Each top-level key of `schema` against the rows naming it: documented, and every nested key too. */
function expectTableMatches(rows: Row[], schema: object) {
  const schemaKeys = keysOf(schema);
  const documented = new Set(rows.flatMap((row) => row.keys.map(topKey)));
  expect(
    [...documented].filter((key) => !schemaKeys.has(key)),
    'documented keys the schema does not have',
  ).toEqual([]);
  expect(
    [...schemaKeys.keys()].filter((key) => !documented.has(key)),
    'schema keys the README does not document',
  ).toEqual([]);
  const undocumentedNested = [...schemaKeys].flatMap(([key, nested]) => {
    const text = rows
      .filter((row) => row.keys.some((k) => topKey(k) === key))
      .map((row) => row.text)
      .join('\n');
    return [...nested].filter((name) => !new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${key}: ${name}`);
  });
  expect(undocumentedNested, 'nested keys missing from their rows').toEqual([]);
}

/** A default as the table writes it; a bare key in an object (`{ a: 1, footer }`) has no default. */
function readDefault(text: string): unknown {
  const js = text.replace(/`/g, '').replace(/([{,]\s*)([A-Za-z]\w*)(?=\s*[,}])/g, '$1$2: NO_DEFAULT');
  return new Function('NO_DEFAULT', `return (${js});`)(NO_DEFAULT);
}
const NO_DEFAULT = Symbol('no default');

describe('README tables and the schemas', () => {
  it('the site config table documents every key of the schema and nothing else', () => {
    expectTableMatches(tableAfter('## Site config'), SITE_CONFIG_SCHEMA);
  });

  it('the defaults the site config table lists are the schema defaults', () => {
    const defaults: Record<string, unknown> = DEFAULTS;
    const resolved = resolveConfig({ title: 'Docs', siteUrl: 'https://docs.example.com' });
    let compared = 0;
    for (const row of tableAfter('## Site config')) {
      const text = row.cells[1];
      if (text === '' || text === 'required') continue;
      const documented = readDefault(text);
      for (const key of row.keys) {
        // a key under locales[] defaults per locale entry: read it off a resolved minimal config
        const [top, field] = key.split('[].');
        const actual = field === undefined ? defaults[key] : (resolved[top as 'locales'][0] as Record<string, unknown>)[field];
        if (field !== undefined) {
          expect(actual, key).toEqual(documented);
        } else if (documented !== null && typeof documented === 'object' && !Array.isArray(documented)) {
          for (const [name, value] of Object.entries(documented)) {
            const present = (actual as Record<string, unknown>)[name];
            if (value === NO_DEFAULT) expect(present, `${key}.${name} has no default`).toBeUndefined();
            else expect(present, `${key}.${name}`).toEqual(value);
          }
        } else {
          expect(actual, key).toEqual(documented);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("the front matter tables (its own keys, then other generators' keys) document every key of the schema and nothing else", () => {
    expectTableMatches(tablesAfter('### Front matter', 2), FRONTMATTER_SCHEMA);
  });
});
