import { describe, expect, it } from 'vitest';
import { pagerLinks } from '../../../../../src/client/theme/doc/pager-model';

const sidebar = [
  { text: 'One', link: '/one' },
  { text: 'Two', link: '/two' },
  { text: 'Three', link: '/three' },
];
const fromSidebar = { prev: { text: 'One', link: '/one' }, next: { text: 'Three', link: '/three' } };

describe('client/theme/doc/pager-model', () => {
  it("keeps the sidebar's neighbours when the front matter sets none", () => {
    expect(pagerLinks(fromSidebar, sidebar, undefined)).toEqual(fromSidebar);
    expect(pagerLinks(fromSidebar, sidebar, {})).toEqual(fromSidebar);
  });

  it('hides a side set to null', () => {
    expect(pagerLinks(fromSidebar, sidebar, { prev: null })).toEqual({ prev: undefined, next: fromSidebar.next });
  });

  it("links a set page with the sidebar's text for it, else its path", () => {
    expect(pagerLinks(fromSidebar, sidebar, { next: { link: '/one' } }).next).toEqual({ text: 'One', link: '/one' });
    expect(pagerLinks(fromSidebar, sidebar, { next: { link: '/elsewhere' } }).next).toEqual({ text: '/elsewhere', link: '/elsewhere' });
  });

  it("renames the sidebar's link with a text alone, and shows nothing for a text without any link", () => {
    expect(pagerLinks(fromSidebar, sidebar, { prev: { text: 'Back' } }).prev).toEqual({ text: 'Back', link: '/one' });
    expect(pagerLinks({}, sidebar, { prev: { text: 'Back' } }).prev).toBeUndefined();
  });
});
