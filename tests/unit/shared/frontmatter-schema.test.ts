import { describe, expect, it } from 'vitest';
import { validateFrontmatter } from '../../../src/shared/frontmatter-schema';

const messages = (data: Record<string, unknown>) => {
  const { problems, warnings } = validateFrontmatter(data);
  return { errors: problems.map((p) => p.message), warnings: warnings.map((w) => w.message) };
};
const clean = { errors: [], warnings: [] };

describe('src/shared/frontmatter-schema', () => {
  it('accepts the Docusaurus keys a page may carry, with their types', () => {
    const docusaurus = {
      id: 'install',
      title: 'Install',
      sidebar_label: 'Install it',
      sidebar_position: 2.5,
      slug: '/setup',
      draft: false,
      hide_title: true,
      hide_table_of_contents: true,
      keywords: ['install', 'setup'],
      image: '/img/card.png',
      pagination_prev: null,
      pagination_next: 'guide/usage',
      custom_edit_url: null,
    };
    expect(messages(docusaurus)).toEqual(clean);
    expect(validateFrontmatter(docusaurus).value).toEqual(docusaurus);
    expect(messages({ custom_edit_url: 'https://github.com/o/r/edit/main/a.md' })).toEqual(clean);
  });

  it('accepts the VitePress keys a page may carry, with their types', () => {
    for (const outline of [false, true, 2, [2, 3], 'deep']) expect(messages({ outline })).toEqual(clean);
    for (const prev of [false, 'Back', { text: 'Back', link: '/guide/' }, { link: './a' }])
      expect(messages({ prev, next: prev })).toEqual(clean);
    for (const layout of ['home', 'doc', 'page']) expect(messages({ layout })).toEqual(clean);
    expect(messages({ editLink: false, lastUpdated: false })).toEqual(clean);
  });

  it("accepts VitePress's home shapes: an image as a URL or per scheme, an icon as text or an image, linkText", () => {
    const home = {
      layout: 'home',
      hero: { name: 'Q', image: '/logo.svg', actions: [{ text: 'Go', link: '/guide/', theme: 'brand' }] },
      features: [
        { icon: '⚡', title: 'Fast', details: 'Very', link: '/guide/', linkText: 'Read more' },
        { icon: { src: '/a.svg', width: 48, height: 48 }, title: 'Small' },
        { icon: { light: '/l.svg', dark: '/d.svg', alt: 'x' }, title: 'Themed' },
      ],
    };
    expect(messages(home)).toEqual(clean);
    expect(messages({ hero: { image: { light: '/l.svg', dark: '/d.svg' } } })).toEqual(clean);
    expect(messages({ hero: { image: { src: '/l.svg', alt: 'Logo' } } })).toEqual(clean);
  });

  it('keeps a wrong type on a known key an error, naming what is accepted', () => {
    expect(messages({ outline: 'wide' }).errors).toEqual([
      "outline: expected a boolean, a heading depth 1 to 6, [min, max] or 'deep', got 'wide'",
    ]);
    expect(messages({ outline: 7 }).errors).toEqual(['outline: expected a heading depth 1 to 6, got 7']);
    expect(messages({ layout: 'blog' }).errors).toEqual(["layout: expected 'home' | 'doc' | 'page', got 'blog'"]);
    expect(messages({ pagination_next: 3 }).errors).toEqual(['pagination_next: expected a page path or null, got 3']);
    expect(messages({ prev: true }).errors).toEqual(['prev: expected false, a link text or { text, link }, got true']);
    expect(messages({ keywords: 'a, b' }).errors).toEqual(["keywords: expected array, got 'a, b'"]);
    expect(messages({ custom_edit_url: 'javascript:alert(1)' }).errors[0]).toMatch(/^custom_edit_url: expected a URL that is not a script/);
    expect(messages({ image: 'javascript:alert(1)' }).errors[0]).toMatch(/^image: expected a URL that is not a script/);
    // a neighbour link is followed by a click: script and data URLs are refused there as in Markdown links
    for (const key of ['pagination_prev', 'pagination_next']) {
      expect(messages({ [key]: 'javascript:alert(1)' }).errors[0]).toMatch(
        new RegExp(`^${key}: expected a URL that is not a script or data URL`),
      );
    }
    expect(messages({ next: { link: 'data:text/html,x' } }).errors[0]).toMatch(
      /^next\.link: expected a URL that is not a script or data URL/,
    );
    expect(messages({ features: [{ title: 'x', icon: 3 }] }).errors).toEqual([
      'features[0].icon: expected a text (an emoji), { src } or { light, dark }, got 3',
    ]);
  });

  it('warns of unknown keys, suggesting the nearest known key only when it is a typo away', () => {
    expect(messages({ titel: 'A', sidebar_lable: 'B', hide_tile: true, tags: ['x'] })).toEqual({
      errors: [],
      warnings: [
        "titel: unknown key, ignored (did you mean 'title'?)",
        "sidebar_lable: unknown key, ignored (did you mean 'sidebar_label'?)",
        "hide_tile: unknown key, ignored (did you mean 'hide_title'?)",
        'tags: unknown key, ignored',
      ],
    });
    expect(validateFrontmatter({ titel: 'A', title: 'B' }).value).toEqual({ title: 'B' });
  });
});
