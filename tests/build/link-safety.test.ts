import { beforeAll, describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, readOut } from './helpers';

const build = buildsCleanedAfterAll();

describe('build: external links open a new tab without the opener, internal links do not', () => {
  let html: string;
  beforeAll(async () => {
    const run = await build('link-targets');
    if (!run.ok) throw new Error(`the link-targets fixture failed to build:\n${run.output}`);
    html = readOut(run.outDir, 'links.html');
  });

  /** The opening tag of the content link whose text is `text` (badges: the label). */
  const anchor = (text: string) => {
    const found = [...html.matchAll(/<a (href="[^"]*"[^>]*)>([^<]*)<\/a>/g)].filter((m) => m[2] === text);
    expect(found, text).toHaveLength(1);
    return found[0][1];
  };
  const EXTERNAL_ATTRS = / target="_blank" rel="noopener noreferrer"$/;

  it.each([
    ['https link', 'https://example.com/a'],
    ['http link', 'http://example.com/b'],
    ['protocol-relative link', '//cdn.example.com/c'],
    ['upper-case link', 'HTTPS://EXAMPLE.COM/D'],
    ['https://example.com/autolink', 'https://example.com/autolink'],
    ['https://example.com/bare', 'https://example.com/bare'],
    ['reference link', 'https://example.com/ref'],
    ['container external', 'https://example.com/in-container'],
    ['tab external', 'https://example.com/in-tab'],
    ['Rsbuild', 'https://rsbuild.rs'],
  ])('external: %s', (text, href) => {
    const attrs = anchor(text);
    expect(attrs.startsWith(`href="${href}"`), attrs).toBe(true);
    expect(attrs).toMatch(EXTERNAL_ATTRS);
  });

  it.each([
    ['relative link', '/other'],
    ['absolute link', '/other'],
    ['anchor link', '/other#other-section'],
    ['hash link', '#top-section'],
    ['home link', '/'],
    ['mail link', 'mailto:team@fixture.test'],
    ['container internal', '/other'],
    ['tab internal', '/other'],
    ['Other', '/other'],
  ])('internal or mail: %s has neither target nor rel', (text, href) => {
    const attrs = anchor(text);
    expect(attrs.startsWith(`href="${href}"`), attrs).toBe(true);
    expect(attrs).not.toMatch(/\starget=|\srel=/);
  });
});

describe('build: disguised javascript: and data: URLs are build errors too', () => {
  it('autolinks, angle brackets, character references, a tab or a newline in the scheme, vbscript:, badges, containers, data:', async () => {
    const run = await build('script-url-variants');
    expect(run.ok).toBe(false);
    const file = fixtureFile('script-url-variants', 'en/page.md');
    expect(run.lines).toEqual([
      `${file}:3:13 error markdown script URL in a link is not allowed: javascript:alert(1)`,
      `${file}:5:1 error markdown script URL in a link is not allowed: javascript:alert(2)`,
      `${file}:7:1 error markdown script URL in a link is not allowed: javascript:alert(3)`,
      // the tab is printed as its escape, so it shows
      `${file}:9:1 error markdown script URL in a link is not allowed: java\\tscript:alert(4)`,
      `${file}:11:1 error markdown script URL in a link is not allowed:  javascript:alert(5)`,
      `${file}:13:1 error markdown script URL in a link is not allowed: vbscript:msgbox(6)`,
      `${file}:15:9 error markdown script URL in a badge is not allowed: javascript:alert(7)`,
      `${file}:18:1 error markdown script URL in a link is not allowed: javascript:alert(8)`,
      // the newline is folded into a space: one line per problem
      `${file}:21:1 error markdown script URL in a link is not allowed: java script:alert(9)`,
      // a data: URL opens the page it holds, script included, outside the site: in a link, an autolink or a definition
      `${file}:23:1 error markdown data URL in a link is not allowed: data:text/html,<script>alert(10)</script>`,
      `${file}:25:17 error markdown data URL in a link is not allowed: DATA:text/html,x`,
      `${file}:29:1 error markdown data URL in a link is not allowed: data:text/html,x`,
      'Build failed: 12 errors (see above)',
    ]);
  });
});
