// @vitest-environment jsdom
// (React mounts a tree in the browser to show the ids useId gives there)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { slug } from 'github-slugger';
import { createElement, Fragment, useId, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

/** A component with two ids of useId (an aria-labelledby and an aria-controls target), nested. */
function Labelled({ depth }: { depth: number }): ReactElement {
  const [label, panel] = [useId(), useId()];
  return createElement(
    'div',
    { id: label, 'aria-controls': panel },
    createElement('span', { id: panel }),
    depth > 0 ? createElement(Labelled, { depth: depth - 1 }) : null,
  );
}
const TREE = createElement(Fragment, null, ...Array.from({ length: 3 }, (_, i) => createElement(Labelled, { key: i, depth: 1 })));

/** The ids React's useId gives the theme's elements: in the server's HTML (and on hydration), and when mounted in the browser. */
function reactIds(): string[] {
  const server = renderToString(TREE);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(TREE));
  const browser = [...container.querySelectorAll('[id]')].map((element) => element.id);
  root.unmount();
  return [...[...server.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]), ...browser];
}

const REACT_IDS = reactIds();
/** Every id a page's content may not take as it is. */
const RESERVED = [...THEME_IDS, ...REACT_IDS];

describe('src/node/markdown/reserved-ids', () => {
  it('finds the ids of the theme: the app root, main, the page record and the rp- ones', () => {
    expect(THEME_IDS).toEqual(expect.arrayContaining(['__RP_PAGE__', 'main', 'root', 'rp-nav-end', 'rp-outline', 'rp-sidebar']));
  });

  it.each(THEME_IDS)('%s is reserved: content gets it only with the user-content- prefix', (id) => {
    expect(unreservedId(id)).toBe(`user-content-${id}`);
  });

  it("finds the ids React's useId gives, on the server and in the browser", () => {
    expect(REACT_IDS).toHaveLength(24);
    expect(new Set(REACT_IDS).size).toBe(24);
    // the browser's count goes on across the worker's files: its ids are looked for by their form
    expect(REACT_IDS).toEqual(expect.arrayContaining(['_R_1_', '_R_1H1_', expect.stringMatching(/^_r_[\da-v]+_$/)]));
  });

  it.each(REACT_IDS)("%s (React's useId) is reserved: content gets it only with the user-content- prefix", (id) => {
    expect(unreservedId(id)).toBe(`user-content-${id}`);
  });

  it('leaves the ids of content alone', () => {
    for (const id of ['install', 'rp', 'rpc-api', 'mainly', 'root-cause', 'Main', 'user-content-main', '_r_', 'r_1_', '_R_1', '_r_1_x'])
      expect(unreservedId(id)).toBe(id);
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
    const { tree, diagnostics, ids } = await compile(RESERVED.map(markup).join('\n\n'));
    const written = findElements(tree, tag).map((element) => element.properties.id);
    expect(written, way).toEqual(RESERVED.map((id) => `user-content-${id}`));
    for (const id of RESERVED) expect(ids).not.toContain(id);
    // each rename is said, naming the id
    for (const id of RESERVED)
      expect(
        diagnostics.some(
          (d) => d.severity === 'warning' && d.message.includes(`'${id}'`) && d.message.includes(`renamed to 'user-content-${id}'`),
        ),
        id,
      ).toBe(true);
  });

  // the text's id was not chosen by the author, so nothing is said; a link to the old id is a dead anchor
  it.each([
    ['Markdown', (text: string) => `## ${text.replace(/_/g, '\\_')}`],
    ['HTML', (text: string) => `<h2>${text}</h2>`],
  ])('a %s heading whose text gives a reserved id: it takes the prefix, and the outline points at it', async (_way, markup) => {
    // every reserved id a heading's text can give (a slug is lower-case), as text: 'rp outline' -> 'rp-outline'
    const texts = RESERVED.filter((id) => slug(id) === id).map((id) => id.replace(/-/g, ' '));
    expect(texts).toEqual(expect.arrayContaining(['main', 'root', 'rp outline', expect.stringMatching(/^_r_[\da-v]+_$/)]));
    const { tree, page, ids, diagnostics } = await compile(['# Page', ...[...texts, 'RP Outline'].map(markup)].join('\n\n'));
    const { toc } = page;
    const expected = [...texts.map((text) => `user-content-${slug(text)}`), 'user-content-rp-outline-1'];
    expect(findElements(tree, 'h2').map((h) => h.properties.id)).toEqual(expected);
    expect(toc.map((entry) => entry.id)).toEqual(expected);
    expect(ids).toEqual(expect.arrayContaining(expected));
    for (const id of RESERVED) expect(ids).not.toContain(id);
    expect(diagnostics).toEqual([]);
  });

  it('a duplicate heading takes the prefix when its numbered id is reserved, and only then', async () => {
    const { page } = await compile('## RP\n\n## RP\n\n## Main\n\n## Main');
    expect(page.toc.map((entry) => entry.id)).toEqual(['rp', 'user-content-rp-1', 'user-content-main', 'main-1']);
  });
});
