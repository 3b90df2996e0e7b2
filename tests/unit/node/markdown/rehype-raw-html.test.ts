import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements, html } from './helpers';

/** The tree without positions and blank text, adjacent texts as one, to compare two compiles of the same content. */
function shape(node: Root | RootContent): unknown {
  if (node.type === 'text') return node.value.trim() === '' ? undefined : node.value;
  if (node.type !== 'element' && node.type !== 'root') return node.type;
  const merged: RootContent[] = [];
  for (const child of node.children) {
    const last = merged.at(-1);
    if (child.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { ...last, value: last.value + child.value };
    else merged.push(child);
  }
  const children = merged.map(shape).filter((child) => child !== undefined);
  return node.type === 'root' ? children : [node.tagName, node.properties, children];
}

const EVERY_FEATURE = [
  '# Page {#top}',
  '',
  '## Setup :badge[new]{type="tip"}',
  '',
  ':::warning Careful',
  'Text with **bold**, `code` and a [link](./other.md#x).[^1]',
  ':::',
  '',
  '::::tabs{groupId="cfg"}',
  ':::tab One',
  '```ts title="a.ts" {1}',
  'const a = 1;',
  '```',
  ':::',
  '::::',
  '',
  '```pm',
  'npm add vitest -D',
  '```',
  '',
  '- [x] done',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '![Logo](https://example.com/logo.png)',
  '',
  '[^1]: A note.',
].join('\n');

describe('src/node/markdown/rehype-raw-html', () => {
  it('renders block and inline HTML: details around Markdown, kbd, sup, sub, br, aligned logos', async () => {
    const source = [
      '<p align="center"><img src="https://example.com/logo.png" width="120" height="40" align="left" alt="Logo"></p>',
      '',
      '<details open>',
      '<summary>More <kbd>Ctrl</kbd>+<kbd>C</kbd></summary>',
      '',
      'Some **Markdown** inside.',
      '',
      '</details>',
      '',
      'E = mc<sup>2</sup>, H<sub>2</sub>O<br>next <span lang="fr">bonjour</span>',
    ].join('\n');
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'img').properties).toMatchObject({
      src: 'https://example.com/logo.png',
      width: 120,
      height: 40,
      align: 'left',
      alt: 'Logo',
    });
    expect(findElement(tree, 'p').properties).toEqual({ align: 'center' });
    const details = findElement(tree, 'details');
    expect(details.properties).toEqual({ open: true });
    expect(html(findElement(details, 'summary'))).toBe('<summary>More <kbd>Ctrl</kbd>+<kbd>C</kbd></summary>');
    expect(html(details)).toContain('<p>Some <strong>Markdown</strong> inside.</p>');
    expect(html(tree)).toContain('E = mc<sup>2</sup>, H<sub>2</sub>O<br>next <span lang="fr">bonjour</span>');
  });

  it('keeps pictures, media with controls and table attributes', async () => {
    const source = [
      '<picture><source media="(prefers-color-scheme: dark)" srcset="https://example.com/dark.png"><img src="https://example.com/light.png" alt="x"></picture>',
      '',
      '<video src="https://example.com/demo.mp4" poster="https://example.com/poster.png" controls muted width="320"></video>',
      '',
      '<audio controls src="https://example.com/a.mp3"></audio>',
      '',
      '<table><tr><td colspan="2" align="right" valign="top">wide</td></tr></table>',
    ].join('\n');
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'source').properties).toEqual({
      media: '(prefers-color-scheme: dark)',
      srcSet: 'https://example.com/dark.png',
    });
    expect(findElement(tree, 'video').properties).toMatchObject({
      controls: true,
      muted: true,
      width: 320,
      poster: 'https://example.com/poster.png',
    });
    expect(findElement(tree, 'audio').properties).toMatchObject({ controls: true, src: 'https://example.com/a.mp3' });
    // React knows no `valign`: it becomes the CSS it stands for
    expect(findElement(tree, 'td').properties).toEqual({ colSpan: 2, align: 'right', style: 'vertical-align: top' });
  });

  it('leaves every element made from Markdown exactly as it is without HTML', async () => {
    const plain = await compile(EVERY_FEATURE);
    // an HTML anchor first makes the page go through the HTML parser, and changes nothing else
    const head = '<a id="start"></a>\n\n';
    const parsed = await compile(`${head}${EVERY_FEATURE}`);
    expect(parsed.diagnostics).toEqual(plain.diagnostics.map((d) => ({ ...d, line: d.line! + 2 })));
    const [anchor, ...rest] = shape(parsed.tree) as unknown[];
    expect(anchor).toEqual(['p', {}, [['a', { id: 'start' }, []]]]);
    expect(rest).toEqual(shape(plain.tree));
    expect(parsed.page.toc).toEqual(plain.page.toc.map((entry) => ({ ...entry, charIndex: entry.charIndex + head.length })));
    expect(findElement(parsed.tree, 'rp-code-block').properties).toMatchObject({ lang: 'ts', title: 'a.ts' });
  });

  it('keeps Markdown elements intact inside and around author HTML', async () => {
    const source = `<div align="center">\n\n${EVERY_FEATURE}\n\n</div>`;
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    const div = findElement(tree, 'div');
    expect(div.properties).toEqual({ align: 'center' });
    expect(findElement(div, 'rp-container').properties).toEqual({ type: 'warning', title: 'Careful' });
    expect(findElements(div, 'rp-tabs').map((tabs) => tabs.properties.groupId)).toEqual(['cfg', 'package-manager']);
    expect(findElement(div, 'rp-badge').properties).toEqual({ type: 'tip' });
    expect(findElement(div, 'rp-code-block').properties).toMatchObject({ lang: 'ts', title: 'a.ts' });
    expect(findElement(div, 'h1').properties.id).toBe('top');
    expect(findElement(div, 'input').properties).toMatchObject({ type: 'checkbox', checked: true, disabled: true });
    expect(findElements(div, 'a').map((a) => a.properties.href)).toContain('/guide/start/other#x');
  });

  it('drops comments silently', async () => {
    const { tree, diagnostics } = await compile('<!-- note -->\n\nText <!-- inline --> <kbd>here</kbd>.');
    expect(html(tree).trim()).toBe('<p>Text  <kbd>here</kbd>.</p>');
    expect(diagnostics).toEqual([]);
  });

  it('closes what the author left open the way a browser does, and goes on', async () => {
    const { tree, diagnostics } = await compile('<div>\n\n## Inside\n\nText.');
    expect(diagnostics).toEqual([]);
    expect(html(findElement(tree, 'div'))).toContain('<h2 id="inside">Inside</h2>');
  });
});

