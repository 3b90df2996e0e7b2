// @vitest-environment jsdom
// (the browser's HTML parser reads each src, references decoded, as the page would)
import { describe, expect, it } from 'vitest';
import { compile, findElements } from './helpers';
import { PAGE_URL } from './url-spellings';

const HOSTS = ['www.youtube-nocookie.com', 'youtube.com'];

/** The URL a browser loads for `<iframe src="…">` written so, on a page of the site. */
function loadedUrl(src: string): URL | undefined {
  const iframe = new DOMParser().parseFromString(`<iframe src="${src}"></iframe>`, 'text/html').querySelector('iframe')!;
  try {
    return new URL(iframe.getAttribute('src') ?? '', PAGE_URL);
  } catch {
    return undefined;
  }
}

async function keptIframes(src: string) {
  const { tree, diagnostics } = await compile(`Before.\n\n<iframe src="${src}" title="Video"></iframe>`, {
    markdown: { html: { iframeHosts: HOSTS } },
  });
  return { iframes: findElements(tree, 'iframe'), warnings: diagnostics.filter((d) => d.code === 'raw-html').map((d) => d.message) };
}

describe('src/node/markdown/html-sanitize: markdown.html.iframeHosts is a list of exact hosts', () => {
  it.each([
    ['a listed host', 'https://www.youtube-nocookie.com/embed/x'],
    ['the other listed host', 'https://youtube.com/embed/x'],
    ['a listed host in capitals', 'HTTPS://WWW.YOUTUBE-NOCOOKIE.COM/embed/x'],
  ])('keeps %s', async (_name, src) => {
    const { iframes } = await keptIframes(src);
    expect(iframes).toHaveLength(1);
    expect(HOSTS).toContain(loadedUrl(src)?.hostname);
  });

  it.each([
    ['a host ending like a listed one', 'https://evilyoutube.com/embed/x'],
    ['a hyphenated look-alike', 'https://evil-youtube.com/embed/x'],
    ['a listed host as a subdomain of another', 'https://youtube.com.evil.test/embed/x'],
    ['a subdomain of a listed host', 'https://evil.youtube.com/embed/x'],
    ['a listed host in the path', 'https://evil.test/youtube.com'],
    ['a listed URL in the path', 'https://evil.test/https://youtube.com/embed/x'],
    ['a listed host in the query', 'https://evil.test/?youtube.com'],
    ['a listed host in the fragment', 'https://evil.test/#youtube.com'],
    ['a listed host as user info', 'https://youtube.com@evil.test/embed/x'],
    ['a listed host and port as user info', 'https://youtube.com:443@evil.test/embed/x'],
    ['a listed host past a backslash', 'https://evil.test\\@youtube.com/embed/x'],
    ['a listed host past a slash written as a reference', 'https://evil.test&#47;@youtube.com/embed/x'],
    ['a protocol-relative URL', '//evil.test/embed/x'],
    ['a special scheme without slashes', 'https:evil.test/embed/x'],
    ['a trailing dot', 'https://youtube.com./embed/x'],
    ['an ideographic full stop for a trailing dot', 'https://youtube.com\u3002/embed/x'],
    ['a Cyrillic o (an IDN look-alike)', 'https://y\u043eutube.com/embed/x'],
    ['the punycode of a look-alike', 'https://xn--ytube-zxe.com/embed/x'],
    ['a Greek omicron in a listed host', 'https://www.y\u03bfutube-nocookie.com/embed/x'],
    ['an IP address', 'https://127.0.0.1/embed/x'],
    ['a javascript: URL', 'javascript:alert(1)//youtube.com'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ])('removes %s, naming why', async (_name, src) => {
    // the trick: a browser loads no listed host from it
    const loaded = loadedUrl(src);
    expect(loaded?.protocol === 'https:' && HOSTS.includes(loaded.hostname), loaded?.href).toBe(false);
    const { iframes, warnings } = await keptIframes(src);
    expect(iframes).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^<iframe> removed: .* is not in markdown\.html\.iframeHosts$/)]);
  });

  it.each([
    ['a protocol-relative URL of a listed host', '//youtube.com/embed/x'],
    ['a path', '/embed/x'],
    ['http', 'http://youtube.com/embed/x'],
  ])('removes %s too: only an absolute https URL is kept', async (_name, src) => {
    const { iframes, warnings } = await keptIframes(src);
    expect(iframes).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('(an https URL is required) is not in markdown.html.iframeHosts')]);
  });

  it('a kept iframe keeps no srcdoc, handler or name, whatever its src', async () => {
    const { tree } = await compile(
      '<iframe src="https://youtube.com/embed/x" srcdoc="<script>alert(1)</script>" onload="alert(1)" name="top"></iframe>',
      { markdown: { html: { iframeHosts: HOSTS } } },
    );
    expect(findElements(tree, 'iframe').map((iframe) => iframe.properties)).toEqual([{ src: 'https://youtube.com/embed/x' }]);
  });
});
