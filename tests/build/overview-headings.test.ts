/**
 * The real site's config overviews: each option of the author's list shows its page's headings as
 * anchor links, in the prerendered HTML of both languages; every anchor names a heading the option's
 * page has, and a page whose headings the sidebar or front matter leave out (`overviewHeaders: []`)
 * shows none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { realSiteDist } from './real-site';

let dist: string;
beforeAll(async () => {
  dist = await realSiteDist();
});

/** A built page's HTML: '/config/' -> config/index.html, '/config/test/retry' -> config/test/retry.html. */
const html = (route: string) => readFileSync(join(dist, route.endsWith('/') ? `${route}index.html` : `${route}.html`), 'utf8');

/** The list entry of the overview that links `page`, as HTML (up to the next entry of its list). */
function entryOf(overview: string, page: string): string {
  const start = overview.indexOf(`<li><a href="${page}">`);
  expect(start, `no entry for ${page}`).toBeGreaterThan(-1);
  return overview.slice(start, overview.indexOf('</li>\n', start));
}

/** The anchors of the headings under an entry: [href, text]. */
const headingLinks = (entry: string) =>
  [...entry.matchAll(/<li class="rp-overview-depth-\d"><a href="([^"]+)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);

describe('overview headings on the real site', () => {
  it.each([
    ['/config/', '/config/test/setupFiles', 'How paths are resolved'],
    ['/zh/config/', '/zh/config/test/setupFiles', '路径如何解析'],
  ])('%s: under an option, its page’s h2 headings link to their anchors', (overview, page, heading) => {
    const links = headingLinks(entryOf(html(overview), page));
    expect(links.map(([, text]) => text)).toContain(heading);
    const target = html(page);
    for (const [href] of links) {
      expect(href.startsWith(`${page}#`)).toBe(true);
      const id = decodeURIComponent(href.slice(page.length + 1));
      expect(target, `${page} has no heading #${id}`).toContain(` id="${id}"`);
    }
  });

  it('an option whose page keeps its headings out of overviews shows none', () => {
    expect(headingLinks(entryOf(html('/config/'), '/config/test/retry'))).toEqual([]);
    expect(headingLinks(entryOf(html('/config/'), '/config/test/hookTimeout')).length).toBeGreaterThan(0);
  });
});
