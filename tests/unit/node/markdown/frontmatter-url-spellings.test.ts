import { describe, expect, it } from 'vitest';
import { extractFrontmatter } from '../../../../src/node/markdown/frontmatter';
import { schemeOf, schemeSpellings } from './url-spellings';

const FILE = 'content/en/index.md';

const SCHEMES = [
  ['javascript', 'alert(1)'],
  ['vbscript', 'msgbox(1)'],
  ['data', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
] as const;

const CASES = SCHEMES.flatMap(([scheme, rest]) =>
  schemeSpellings(scheme, rest, 'yaml').map((spelling) => [`${scheme}: ${spelling.name}`, scheme, spelling.text] as const),
);

const LINK_REFUSED = 'expected a URL that is not a script or data URL (javascript:, vbscript:, data:)';
const SOURCE_REFUSED = 'expected a URL that is not a script URL (javascript:, vbscript:)';

/** The keys of front matter that hold a URL, each set to `url` (a JSON string is a YAML double-quoted one). */
function frontmatterWith(url: string): string {
  const value = JSON.stringify(url);
  return [
    '---',
    'pageType: home',
    'hero:',
    '  image:',
    `    src: ${value}`,
    '  actions:',
    '    - text: Go',
    `      link: ${value}`,
    'features:',
    '  - title: Fast',
    '    details: Very',
    `    link: ${value}`,
    'head:',
    `  - [link, { rel: icon, href: ${value} }]`,
    `  - [script, { src: ${value} }]`,
    '---',
    '',
  ].join('\n');
}

/** Each key holding a URL, with the words its refusal has: a link refuses data: too, what the page loads (a head tag's href too) does not. */
const URL_KEYS = [
  ['hero.image.src', SOURCE_REFUSED],
  ['hero.actions[0].link', LINK_REFUSED],
  ['features[0].link', LINK_REFUSED],
  ['head[0][1].href', SOURCE_REFUSED],
  ['head[1][1].src', SOURCE_REFUSED],
] as const;

describe('src/node/markdown/frontmatter: every spelling of a script or data URL in front matter', () => {
  // front matter values reach the page as written (React and escapeAttr encode them, nothing decodes
  // references): a browser reads exactly the YAML string
  it.each(CASES)('%s', (_name, scheme, text) => {
    const readsAs = schemeOf(text);
    const { diagnostics, frontmatter } = extractFrontmatter(frontmatterWith(text), FILE);
    const refused = diagnostics.map((d) => /^front matter: (\S+): (expected a URL [^)]*\)), got /.exec(d.message)?.slice(1));
    if (readsAs === `${scheme}:`) {
      // a data: image is an image: only the links refuse it
      const keys = scheme === 'data' ? URL_KEYS.filter(([, words]) => words === LINK_REFUSED) : URL_KEYS;
      expect(refused).toEqual(keys);
      // a data: URL is only refused in links: the head's tags, loaded rather than followed, stay
      expect(frontmatter).toEqual(scheme === 'data' ? { pageType: 'home', head: expect.any(Array) } : { pageType: 'home' });
    } else {
      // refusing it too would be on the safe side; kept, it is a relative path
      expect(readsAs).toMatch(/^https?:$/);
    }
  });

  it('the spellings are the ones a browser follows: all but a NUL and percent-encoding read as the scheme', () => {
    for (const [scheme, rest] of SCHEMES) {
      const unread = schemeSpellings(scheme, rest, 'yaml').filter((s) => schemeOf(s.text) !== `${scheme}:`);
      expect(unread.map((s) => s.name)).toEqual(['a NUL inside', 'percent-encoded first letter', 'percent-encoded colon']);
    }
  });
});
