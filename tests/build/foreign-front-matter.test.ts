// Pages written for Docusaurus and VitePress, front matter unchanged: the site builds without an
// error, each key does here what it did there, and the keys quire does not know are warnings.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, metaContent, readOut, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();

/** The page's body as rendered, without the page record (which repeats the front matter). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>')).replace(/<script id="__RP_PAGE__"[\s\S]*?<\/script>/, '');
const h1s = (html: string) => [...bodyOf(html).matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
/** `{ rel, href, text }` of the previous/next links under the page. */
const pager = (html: string) =>
  [...bodyOf(html).matchAll(/<a href="([^"]*)" rel="(prev|next)"[^>]*>[\s\S]*?rp-pager-title">(.*?)<\/span>/g)].map((m) => ({
    rel: m[2],
    href: m[1],
    text: m[3].replace('<!-- -->', '').replace(/[←→]/g, '').trim(),
  }));
const editLink = (html: string) => /<a class="rp-edit-link" href="([^"]*)"/.exec(bodyOf(html))?.[1];
const outlineDepths = (html: string) => [...bodyOf(html).matchAll(/rp-outline-depth-(\d)/g)].map((m) => Number(m[1]));

describe('build: Docusaurus and VitePress front matter', () => {
  let run: BuildRun;
  const page = (file: string) => readOut(run.outDir, file);
  beforeAll(async () => {
    run = await build('foreign-front-matter');
  });

  it('builds with no error; each unknown key is one warning at its line, with the nearest known key for a typo', () => {
    expect(run.ok, run.output).toBe(true);
    const usage = fixtureFile('foreign-front-matter', 'en/docs/usage.md');
    expect(run.lines.filter((line) => / (warning|error) /.test(line))).toEqual([
      `${usage}:4:1 warning frontmatter front matter: sidbar_label: unknown key, ignored (did you mean 'sidebar_label'?)`,
      `${usage}:5:1 warning frontmatter front matter: tags: unknown key, ignored`,
    ]);
    expect(run.warnings).toBe(2);
  });

  it('shows the front matter title as the h1 of a page without one, unless hide_title; an own h1 stays the only one', () => {
    expect(h1s(page('docs/intro.html'))).toEqual(['Introduction']);
    expect(h1s(page('docs/install.html'))).toEqual([]);
    expect(h1s(page('docs/usage.html'))).toEqual(['Using the tool']);
    expect(h1s(page('docs/options.html'))).toEqual(['Options']);
  });

  it('hides the outline with hide_table_of_contents and layout: page, and lists the levels outline chooses', () => {
    expect(page('docs/install.html')).not.toContain('rp-has-outline');
    expect(outlineDepths(page('docs/install.html'))).toEqual([]);
    expect(outlineDepths(page('docs/intro.html'))).toEqual([2]);
    // outline: [2, 3] leaves out the h4; 'deep' keeps every level
    expect(outlineDepths(page('guide/getting-started.html'))).toEqual([2, 3]);
    expect(outlineDepths(page('guide/config.html'))).toEqual([2, 3]);
    const plain = page('guide/plain.html');
    expect(plain).not.toContain('rp-has-outline');
    expect(plain).not.toContain('rp-has-sidebar');
    expect(page('guide/config.html')).toContain('rp-has-sidebar');
  });

  it('writes keywords and the share image (a file of the public folder, as a full URL) into the head', () => {
    const intro = page('docs/intro.html');
    expect(metaContent(intro, 'keywords')).toBe('moving, docs');
    expect(metaContent(intro, 'og:image')).toBe('https://fixture.test/img/card.png');
    expect(metaContent(intro, 'twitter:image')).toBe('https://fixture.test/img/card.png');
    expect(metaContent(page('docs/usage.html'), 'keywords')).toBeUndefined();
    expect(metaContent(page('docs/usage.html'), 'og:image')).toBeUndefined();
  });

  it('takes previous/next links from pagination_prev/next and prev/next, else from the sidebar', () => {
    // pagination_prev: null, pagination_next: a page id (its text from the sidebar)
    expect(pager(page('docs/install.html'))).toEqual([{ rel: 'next', href: '/docs/options', text: 'Options' }]);
    expect(pager(page('docs/usage.html'))).toEqual([
      { rel: 'prev', href: '/docs/install', text: 'Install' },
      { rel: 'next', href: '/docs/options', text: 'Options' },
    ]);
    // prev: false, next: { text, link }
    expect(pager(page('guide/getting-started.html'))).toEqual([{ rel: 'next', href: '/guide/config', text: 'Configure it' }]);
    // prev: a text (the sidebar's link), next: false
    expect(pager(page('guide/config.html'))).toEqual([{ rel: 'prev', href: '/guide/getting-started', text: 'Start here' }]);
  });

  it('replaces the edit link with custom_edit_url, and hides it with custom_edit_url: null and editLink: false', () => {
    expect(editLink(page('docs/intro.html'))).toBe('https://github.com/owner/repo/edit/main/content/en/docs/intro.md');
    expect(editLink(page('docs/install.html'))).toBe('https://example.com/edit/install');
    expect(editLink(page('docs/usage.html'))).toBeUndefined();
    expect(editLink(page('guide/getting-started.html'))).toBeUndefined();
  });

  it("renders the VitePress home: layout: home, hero.image as a string, features' icons and linkText", () => {
    const home = bodyOf(page('index.html'));
    expect(home).toContain('<section class="rp-hero"');
    expect(home).toMatch(/<div class="rp-hero-logo"><img src="\/img\/logo.svg" alt="" width="160" height="160"\/><\/div>/);
    expect(home).toMatch(/<a href="\/guide\/config" class="rp-feature-card"><span class="rp-feature-icon" aria-hidden="true">🚀<\/span>/);
    expect(home).toMatch(/<span class="rp-feature-link-text">Read the config guide(<!-- -->)? →<\/span><\/a>/);
    expect(home).toContain('<img class="rp-only-light" src="/img/bolt-light.svg" alt="" width="32" height="32"/>');
    expect(home).toContain('<img class="rp-only-dark" src="/img/bolt-dark.svg" alt="" width="32" height="32"/>');
    expect(home).toContain('<img src="/img/logo.svg" alt="" width="48" height="48"/>');
    expect(home).not.toContain('rp-doc-layout');
  });
});
