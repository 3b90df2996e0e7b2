import type { Link } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compile, findElements } from './helpers';
import { schemeOf, schemeSpellings } from './url-spellings';

const SCHEMES = [
  ['javascript', 'alert(1)'],
  ['vbscript', 'msgbox(1)'],
] as const;

const CASES = SCHEMES.flatMap(([scheme, rest]) => schemeSpellings(scheme, rest, 'markdown').map((spelling) => [`${scheme}: ${spelling.name}`, scheme, spelling.text] as const));

/** A link destination as the Markdown parser reads it (references decoded, a NUL replaced), before any plugin. */
function destinationOf(text: string): string {
  const [paragraph] = unified().use(remarkParse).parse(`[x](<${text}>)`).children;
  return ((paragraph as { children: Link[] }).children[0]).url;
}

describe('src/node/markdown/remark-links: every spelling of a script URL in a Markdown link', () => {
  it.each(CASES)('%s, inline and as a reference definition', async (_name, scheme, text) => {
    const readsAs = schemeOf(destinationOf(text));
    const { tree, diagnostics } = await compile(`# T\n\n[inline](<${text}>)\n\n[reference][d]\n\n[d]: <${text}>`);
    const anchors = findElements(tree, 'a');
    expect(anchors.map((a) => a.children[0].type === 'text' && a.children[0].value)).toEqual(['inline', 'reference']);
    for (const anchor of anchors) {
      const href = anchor.properties.href;
      // what stays is a URL the browser reads as a web address: a spelling it does not read as a scheme is a relative path
      if (href !== undefined) expect(schemeOf(String(href))).toMatch(/^https?:$/);
      if (readsAs === `${scheme}:`) expect(href, `${JSON.stringify(text)} reads as ${readsAs}`).toBeUndefined();
    }
    const refused = diagnostics.filter((d) => d.severity === 'error' && d.message.startsWith('script URL in a link is not allowed'));
    if (readsAs === `${scheme}:`) expect(refused.map((d) => d.line)).toEqual([3, 7]);
  });

  it('the spellings are the ones a browser follows: all but a NUL, a control character reference and percent-encoding read as the scheme', () => {
    for (const [scheme, rest] of SCHEMES) {
      const unread = schemeSpellings(scheme, rest, 'markdown').filter((s) => schemeOf(destinationOf(s.text)) !== `${scheme}:`);
      expect(unread.map((s) => s.name)).toEqual(['a NUL inside', 'percent-encoded first letter', 'percent-encoded colon', 'leading &#1;', '&#0; inside']);
    }
  });
});
