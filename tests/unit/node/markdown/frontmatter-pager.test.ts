import { describe, expect, it } from 'vitest';
import type { Frontmatter } from '../../../../src/shared/types';
import { createCollector } from '../../../../src/node/markdown/collector';
import { resolvePager } from '../../../../src/node/markdown/frontmatter-pager';

function pagerOf(frontmatter: Frontmatter, langPrefix = '') {
  const collector = createCollector('content/en/guide/a.md');
  const pager = resolvePager(frontmatter, {
    collector,
    lineOf: (path) => (path[0] === 'next' || path[0] === 'pagination_next' ? 3 : 2),
    routePath: `${langPrefix}/guide/a`,
    langPrefix,
  });
  return { pager, links: collector.links.map((l) => [l.target, l.line]) };
}

describe('src/node/markdown/frontmatter-pager', () => {
  it('sets nothing when the front matter names no neighbour', () => {
    expect(pagerOf({ title: 'A' })).toEqual({ pager: undefined, links: [] });
  });

  it('hides a side with pagination_prev: null or prev: false', () => {
    expect(pagerOf({ pagination_prev: null, next: false }).pager).toEqual({ prev: null, next: null });
  });

  it('reads a Docusaurus id from the language root and a ./ path from the page, and records each link for the link check at its key', () => {
    expect(pagerOf({ pagination_prev: 'guide/install', pagination_next: './b.md' })).toEqual({
      pager: { prev: { link: '/guide/install' }, next: { link: '/guide/b' } },
      links: [
        ['/guide/install', 2],
        ['/guide/b', 3],
      ],
    });
    expect(pagerOf({ pagination_next: 'guide/install' }, '/zh').pager).toEqual({ next: { link: '/zh/guide/install' } });
  });

  it("takes VitePress's text and { text, link }, over the Docusaurus key of the same side", () => {
    expect(pagerOf({ prev: 'Back', next: { text: 'On', link: '/guide/c' } }).pager).toEqual({
      prev: { text: 'Back' },
      next: { text: 'On', link: '/guide/c' },
    });
    expect(pagerOf({ prev: 'Back', pagination_prev: 'guide/x' }).pager).toEqual({ prev: { text: 'Back', link: '/guide/x' } });
  });
});
