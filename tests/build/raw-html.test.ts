import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, escapeRegExp, fixtureFile, headOf, pageRecordOf, readOut, removeOut } from './helpers';
import { indexedText } from '../support/search-index-files';

let run: BuildRun;
let page = '';
let content = '';
beforeAll(async () => {
  run = await buildFixture('raw-html');
  page = readOut(run.outDir, 'readme.html');
  content = page.slice(page.indexOf('data-rp-content'), page.indexOf('<footer'));
});
afterAll(() => removeOut(run?.outDir));

const FILE = fixtureFile('raw-html', 'en/readme.md');

describe('build: a page of raw HTML (README style)', () => {
  it('builds, and reports every removal and the dead HTML link with file:line, as warnings', () => {
    expect(run.ok, run.output).toBe(true);
    const warning = (where: string, text: string) =>
      expect.stringMatching(new RegExp(`^${escapeRegExp(`${FILE}:${where} warning ${text}`)}`));
    expect(run.lines).toEqual([
      warning('16:130', "dead-link dead link to /missing (written './missing.md')"),
      warning('22:1', 'raw-html <script> removed with its content: never allowed in content'),
      warning('23:1', 'raw-html onerror removed from <img>'),
      warning('24:1', `raw-html href="javascript:alert('link')" removed from <a>: the URL scheme 'javascript:' is not allowed`),
      warning('25:1', 'raw-html <iframe> removed: host evil.example is not in markdown.html.iframeHosts'),
    ]);
  });

  it('renders the HTML: centred paragraph, kbd, sub, sup, details around Markdown, the allowed iframe', () => {
    expect(content).toContain(
      '<p align="center">A page written the way READMEs are: <kbd>Ctrl</kbd>+<kbd>K</kbd>, H<sub>2</sub>O, E = mc<sup>2</sup>.</p>',
    );
    expect(content).toContain(
      '<details>\n<summary>Why the marsupial</summary>\n<p>A hidden <strong>Markdown</strong> paragraph about the wombatfish.</p>\n</details>',
    );
    expect(content).toContain(
      '<iframe width="320" height="180" src="https://www.youtube-nocookie.com/embed/abc" title="Demo" allowFullScreen=""></iframe>',
    );
    expect(content).toContain('<p>A container with <kbd>Esc</kbd> inside.</p>');
    expect(content).not.toMatch(/<script|onerror|javascript:|evil\.example/);
  });

  it('the first HTML h1 titles the page; HTML headings have ids and are in the outline', () => {
    expect(headOf(page)).toContain('<title>Quokka Kit - Raw HTML</title>');
    expect(content).toMatch(/<h1 align="center" id="quokka-kit">/);
    const record = pageRecordOf(page);
    expect(record.title).toBe('Quokka Kit');
    expect(record.toc.map(({ text, id }) => ({ text, id }))).toEqual([
      { text: 'Install the kit', id: 'install' },
      { text: 'Usage', id: 'usage' },
    ]);
  });

  it('HTML links are rewritten like Markdown links: clean URLs, the /zh prefix, external ones in a new tab', () => {
    expect(content).toContain('<a href="/other#usage">Other usage</a> · <a href="/other">Other page</a>');
    expect(content).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">Example</a>');
    expect(readOut(run.outDir, 'zh/index.html')).toContain('<a href="/zh/other">其他页面</a>');
  });

  it('a relative <img src> and srcset are fingerprinted, once for every use, and sized from its file when the HTML does not size it', () => {
    const logo = readdirSync(join(run.outDir, 'assets')).filter((name) => /^logo-[\w-]+\.svg$/.test(name));
    expect(logo).toHaveLength(1);
    expect(content).toContain(`<img src="/assets/${logo[0]}" alt="" width="48" loading="lazy"`);
    expect(content).toContain(
      `<picture><source media="(prefers-color-scheme: dark)" srcSet="/assets/${logo[0]}"/><img src="/assets/${logo[0]}" alt="Logo again" loading="lazy" width="64" height="32"`,
    );
  });

  it('the text of the HTML is in the search index', () => {
    const text = indexedText(run.outDir, 'en');
    expect(text).toContain('wombatfish');
    expect(text).toContain('Why the marsupial');
  });

  it('the Markdown twin keeps the HTML as written and adds no second title', () => {
    const twin = readOut(run.outDir, 'readme.md');
    expect(twin.startsWith('<h1 align="center">\n  <img src="./images/logo.svg" alt="" width="48"> Quokka Kit\n</h1>\n')).toBe(true);
    expect(twin).toContain('<details>\n<summary>Why the marsupial</summary>');
  });

  it('no HTML parser ships to the browser: the tree is rendered by React, in no chunk at all', () => {
    const chunks = readdirSync(join(run.outDir, 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(3);
    // an error code of parse5, the parser of the build
    expect(chunks.filter((name) => readOut(run.outDir, `assets/${name}`).includes('abrupt-closing-of-empty-comment'))).toEqual([]);
  });

  it('the Content-Security-Policy lets the allowed iframe host in, and media from https', () => {
    const headers = readOut(run.outDir, '_headers');
    expect(headers).toContain('frame-src https://www.youtube-nocookie.com');
    expect(headers).toContain("media-src 'self' https:");
  });
});
