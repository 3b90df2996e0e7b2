import type { Link } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compile, findElements } from './helpers';
import { schemeOf, schemeSpellings } from './url-spellings';

const SCHEMES = [
  ['javascript', 'alert(1)', 'script'],
  ['vbscript', 'msgbox(1)', 'script'],
  // an HTML page with a script, opened from the link outside the site and its Content-Security-Policy
  ['data', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data'],
] as const;

const CASES = SCHEMES.flatMap(([scheme, rest, kind]) =>
  schemeSpellings(scheme, rest, 'markdown').map((spelling) => [`${scheme}: ${spelling.name}`, scheme, kind, spelling.text] as const),
);

// what CommonMark reads as an autolink: a scheme, then no whitespace, control character, '<' or '>'
const AUTOLINK_RE = /^[A-Za-z][A-Za-z\d+.-]{1,31}:[^\s\u0000-\u001f<>]*$/;

/** A link destination as the Markdown parser reads it (references decoded, a NUL replaced), before any plugin. */
function destinationOf(text: string): string {
  const [paragraph] = unified().use(remarkParse).parse(`[x](<${text}>)`).children;
  return (paragraph as { children: Link[] }).children[0].url;
}

describe('src/node/markdown/remark-links: every spelling of a script or data URL in a Markdown link', () => {
  it.each(CASES)('%s, inline, as a reference definition and as an autolink', async (_name, scheme, kind, text) => {
    const readsAs = schemeOf(destinationOf(text));
    const autolink = AUTOLINK_RE.test(text) ? `\n\n<${text}>` : '';
    const { tree, diagnostics } = await compile(`# T\n\n[inline](<${text}>)\n\n[reference][d]\n\n[d]: <${text}>${autolink}`);
    const anchors = findElements(tree, 'a');
    expect(anchors.map((a) => a.children[0].type === 'text' && a.children[0].value).slice(0, 2)).toEqual(['inline', 'reference']);
    expect(anchors).toHaveLength(autolink ? 3 : 2);
    for (const anchor of anchors) {
      const href = anchor.properties.href;
      // what stays is a URL the browser reads as a web address: a spelling it does not read as a scheme is a relative path
      if (href !== undefined) expect(schemeOf(String(href))).toMatch(/^https?:$/);
      if (readsAs === `${scheme}:`) expect(href, `${JSON.stringify(text)} reads as ${readsAs}`).toBeUndefined();
    }
    const refused = diagnostics.filter((d) => d.severity === 'error' && d.message.startsWith(`${kind} URL in a link is not allowed: `));
    if (readsAs === `${scheme}:`) expect(refused.map((d) => d.line)).toEqual(autolink ? [3, 7, 9] : [3, 7]);
  });

  it('the spellings are the ones a browser follows: all but a NUL, a control character reference and percent-encoding read as the scheme', () => {
    for (const [scheme, rest] of SCHEMES) {
      const unread = schemeSpellings(scheme, rest, 'markdown').filter((s) => schemeOf(destinationOf(s.text)) !== `${scheme}:`);
      expect(unread.map((s) => s.name)).toEqual([
        'a NUL inside',
        'percent-encoded first letter',
        'percent-encoded colon',
        'leading &#1;',
        '&#0; inside',
      ]);
    }
  });
});
