import { describe, expect, it } from 'vitest';
import { plainHeading, readPageMeta } from '../../../../src/node/site/page-meta';

describe('node/site/page-meta', () => {
  it('takes the front matter title over the first h1', () => {
    expect(readPageMeta('---\ntitle: Install\n---\n# Installing\n').title).toBe('Install');
  });

  it('takes the first h1 outside code blocks, after the front matter', () => {
    const source = '---\nsidebar_position: 3\n---\n\n```md\n# not this\n```\n\nText\n\n# The **real** `title` {#custom}\n\n# Second\n';
    expect(readPageMeta(source)).toMatchObject({ title: 'The real title', sidebarPosition: 3, draft: false });
  });

  it('reads sidebar_label, slug and draft, and ignores values of the wrong type', () => {
    expect(readPageMeta('---\nsidebar_label: Short\nslug: /x\ndraft: true\n---\n')).toEqual({
      title: '',
      sidebarLabel: 'Short',
      sidebarPosition: undefined,
      slug: '/x',
      draft: true,
    });
    expect(readPageMeta('---\nsidebar_position: first\ndraft: yes please\n---\n# A\n')).toMatchObject({
      sidebarPosition: undefined,
      draft: false,
    });
  });

  it('reads a page whose front matter is broken as one without (the compile reports it)', () => {
    expect(readPageMeta('---\ntitle: [unclosed\n---\n# Heading\n').title).toBe('Heading');
    expect(readPageMeta('\r\n# Windows\r\n').title).toBe('Windows');
  });

  it('reads keys written in any way YAML allows: escaped, aliased, in a flow mapping', () => {
    expect(readPageMeta('---\n"ti\\x74le": Escaped\n---\n# Heading\n').title).toBe('Escaped');
    expect(readPageMeta('---\nname: &key slug\n*key : /aliased\n---\n').slug).toBe('/aliased');
    expect(readPageMeta('---\n{ draft: true, sidebar_position: 4 }\n---\n')).toMatchObject({ draft: true, sidebarPosition: 4 });
    // a front matter that names none of them gives none, and the body starts after it all the same
    expect(readPageMeta('---\ndescription: "# not the heading"\ntags: [a, b]\n---\n# Heading\n').title).toBe('Heading');
  });

  it('keeps a heading as its plain text', () => {
    expect(plainHeading('Use [the CLI](./cli.md) *now*')).toBe('Use the CLI now');
  });
});
