import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { RawHtmlConfig } from '../../../../src/shared/types';
import { compile, findElements, html } from './helpers';

function allElements(tree: Root): Element[] {
  const all: Element[] = [];
  visit(tree, 'element', (node) => void all.push(node));
  return all;
}

/** The raw-html warnings of a page and its elements, by tag name. */
async function sanitized(source: string, config?: RawHtmlConfig) {
  const { tree, diagnostics } = await compile(`Before.\n\n${source}\n\nAfter.`, config ? { markdown: { html: config } } : {});
  const elements = (tag: string): Element[] => findElements(tree, tag);
  return { tree, out: html(tree), elements, warnings: diagnostics.filter((d) => d.code === 'raw-html').map((d) => d.message) };
}

describe('src/node/markdown/html-sanitize: elements that act on the whole page are removed', () => {
  it.each([
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test/">', 'meta'],
    ['meta charset', '<meta charset="utf-7">', 'meta'],
    ['meta policy', `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`, 'meta'],
    ['base href', '<base href="https://evil.test/">', 'base'],
    ['base target', '<base target="_top">', 'base'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.test/x.css">', 'link'],
    ['link preload', '<link rel="preload" as="script" href="https://evil.test/x.js">', 'link'],
    ['link icon', '<link rel="icon" href="https://evil.test/x.ico">', 'link'],
    ['object', '<object data="https://evil.test/x.html" type="text/html"></object>', 'object'],
    ['embed', '<embed src="https://evil.test/x.swf" type="application/x-shockwave-flash">', 'embed'],
    ['form', '<form action="https://evil.test/" method="post"><input type="checkbox"> Subscribe</form>', 'form'],
    ['style element', '<style>body { display: none }</style>', 'style'],
    ['style element in a div', '<div><style>@import url(https://evil.test/x.css);</style>text</div>', 'style'],
  ])('%s', async (_name, source, tag) => {
    const { elements, warnings, out } = await sanitized(source);
    expect(elements(tag), out).toEqual([]);
    expect(
      warnings.some((warning) => warning.startsWith(`<${tag}> removed`)),
      warnings.join('\n'),
    ).toBe(true);
    expect(out).toContain('<p>After.</p>');
  });

  it('keeps the text of a form, removes the form and what submits it', async () => {
    const source =
      '<form action="https://evil.test/"><button formaction="https://evil.test/b">Send</button><input type="checkbox" formaction="https://evil.test/c"> Remember</form>';
    const { elements, out } = await sanitized(source);
    expect(elements('form')).toEqual([]);
    expect(elements('button')).toEqual([]);
    expect(out).not.toMatch(/formaction|action=/i);
    expect(out).toContain('Send');
    expect(out).toContain('Remember');
  });
});

describe('src/node/markdown/html-sanitize: event handler attributes are removed', () => {
  const HANDLERS = [
    'onclick',
    'ONCLICK',
    'OnMouseOver',
    'onerror',
    'onload',
    'onfocus',
    'onanimationstart',
    'onpointerenter',
    'ontoggle',
    'onbeforetoggle',
    'oncontentvisibilityautostatechange',
  ];
  const ELEMENTS = [
    '<a href="https://example.com/" HANDLER="alert(1)">a</a>',
    '<img src="https://example.com/x.png" alt="" HANDLER="alert(1)">',
    '<div HANDLER="alert(1)">div</div>',
    '<p HANDLER="alert(1)">p</p>',
    '<span HANDLER="alert(1)">span</span>',
    '<h2 HANDLER="alert(1)">Heading</h2>',
    '<details open HANDLER="alert(1)"><summary HANDLER="alert(1)">s</summary>d</details>',
    '<video src="https://example.com/v.mp4" controls HANDLER="alert(1)"><source src="https://example.com/v.webm" HANDLER="alert(1)"><track src="https://example.com/v.vtt" HANDLER="alert(1)"></video>',
    '<audio src="https://example.com/a.mp3" HANDLER="alert(1)"></audio>',
    '<picture><source srcset="https://example.com/d.png" HANDLER="alert(1)"><img src="https://example.com/l.png" alt="" HANDLER="alert(1)"></picture>',
    '<table HANDLER="alert(1)"><tr HANDLER="alert(1)"><td HANDLER="alert(1)">c</td></tr></table>',
    '<ul><li HANDLER="alert(1)">li</li></ul>',
    '<kbd HANDLER="alert(1)">k</kbd> <sup HANDLER="alert(1)">s</sup> <abbr HANDLER="alert(1)">a</abbr> <mark HANDLER="alert(1)">m</mark>',
    '<input type="checkbox" HANDLER="alert(1)">',
  ];

  it.each(HANDLERS)('%s on every kind of allowed element', async (handler) => {
    const { tree, warnings } = await sanitized(ELEMENTS.map((element) => element.replaceAll('HANDLER', handler)).join('\n\n'));
    const all = allElements(tree);
    expect(all.length).toBeGreaterThan(20);
    for (const element of all)
      expect(
        Object.keys(element.properties).filter((key) => /^on/i.test(key)),
        element.tagName,
      ).toEqual([]);
    expect(warnings.filter((warning) => warning.startsWith(`${handler.toLowerCase()} removed from <`)).length).toBeGreaterThanOrEqual(
      ELEMENTS.length,
    );
  });
});

describe('src/node/markdown/html-sanitize: no name that would shadow a property of document or window (DOM clobbering)', () => {
  it.each([
    ['img', '<img name="getElementById" src="https://example.com/x.png" alt="">'],
    ['img named like a global', '<img name="__RP_PAGE__" src="https://example.com/x.png" alt="">'],
    ['form', '<form name="cookie"><input type="checkbox" name="domain"></form>'],
    ['embed', '<embed name="body" src="https://example.com/x">'],
    ['object', '<object name="location" data="https://example.com/x"></object>'],
    ['iframe', '<iframe name="defaultView" src="https://www.youtube-nocookie.com/embed/x"></iframe>'],
    ['map', '<map name="forms"><area shape="rect" coords="0,0,1,1" href="https://example.com/"></map>'],
    ['input', '<input type="checkbox" name="activeElement">'],
  ])('%s', async (name, source) => {
    // a kept iframe: its name would name a window of the page
    const { tree, out } = await sanitized(source, { iframeHosts: ['www.youtube-nocookie.com'] });
    if (name === 'iframe') expect(findElements(tree, 'iframe')).toHaveLength(1);
    const named = allElements(tree).filter((element) => element.properties.name !== undefined);
    expect(
      named.map((element) => `<${element.tagName} name="${String(element.properties.name)}">`),
      out,
    ).toEqual([]);
  });

  it('an old-style <a name> anchor becomes an id; a details name (an accordion group, not a document property) stays', async () => {
    const { elements } = await sanitized('<a name="setup"></a>\n\n<details name="faq"><summary>s</summary>d</details>');
    expect(elements('a')[0].properties).toEqual({ id: 'setup' });
    expect(elements('details')[0].properties).toEqual({ name: 'faq' });
  });
});
