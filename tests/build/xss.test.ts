import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, headOf, metaContent, pageRecordOf, readOut, removeOut } from './helpers';

const TITLE = '"><script>alert("title")</script>';
const DESCRIPTION = '</script><script>alert("description")</script><!--';
const KEYWORDS = '"><script>alert("keywords")</script>';
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let run: BuildRun;
let html: string;

beforeAll(async () => {
  run = await buildFixture('xss');
  if (!run.ok) throw new Error(`the xss fixture failed to build:\n${run.output}`);
  html = readOut(run.outDir, 'page.html');
});
afterAll(() => removeOut(run?.outDir));

describe('build: hostile front matter is escaped everywhere it lands', () => {
  it('in <title> and the meta tags', () => {
    expect(headOf(html)).toContain(`<title>${escaped(TITLE)} - XSS Site</title>`);
    expect(metaContent(html, 'description')).toBe(escaped(DESCRIPTION));
    expect(metaContent(html, 'og:title')).toBe(`${escaped(TITLE)} - XSS Site`);
    expect(metaContent(html, 'og:description')).toBe(escaped(DESCRIPTION));
    expect(metaContent(html, 'twitter:title')).toBe(`${escaped(TITLE)} - XSS Site`);
    expect(metaContent(html, 'keywords')).toBe(escaped(KEYWORDS));
  });

  it('in the inline page record, which still parses to the original strings', () => {
    const json = /<script id="__RP_PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(json).not.toMatch(/<\/script|<script|<!--/i);
    const record = pageRecordOf(html);
    expect(record.title).toBe(TITLE);
    expect((record.frontmatter as { description: string }).description).toBe(DESCRIPTION);
  });

  it('the page still parses: only the expected <script> elements, the body is intact', () => {
    // theme script, page record, entry module (one locale: no language-redirect script)
    const opened = html.match(/<script\b/gi) ?? [];
    const closed = html.match(/<\/script>/gi) ?? [];
    expect(opened).toHaveLength(3);
    expect(closed).toHaveLength(3);
    expect(html).not.toContain('alert("');
    expect(html).toContain('<p>Body text of the hostile page.</p>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
