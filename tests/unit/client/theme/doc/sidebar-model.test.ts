import { describe, expect, it } from 'vitest';
import { flattenLinks, prevNextLinks } from '../../../../../src/client/theme/doc/sidebar-model';
import { SIDEBAR } from './doc-harness';

describe('client/theme/doc/sidebar-model', () => {
  it('flattens the sidebar depth first, with groups that have a link, without dividers and headers', () => {
    expect(flattenLinks(SIDEBAR).map((l) => l.link)).toEqual([
      '/guide/',
      '/guide/a',
      '/guide/b',
      '/guide/c',
      '/guide/reference',
      '/guide/d',
    ]);
  });

  it('gives the previous and next pages across groups, none at the ends', () => {
    expect(prevNextLinks(SIDEBAR, '/guide/a')).toEqual({
      prev: { text: 'Introduction', link: '/guide/' },
      next: { text: 'Page B', link: '/guide/b' },
    });
    expect(prevNextLinks(SIDEBAR, '/guide/index').prev).toBeUndefined();
    expect(prevNextLinks(SIDEBAR, '/guide/d').next).toBeUndefined();
    expect(prevNextLinks(SIDEBAR, '/guide/c').next).toEqual({ text: 'Reference', link: '/guide/reference' });
  });

  it('has no neighbours for a page that is not in the sidebar', () => {
    expect(prevNextLinks(SIDEBAR, '/elsewhere')).toEqual({ prev: undefined, next: undefined });
    expect(prevNextLinks([], '/guide/a')).toEqual({ prev: undefined, next: undefined });
  });
});
