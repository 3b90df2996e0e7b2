// @vitest-environment jsdom
import type { Root } from 'hast';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Markdown } from '../../../../src/client/content/Markdown';
import { PageStateProvider } from '../../../../src/client/page-context';
import { compactCodeBlocks } from '../../../../src/node/markdown/compact-tree';
import { htmlPolicy } from '../../../../src/node/markdown/html-schema';
import { compile } from '../../node/markdown/helpers';
import { pageState } from '../theme/page-harness';

const RAW_HTML = [
  '<p align="center"><img src="https://example.com/logo.png" width="120" height="40" align="left" alt="Logo"></p>',
  '',
  '<details open name="faq">',
  '<summary>More <kbd>Ctrl</kbd></summary>',
  '',
  'Inside **Markdown**.',
  '',
  '</details>',
  '',
  'E = mc<sup>2</sup>, H<sub>2</sub>O<br><span lang="fr" dir="ltr">bonjour</span> <a href="https://example.com" target="_blank" rel="nofollow">out</a>',
  '',
  '<picture><source media="(prefers-color-scheme: dark)" srcset="https://example.com/d.png"><img src="https://example.com/l.png" alt="x"></picture>',
  '',
  '<video src="https://example.com/v.mp4" controls muted playsinline width="320"></video>',
  '',
  '<table border="1"><tr><td colspan="2" rowspan="1" align="right" valign="top">cell</td></tr></table>',
  '',
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/x" title="Video" frameborder="0" allowfullscreen></iframe>',
  '',
  '<ol start="3" reversed><li><input type="checkbox" checked> item</li></ol>',
  '',
  '<a name="legacy"></a><a href="jav&#x61;script:alert(1)">refused</a>',
].join('\n');

/** Tag names, attributes (in name order, styles as the browser reads them) and text of a DOM tree. */
function domShape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes = element
    .getAttributeNames()
    .sort()
    .map((name) => [name, name === 'style' ? (element as HTMLElement).style.cssText : element.getAttribute(name)]);
  return [element.tagName, attributes, [...element.childNodes].map(domShape)];
}

async function treeOf(source: string): Promise<Root> {
  const { tree } = await compile(source, { markdown: { html: { iframeHosts: ['www.youtube-nocookie.com'] } } });
  return compactCodeBlocks(tree);
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('client/content/Markdown: raw HTML', () => {
  it('renders the allowed elements with their HTML attribute names', async () => {
    const out = renderToString(<Markdown tree={await treeOf(RAW_HTML)} />);
    for (const expected of [
      '<p align="center"><img src="https://example.com/logo.png" width="120" height="40" align="left" alt="Logo" loading="lazy" class="rp-zoomable"/></p>',
      '<details open="" name="faq">\n<summary>More <kbd>Ctrl</kbd></summary>',
      '<span lang="fr" dir="ltr">bonjour</span>',
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">out</a>',
      '<source media="(prefers-color-scheme: dark)" srcSet="https://example.com/d.png"/>',
      '<video src="https://example.com/v.mp4" controls="" muted="" playsInline="" width="320"></video>',
      '<table border="1"><tbody><tr><td colSpan="2" rowSpan="1" style="vertical-align:top;text-align:right">cell</td></tr></tbody></table>',
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/x" title="Video" frameBorder="0" allowFullScreen=""></iframe>',
      '<ol start="3" reversed=""><li><input type="checkbox" disabled="" aria-label="item" checked=""/> item</li></ol>',
      // an anchor, and a link whose URL was refused, link nowhere (not to the home page)
      '<p><a id="legacy"></a><a>refused</a></p>',
    ]) {
      expect(out).toContain(expected);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders on the client (after a navigation) the DOM of the prerendered HTML, without a warning', async () => {
    const tree = await treeOf(RAW_HTML);
    const client = document.createElement('div');
    document.body.append(client);
    const root = createRoot(client);
    await act(async () => root.render(<Markdown tree={tree} />));
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    // React sets `muted` as a property on the client, the server writes it as an attribute: both mute
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(<Markdown tree={tree} />).replace(' muted=""', '');
    expect(domShape(client)).toEqual(domShape(prerendered));
    expect((client.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    expect((client.querySelector('video') as HTMLVideoElement).muted).toBe(true);
    act(() => root.unmount());
  });

  it('every attribute of the allow-list renders without a React warning', async () => {
    const { schema } = htmlPolicy({ iframeHosts: ['example.com'] });
    const pairs = Object.entries(schema.attributes ?? {}).flatMap(([tag, list]) =>
      list.map((entry) => [tag === '*' ? 'div' : tag, typeof entry === 'string' ? entry : entry[0]] as const),
    );
    // but `valign`, which the sanitizer turns into CSS (see the first test)
    pairs.splice(pairs.findIndex(([, key]) => key === 'vAlign'), 1);
    expect(pairs.length).toBeGreaterThan(80);
    const children = pairs.map(([tagName, key]) => ({ type: 'element' as const, tagName, properties: { [key]: '1' }, children: [] }));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Markdown tree={{ type: 'root', children }} />));
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.children).toHaveLength(pairs.length);
    act(() => root.unmount());
  });

  it('hostile HTML stays inert once rendered: no handler, no script, no script URL', async () => {
    const hostile = [
      '<img src="https://example.com/x.png" onerror="alert(1)">',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<svg><script>alert(1)</script></svg>',
      '<details ontoggle="alert(1)" open><summary>s</summary></details>',
    ].join('\n\n');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Markdown tree={await treeOf(hostile)} />);
    const elements = [...container.querySelectorAll('*')];
    expect(elements.map((element) => element.tagName.toLowerCase())).not.toContain('script');
    expect(elements.flatMap((element) => element.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(elements.map((element) => element.getAttribute('href') ?? '')).not.toContain('javascript:alert(1)');
    // the attribute that tried to close the noscript is text in an attribute, nothing more
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it("the theme's own elements stay the theme's: a code block written as raw HTML never renders its html attribute, whatever the allow-list says", async () => {
    // a policy made from a config the schema did not check (the schema refuses it, naming the keys)
    const html = { allowElements: ['rp-code-block', 'rp-island'], allowAttributes: { 'rp-code-block': ['html'], 'rp-island': ['data-name', 'data-props'], '*': ['html'] } };
    const source = '<rp-code-block html="<img src=x onerror=alert(1)>">code</rp-code-block>\n\n<div html="<img src=x onerror=alert(2)>">div</div>';
    const { tree, diagnostics } = await compile(source, { markdown: { html } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PageStateProvider value={pageState()}>
        <Markdown tree={compactCodeBlocks(tree)} />
      </PageStateProvider>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('.rp-code-block')).toBeNull();
    expect(container.textContent).toContain('code');
    expect(diagnostics.map((d) => d.message)).toEqual([
      "<rp-code-block> removed, its content kept: the theme's own element, never allowed in content",
      'html removed from <div>: never allowed in content',
    ]);
  });
});

