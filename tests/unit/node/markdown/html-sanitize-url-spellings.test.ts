// @vitest-environment jsdom
// (the browser's HTML parser tells what each spelling means once its references are decoded)
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compile, findElements } from './helpers';
import { schemeOf, schemeSpellings } from './url-spellings';

/** Attributes of the allow-list that hold a URL a click or the page itself follows. */
const PLACES = [
  { tag: 'a', attribute: 'href', html: (url: string) => `<a href="${url}">link</a>` },
  { tag: 'blockquote', attribute: 'cite', html: (url: string) => `<blockquote cite="${url}">quote</blockquote>` },
  { tag: 'q', attribute: 'cite', html: (url: string) => `<q cite="${url}">quote</q>` },
  { tag: 'del', attribute: 'cite', html: (url: string) => `<del cite="${url}">old</del>` },
  { tag: 'ins', attribute: 'cite', html: (url: string) => `<ins cite="${url}">new</ins>` },
  { tag: 'video', attribute: 'poster', html: (url: string) => `<video src="https://example.com/v.mp4" poster="${url}"></video>` },
];

const SCHEMES = [
  ['javascript', 'alert(1)'],
  ['vbscript', 'msgbox(1)'],
  ['data', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
] as const;

const CASES = SCHEMES.flatMap(([scheme, rest]) =>
  schemeSpellings(scheme, rest, 'html').map((spelling) => [`${scheme}: ${spelling.name}`, scheme, spelling] as const),
);

/** The attribute value the browser reads from `html`: references decoded, as its parser does. */
function browserValue(html: string, tag: string, attribute: string): string {
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector(tag);
  return element?.getAttribute(attribute) ?? '';
}

describe('src/node/markdown/html-sanitize: every spelling of a script or data URL in href, cite and poster', () => {
  it.each(CASES)('%s', async (_name, scheme, spelling) => {
    const { tree, diagnostics } = await compile(PLACES.map((place) => place.html(spelling.text)).join('\n\n'));
    const warnings = diagnostics.filter((d) => d.code === 'raw-html');
    for (const place of PLACES) {
      const readsAs = schemeOf(browserValue(place.html(spelling.text), place.tag, place.attribute));
      const [element] = findElements(tree, place.tag) as (Element | undefined)[];
      expect(element, `<${place.tag}> kept`).toBeDefined();
      const kept = element!.properties[place.attribute];
      // what stays is a URL the browser reads as a web address: a spelling it does not read as a scheme is a relative path
      if (kept !== undefined) expect(schemeOf(String(kept)), `${place.attribute} on <${place.tag}>`).toMatch(/^https?:$/);
      if (readsAs !== `${scheme}:`) continue;
      expect(kept, `${place.attribute} on <${place.tag}> reads as ${readsAs}`).toBeUndefined();
      const warning = warnings.find(
        (d) => d.message.startsWith(`${place.attribute}="`) && d.message.includes(` removed from <${place.tag}>: `),
      );
      expect(warning, `a warning for ${place.attribute} on <${place.tag}>`).toBeDefined();
    }
  });

  it('the spellings are the ones a browser follows: most read as the scheme itself', () => {
    for (const [scheme, rest] of SCHEMES) {
      const spellings = schemeSpellings(scheme, rest, 'html');
      const read = spellings.filter((s) => schemeOf(browserValue(`<a href="${s.text}">x</a>`, 'a', 'href')) === `${scheme}:`);
      // all but the NUL ones and the percent-encoded ones, which a browser reads as a relative path
      expect(spellings.length - read.length, read.map((s) => s.name).join(', ')).toBe(4);
    }
  });
});
