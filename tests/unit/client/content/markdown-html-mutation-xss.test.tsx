// @vitest-environment jsdom
// Mutation XSS: markup that a sanitizer reads one way and a browser, parsing the sanitized page (or
// parsing it again after serializing it), reads another. Each payload goes the way of a built page:
// compiled (the HTML parser and the allow-list), rendered to HTML by React as the prerender does, then
// parsed as the browser parses the page, and serialized and parsed once more.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../../src/client/content/Markdown';
import { compactCodeBlocks } from '../../../../src/node/markdown/compact-tree';
import { compile } from '../../node/markdown/helpers';

const PAYLOADS: [string, string][] = [
  ['svg: a style breaking out through a closed p', '<svg></p><style><a id="</style><img src=https://x.test/1 onerror=alert(1)>">'],
  ['svg: a style whose content is markup in foreign content', '<svg><style><img src=https://x.test/1 onerror=alert(1)></style></svg>'],
  ['svg: a p inside svg holding a style', '<svg><p><style><img src=https://x.test/1 onerror=alert(1)></style></p></svg>'],
  ['svg: foreignObject holding HTML', '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe><img src=https://x.test/1 onerror=alert(1)></foreignObject></svg>'],
  ['svg: an animated href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="0" y="20">x</text></a></svg>'],
  ['svg: xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math: mglyph and a style comment', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">'],
  ['math: textarea in svg in mglyph', '<math><mi><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=https://x.test/1>"></path></textarea></mtext></svg></mglyph></table></mi></math>'],
  ['math: nested forms', '<form><math><mtext></form><form><mglyph><style></math><img src=https://x.test/1 onerror=alert(1)>'],
  ['math: annotation-xml as HTML', '<math><annotation-xml encoding="text/html"><style><img src=https://x.test/1 onerror=alert(1)></style></annotation-xml></math>'],
  ['template: a script inside', '<template><script>alert(1)</script><img src=https://x.test/1 onerror=alert(1)></template>'],
  ['template: a style closed by the template', '<template><style></template><img src=https://x.test/1 onerror=alert(1)></style>'],
  ['template: inside a table', '<table><template><tr><td><img src=https://x.test/1 onerror=alert(1)></td></tr></template></table>'],
  ['noscript: a title closing it', '<noscript><p title="</noscript><img src=https://x.test/1 onerror=alert(1)>"></p></noscript>'],
  ['noscript: a style inside', '<noscript><style></noscript><img src=https://x.test/1 onerror=alert(1)></style></noscript>'],
  ['style: markup inside', '<style><img src=https://x.test/1 onerror=alert(1)></style>'],
  ['style: in a table, foster-parented', '<table><style></style><img src=https://x.test/1 onerror=alert(1)></table>'],
  ['raw text: noembed', '<noembed><img title="</noembed><img src=https://x.test/1 onerror=alert(1)>"></noembed>'],
  ['raw text: noframes', '<noframes><img title="</noframes><img src=https://x.test/1 onerror=alert(1)>"></noframes>'],
  ['raw text: xmp', '<xmp><img title="</xmp><img src=https://x.test/1 onerror=alert(1)>"></xmp>'],
  ['raw text: iframe', '<iframe><img title="</iframe><img src=https://x.test/1 onerror=alert(1)>"></iframe>'],
  ['raw text: textarea', '<textarea><img title="</textarea><img src=https://x.test/1 onerror=alert(1)>"></textarea>'],
  ['raw text: title', '<title><img title="</title><img src=https://x.test/1 onerror=alert(1)>"></title>'],
  ['comment: ended early', '<!--><img src=https://x.test/1 onerror=alert(1)>-->'],
  ['comment: a bogus one from a processing instruction', '<? x="><script>alert(1)</script>">'],
  ['comment: CDATA outside foreign content', '<![CDATA[><img src=https://x.test/1 onerror=alert(1)>]]>'],
  ['the theme\'s own tags: a code block holding HTML', '<rp-code-block html="<img src=https://x.test/1 onerror=alert(1)>" lang="js">x</rp-code-block>'],
  ['the theme\'s own tags: an island', '<rp-island data-name="Counter" data-props="{}"><img src=https://x.test/1 onerror=alert(1)></rp-island>'],
];

/** Elements that run code, load a document or a style, submit, or hold another namespace's content. */
const ACTIVE_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'noscript',
  'link', 'meta', 'base', 'form', 'button', 'textarea', 'select', 'title', 'noembed', 'noframes', 'xmp', 'plaintext',
  'rp-code-block', 'rp-island',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'background', 'xlink:href', 'srcdoc']);
const PAGE_URL = 'https://docs.test/guide/start/quick-start';

/** What in a parsed fragment could run code: one line per finding, none when inert. */
function activeParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (ACTIVE_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${tag}> in ${element.namespaceURI}`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || name === 'srcdoc' || name === 'formaction' || name === 'action') found.push(`${name} on <${tag}>`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      let protocol = '';
      try {
        protocol = new URL(value, PAGE_URL).protocol;
      } catch {
        // not a URL a browser would follow
      }
      if (!['http:', 'https:', 'mailto:'].includes(protocol)) found.push(`${name}="${value}" on <${tag}>`);
    }
  }
  return found;
}

/** The HTML the prerender writes for a page of this Markdown. */
async function prerendered(source: string): Promise<string> {
  const { tree } = await compile(`Before.\n\n${source}\n\nAfter.`);
  return renderToString(<Markdown tree={compactCodeBlocks(tree)} />);
}

/** The page HTML parsed as the browser parses a page (scripting on), and as DOMParser does (scripting off). */
function parsedBothWays(html: string): { live: HTMLElement; inert: Document } {
  const live = document.createElement('div');
  live.innerHTML = html;
  return { live, inert: new DOMParser().parseFromString(html, 'text/html') };
}

describe('client/content/Markdown: mutation XSS in raw HTML', () => {
  it.each(PAYLOADS)('%s: the built page holds nothing that runs, parsed once or serialized and parsed again', async (_name, payload) => {
    const html = await prerendered(payload);
    expect(html).toContain('<p>Before.</p>');
    const first = parsedBothWays(html);
    expect(activeParts(first.live), html).toEqual([]);
    expect(activeParts(first.inert), html).toEqual([]);
    // the browser's own serialization, parsed again: what a script reading innerHTML would make of it
    for (const again of [first.live.innerHTML, first.inert.body.innerHTML]) {
      const second = parsedBothWays(again);
      expect(activeParts(second.live), again).toEqual([]);
      expect(activeParts(second.inert), again).toEqual([]);
    }
  });

  it('the check finds what it looks for: the payloads rendered without the allow-list are active', () => {
    for (const [name, payload] of PAYLOADS) {
      const { live, inert } = parsedBothWays(payload);
      expect([...activeParts(live), ...activeParts(inert)].length, name).toBeGreaterThan(0);
    }
  });
});
