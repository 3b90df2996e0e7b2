import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreservedId } from '../../../../src/node/markdown/reserved-ids';
import { compile, findElements } from './helpers';

const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * The ids the site's own markup carries or its scripts look up, as written in its source: `id="…"`
 * in JSX and HTML templates, `getElementById('…')` and the id constants of src/shared/dom-ids.ts.
 */
function themeIds(): string[] {
  const files = ['src/client', 'src/node/page', 'src/shared']
    .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .concat(['client-entry.tsx', 'server-entry.tsx'])
    .filter((file) => /\.tsx?$/.test(file));
  const ids = new Set<string>();
  for (const file of files) {
    // comments show example ids of content (`<a id="setup">`)
    const code = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [, id] of code.matchAll(/\bid=["']([^"'{}$]+)["']/g)) ids.add(id);
    for (const [, id] of code.matchAll(/getElementById\(["']([^"']+)["']\)/g)) ids.add(id);
  }
  for (const [, id] of readFileSync(join(ROOT, 'src/shared/dom-ids.ts'), 'utf8').matchAll(/_ID = '([^']+)'/g)) ids.add(id);
  return [...ids].sort();
}

const THEME_IDS = themeIds();

describe('src/node/markdown/reserved-ids', () => {
  it('finds the ids of the theme: the app root, main, the page record and the rp- ones', () => {
    expect(THEME_IDS).toEqual(expect.arrayContaining(['__RP_PAGE__', 'main', 'root', 'rp-nav-end', 'rp-outline', 'rp-sidebar']));
  });

  it.each(THEME_IDS)('%s is reserved: content gets it only with the user-content- prefix', (id) => {
    expect(unreservedId(id)).toBe(`user-content-${id}`);
  });

  it('leaves the ids of content alone', () => {
    for (const id of ['install', 'rp', 'rpc-api', 'mainly', 'root-cause', 'Main', 'user-content-main']) expect(unreservedId(id)).toBe(id);
  });
});

describe('src/node/markdown/reserved-ids: every way a page sets an id', () => {
  const WAYS: [string, (id: string) => string, string][] = [
    ['an HTML element', (id) => `<div id="${id}">x</div>`, 'div'],
    ['an inline HTML element', (id) => `Text <span id="${id}">x</span>.`, 'span'],
    ['an old-style <a name> anchor', (id) => `<a name="${id}"></a>`, 'a'],
    ['an HTML heading', (id) => `<h2 id="${id}">Heading</h2>`, 'h2'],
    // underscores escaped, or `__x__` would be strong emphasis
    ['a {#id} heading', (id) => `## Heading {#${id.replace(/_/g, '\\_')}}`, 'h2'],
    ['a {#id} heading in HTML', (id) => `<h3>Heading {#${id}}</h3>`, 'h3'],
  ];

  it.each(WAYS)('%s', async (way, markup, tag) => {
    const { tree, diagnostics, ids } = await compile(THEME_IDS.map(markup).join('\n\n'));
    const written = findElements(tree, tag).map((element) => element.properties.id);
    expect(written, way).toEqual(THEME_IDS.map((id) => `user-content-${id}`));
    for (const id of THEME_IDS) expect(ids).not.toContain(id);
    // each rename is said, naming the id
    for (const id of THEME_IDS) expect(diagnostics.some((d) => d.severity === 'warning' && d.message.includes(`'${id}'`) && d.message.includes(`renamed to 'user-content-${id}'`)), id).toBe(true);
  });
});
