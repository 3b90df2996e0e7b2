import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { RawHtmlConfig } from '../../../../src/shared/types';
import { compile, findElement, findElements, html } from './helpers';

/** The page HTML and its warnings as 'line:column message'. */
async function sanitized(source: string, config?: RawHtmlConfig) {
  const { tree, diagnostics } = await compile(source, config ? { markdown: { html: config } } : {});
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return {
    tree,
    out: html(tree),
    warnings: diagnostics.filter((d) => d.code === 'raw-html').map((d) => `${d.line}:${d.column} ${d.message}`),
  };
}

const ACTIVE_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'svg',
  'math',
  'form',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'button',
]);

/** Nothing that runs code or leaves the allow-list is left in the tree: elements, handlers, URLs. */
function expectInert(tree: Root): void {
  visit(tree, 'element', (node) => {
    expect(ACTIVE_ELEMENTS.has(node.tagName), node.tagName).toBe(false);
    for (const [key, value] of Object.entries(node.properties)) {
      expect(key).not.toMatch(/^on/i);
      expect(String(value)).not.toMatch(/^\s*(?:javascript|vbscript|data):/i);
    }
  });
}

describe('src/node/markdown/html-sanitize: hostile input', () => {
  it.each([
    ['<img onerror>', '<img src="https://example.com/x.png" onerror="alert(1)">', ['onerror removed from <img>']],
    [
      'an entity-obfuscated javascript: URL',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      [`href="javascript:alert(1)" removed from <a>: the URL scheme 'javascript:' is not allowed`],
    ],
    [
      'a javascript: URL with a tab and capitals',
      '<a href="Java&#9;Script:alert(1)">x</a>',
      [`the URL scheme 'javascript:' is not allowed`],
    ],
    ['a vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>', [`the URL scheme 'vbscript:' is not allowed`]],
    ['a data: URL in a link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', [`the URL scheme 'data:' is not allowed`]],
    [
      'a data: URL in an image',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      [`src="data:image/svg+xml,<svg onload=alert(1)>" removed from <img>: the URL scheme 'data:'`],
    ],
    [
      'an iframe',
      '<iframe src="https://evil.example/"></iframe>',
      ['<iframe> removed: iframes are kept only from the hosts of markdown.html.iframeHosts'],
    ],
    ['a style element', '<style>body { display: none }</style>', ['<style> removed with its content: never allowed in content']],
    ['a script element', '<script>alert(1)</script>', ['<script> removed with its content: never allowed in content']],
    [
      'SVG with a script',
      '<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)"><text>t</text></a></svg>',
      ['<svg> removed with its content'],
    ],
    [
      'a form',
      '<form action="https://evil.example/"><input type="password" name="p"><button formaction="javascript:alert(1)">Go</button></form>',
      [
        '<input> removed: only a checkbox input is allowed',
        '<button> removed, its content kept',
        '<form> removed, its content kept: never allowed in content',
      ],
    ],
    ['math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ['<math> removed with its content']],
    ['noscript breaking out of an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ['<noscript> removed']],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>', ['ontoggle removed from <details>']],
    [
      'object and embed',
      '<object data="https://evil.example/x.swf"><embed src="https://evil.example/x.swf"></object>',
      ['<object> removed with its content'],
    ],
    ['a body with a handler', '<body onload="alert(1)"><p>text</p></body>', ['<body> removed: the page has its own']],
    [
      'a base and a refresh',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      ['<base> removed', '<meta> removed'],
    ],
  ])('%s is removed with a warning and leaves nothing active', async (_name, source, expected) => {
    const { tree, out, warnings } = await sanitized(`Before.\n\n${source}`);
    expectInert(tree);
    expect(out).toContain('<p>Before.</p>');
    for (const [i, text] of expected.entries()) expect(warnings[i], warnings.join('\n')).toContain(text);
    // every warning names the line of the HTML
    for (const warning of warnings) expect(warning).toMatch(/^3:\d+ /);
  });

  it('keeps the text of an element it does not know, and drops what a script or style holds', async () => {
    const source = 'A <custom-tag>kept <b>bold</b></custom-tag> <script>lost()</script><style>.lost{}</style> end';
    const { out, warnings } = await sanitized(source);
    expect(out).toBe('<p>A kept <b>bold</b>  end</p>');
    const column = (text: string) => source.indexOf(text) + 1;
    expect(warnings).toEqual([
      '1:3 <custom-tag> removed, its content kept: not in the allow-list (markdown.html.allowElements adds it)',
      `1:${column('<script>')} <script> removed with its content: never allowed in content`,
      `1:${column('<style>')} <style> removed with its content: never allowed in content`,
    ]);
  });

  it('reports processing instructions, declarations and CDATA, which never show; comments go silently', async () => {
    const { out, warnings } = await sanitized('<!DOCTYPE html>\n\na <?php echo 1; ?> b <![CDATA[ x ]]> c <!-- note -->');
    expect(out.trim()).toBe('<p>a  b  c </p>');
    expect(warnings).toEqual([
      '1:1 <!DOCTYPE… removed: processing instructions, declarations and CDATA are not page content',
      '3:3 <?php… removed: processing instructions, declarations and CDATA are not page content',
      '3:22 <![CDATA[… removed: processing instructions, declarations and CDATA are not page content',
    ]);
  });

  it('names each attribute it removes, and keeps the rest of the element', async () => {
    const { out, warnings } = await sanitized('<p align="center" class="hero" style="color:red" onclick="x()">Hi</p>');
    expect(out).toBe('<p align="center">Hi</p>');
    expect(warnings).toEqual([
      '1:1 class removed from <p>: not in the allow-list (markdown.html.allowAttributes adds it)',
      '1:1 style removed from <p>: not in the allow-list (markdown.html.allowAttributes adds it)',
      '1:1 onclick removed from <p>: never allowed in content',
    ]);
  });

  it('keeps a table row only inside a table', async () => {
    const { out, warnings } = await sanitized('<div><tr><td>cell</td></tr></div>\n\n<table><tr><td>ok</td></tr></table>');
    expect(out).toContain('<table><tbody><tr><td>ok</td></tr></tbody></table>');
    expect(warnings).toEqual([]);
    expect(out).toContain('<div>cell</div>');
  });

  it('ids stay as written, but the ones the site itself uses get a prefix', async () => {
    const { tree, warnings } = await sanitized(
      '<div id="install">a</div>\n\n<div id="__RP_PAGE__">b</div>\n\n<span id="main">c</span>\n\n## Heading {#root}',
    );
    expect(findElements(tree, 'div').map((div) => div.properties.id)).toEqual(['install', 'user-content-__RP_PAGE__']);
    expect(findElement(tree, 'span').properties.id).toBe('user-content-main');
    expect(warnings).toEqual([
      "3:1 id '__RP_PAGE__' on <div> is used by the site itself, renamed to 'user-content-__RP_PAGE__'",
      "5:1 id 'main' on <span> is used by the site itself, renamed to 'user-content-main'",
    ]);
    const { tree: heading, diagnostics } = await compile('## Heading {#root}');
    expect(findElement(heading, 'h2').properties.id).toBe('user-content-root');
    expect(diagnostics.map((d) => d.message)).toEqual(["heading id 'root' is used by the site itself, renamed to 'user-content-root'"]);
  });

  it.each([
    [
      'a javascript: candidate after a good one',
      '<img srcset="https://example.com/a.png 1x, javascript:alert(1) 2x">',
      'img',
      'javascript',
    ],
    [
      'a data: candidate on a source',
      '<picture><source srcset="data:image/svg+xml,&lt;svg onload=alert(1)&gt; 2x"><img src="/a.png"></picture>',
      'source',
      'data',
    ],
    ['a data: URL holding a comma', '<img srcset="/a.png 1x,data:image/png;base64,AAAA 2x">', 'img', 'data'],
    ['capitals and a leading space', '<img srcset=" JaVaScRiPt:alert(1)">', 'img', 'javascript'],
    [
      'a line break before the candidate and a control character in the scheme',
      '<img srcset="/a.png 1x,&#10;java&#1;script:alert(1) 2x">',
      'img',
      'javascript',
    ],
    ['a vbscript: candidate in a width list', '<img srcset="/a.png 480w, VBScript:msgbox(1) 800w" sizes="50vw">', 'img', 'vbscript'],
    ['an ftp: candidate', '<img srcset="ftp://example.com/a.png">', 'img', 'ftp'],
  ])('a srcset with %s loses the whole attribute, with a warning naming the line', async (_name, html, tag, scheme) => {
    const { tree, warnings } = await sanitized(`Before.\n\n${html}`);
    expect(findElement(tree, tag).properties.srcSet).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^3:\\d+ srcset="[^]*" removed from <${tag}>: the URL scheme '${scheme}:' is not allowed \\(only http, https and relative URLs\\)$`,
      ),
    );
  });

  it('keeps a srcset whose every candidate is http, https or relative, in any case and spacing', async () => {
    const srcset = '/a.png 1x, HTTPS://example.com/b.png 2x, //cdn.example.com/c.png 3x,Http://example.com/d.png?x=1,2 4x';
    const { tree, warnings } = await sanitized(`<img src="/a.png" srcset="${srcset}">`);
    expect(warnings).toEqual([]);
    expect(findElement(tree, 'img').properties.srcSet).toBe(
      '/a.png 1x, HTTPS://example.com/b.png 2x, //cdn.example.com/c.png 3x, Http://example.com/d.png?x=1,2 4x',
    );
  });

  it('compares the scheme of a URL attribute in any case and around spaces, and names the scheme it refuses', async () => {
    const source = '<a href=" HTTPS://example.com/">a</a> <img src="Https://example.com/a.png"> <a href=" FTP://example.com/">f</a>';
    const { tree, warnings } = await sanitized(source);
    expect(findElements(tree, 'a').map((a) => a.properties.href)).toEqual([' HTTPS://example.com/', undefined]);
    expect(findElement(tree, 'img').properties.src).toBe('Https://example.com/a.png');
    expect(warnings).toEqual([
      `1:${source.lastIndexOf('<a') + 1} href=" FTP://example.com/" removed from <a>: the URL scheme 'ftp:' is not allowed (only http, https, irc, ircs, mailto, xmpp, tel and relative URLs)`,
    ]);
  });

  it('leaves Markdown links and code alone: only the HTML the author wrote is checked', async () => {
    const { out, warnings } = await sanitized(
      '<div>\n\n[a](https://example.com) `<script>` and\n\n```html\n<script>alert(1)</script>\n```\n\n</div>',
    );
    expect(warnings).toEqual([]);
    expect(out).toMatch(
      /^<div>\n<p><a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">a<\/a> <code>&#x3C;script><\/code> and<\/p>/,
    );
  });
});

describe('src/node/markdown/html-sanitize: markdown.html extends the allow-list', () => {
  it('allowElements and allowAttributes keep what the site asks for', async () => {
    const config = { allowElements: ['abbr', 'custom-tag'], allowAttributes: { '*': ['data-tooltip'], p: ['class'] } };
    const { out, warnings } = await sanitized(
      '<p class="note" data-tooltip="t"><custom-tag>x</custom-tag> <abbr title="HyperText">HTML</abbr></p>',
      config,
    );
    expect(out).toBe('<p class="note" data-tooltip="t"><custom-tag>x</custom-tag> <abbr title="HyperText">HTML</abbr></p>');
    expect(warnings).toEqual([]);
  });

  it('iframeHosts keeps an https iframe of a listed host and removes the others, naming the host', async () => {
    const config = { iframeHosts: ['www.youtube-nocookie.com'] };
    const source = [
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/x" title="Video" frameborder="0" allow="autoplay" allowfullscreen onload="x()"></iframe>',
      '',
      '<iframe src="https://evil.example/embed"></iframe>',
      '',
      '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>',
      '',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ].join('\n');
    const { tree, warnings } = await sanitized(source, config);
    expect(findElements(tree, 'iframe').map((iframe) => iframe.properties)).toEqual([
      {
        width: 560,
        height: 315,
        src: 'https://www.youtube-nocookie.com/embed/x',
        title: 'Video',
        frameBorder: '0',
        allow: 'autoplay',
        allowFullScreen: true,
      },
    ]);
    expect(warnings).toEqual([
      '1:1 onload removed from <iframe>: never allowed in content',
      '3:1 <iframe> removed: host evil.example is not in markdown.html.iframeHosts',
      "5:1 <iframe> removed: src 'http://www.youtube-nocookie.com/embed/x' (an https URL is required) is not in markdown.html.iframeHosts",
      "7:1 <iframe> removed: src '' (an https URL is required) is not in markdown.html.iframeHosts",
    ]);
  });

  it('iframeHosts matches the scheme and host of a src in any case and around spaces, and keeps the src', async () => {
    const config = { iframeHosts: ['youtube.com'] };
    const source = [
      '<iframe src="HTTPS://YOUTUBE.COM/embed/x"></iframe>',
      '',
      '<iframe src=" https://YouTube.com/embed/y "></iframe>',
      '',
      '<iframe src="HTTPS://EVIL.EXAMPLE/embed"></iframe>',
    ].join('\n');
    const { tree, warnings } = await sanitized(source, config);
    expect(findElements(tree, 'iframe').map((iframe) => iframe.properties.src)).toEqual([
      'HTTPS://YOUTUBE.COM/embed/x',
      ' https://YouTube.com/embed/y ',
    ]);
    expect(warnings).toEqual(['5:1 <iframe> removed: host evil.example is not in markdown.html.iframeHosts']);
  });
});