describe('src/node/markdown/rehype-raw-html: HTML joins the pipeline', () => {
  it('an HTML heading gets an id and a place in the outline; the first h1 titles the page', async () => {
    const source = '<h1 align="center">Zod</h1>\n\n<h2>Install <code>zod</code></h2>\n\n<h2 id="use">Usage</h2>\n\n# Read the docs';
    const { page, tree, ids } = await compile(source);
    expect(page.title).toBe('Zod');
    expect(findElement(tree, 'h1').properties).toEqual({ align: 'center', id: 'zod' });
    expect(page.toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: 'Install zod', id: 'install-zod', depth: 2 },
      { text: 'Usage', id: 'use', depth: 2 },
    ]);
    expect(ids).toEqual(expect.arrayContaining(['zod', 'install-zod', 'use', 'read-the-docs']));
  });

  it('a heading made of a logo is titled and named by its alt text', async () => {
    const { page, tree } = await compile('<h1 align="center">\n<img alt="tsx" src="https://example.com/logo.svg">\n<br>\n</h1>\n\nText.');
    expect(page.title).toBe('tsx');
    expect(findElement(tree, 'h1').properties.id).toBe('tsx');
  });

  it('the line breaks and indents of an HTML heading are not part of its id', async () => {
    const { page } = await compile('<h2>\n  <img src="https://example.com/logo.svg" alt="">\n  Getting   started\n</h2>');
    expect(page.toc.map(({ text, id }) => ({ text, id }))).toEqual([{ text: 'Getting started', id: 'getting-started' }]);
  });

  it('<a href> follows the rules of Markdown links: clean URLs, the language prefix, the link check, new tabs', async () => {
    const source =
      '<a href="../basic/cli.md#watch">CLI</a> <a href="/config/index.html">Config</a> <a href="https://example.com" target="_blank" rel="nofollow">out</a> <a href="#top">top</a>';
    const { tree, links } = await compile(source, { lang: 'zh' });
    const hrefs = findElements(tree, 'a').map((a) => a.properties);
    expect(hrefs).toEqual([
      { href: '/zh/guide/basic/cli#watch' },
      { href: '/zh/config/' },
      { href: 'https://example.com', target: '_blank', rel: ['nofollow', 'noopener', 'noreferrer'] },
      { href: '#top' },
    ]);
    const column = (text: string) => source.indexOf(text) + 1;
    expect(links.map(({ target, hash, line, column }) => ({ target, hash, line, column }))).toEqual([
      { target: '/zh/guide/basic/cli', hash: 'watch', line: 1, column: 1 },
      { target: '/zh/config/', hash: '', line: 1, column: column('<a href="/config') },
      { target: '/zh/guide/start/quick-start', hash: 'top', line: 1, column: column('<a href="#top') },
    ]);
  });

  it('an old-style <a name> anchor becomes an id that links can reach; the heading under it takes another', async () => {
    const { tree, ids, page } = await compile('<a name="install"></a>\n\n## Install');
    expect(findElement(tree, 'a').properties).toEqual({ id: 'install' });
    expect(ids).toEqual(['install', 'install-1']);
    expect(page.toc.map(({ id }) => id)).toEqual(['install-1']);
  });

  it('a relative <img src> is resolved like a Markdown image and sized from its file', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rp-raw-html-'));
    mkdirSync(path.join(root, 'img'));
    const imageFile = path.join(root, 'img', 'wide.svg');
    writeFileSync(imageFile, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 160"></svg>');
    const { tree, images } = await compile('<p align="center"><img src="./img/wide.svg" alt="Wide"></p>', {
      filePath: path.join(root, 'page.md'),
    });
    expect(findElement(tree, 'img').properties).toMatchObject({ src: imageFile, width: 720, height: 160, loading: 'lazy' });
    expect(images).toEqual([{ src: imageFile }]);
  });

  it('the page description is the first paragraph with text, also in a centred block of HTML', async () => {
    const { page } = await compile('<p align="center">A <b>fast</b> validator.</p>\n\nMore.');
    expect(page.description).toBe('A fast validator.');
    const readme = await compile(
      '<p align="center"><img src="https://example.com/logo.svg" alt="Logo"></p>\n\n<div align="center">\n\n[![npm](https://example.com/npm.svg)](https://npmjs.com)\n\n<p>Simple and complete\ntesting.</p>\n</div>',
    );
    expect(readme.page.description).toBe('Simple and complete testing.');
  });
});

describe('src/node/markdown/rehype-raw-html: positions', () => {
  it('the HTML heading of the outline points at its place in the file', async () => {
    const source = '# T\n\nIntro.\n\n<h2>Later</h2>';
    const { page } = await compile(source);
    expect(page.toc).toEqual([{ text: 'Later', id: 'later', depth: 2, charIndex: source.indexOf('<h2>') }]);
  });

  it('keeps the elements of the tree plain objects (no parser state leaks into the page module)', async () => {
    const { tree } = await compile('<details><summary>S</summary>x</details>');
    const details = findElement(tree, 'details') as Element & { data?: unknown };
    expect(details.data).toBeUndefined();
    expect(JSON.parse(JSON.stringify(details.properties))).toEqual(details.properties);
  });
});
