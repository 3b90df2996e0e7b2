// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../../../src/client/theme/Layout';
import { layoutSwitches, useLayoutSwitches } from '../../../../src/client/theme/switches';
import { renderWithPage, withPage, type PageOptions } from './page-harness';

function Show() {
  return <output>{JSON.stringify(useLayoutSwitches())}</output>;
}

async function switchesOf(options: PageOptions) {
  renderWithPage(<Show />, options);
  await act(async () => {});
  return JSON.parse(screen.getByRole('status').textContent!);
}

const footer = { themeConfig: { footer: { message: 'Released under the MIT license.', copyright: '© 2024' } } };

describe('client/theme/switches', () => {
  it("turns the outline off with Docusaurus's hide_table_of_contents, sidebar and outline with VitePress's layout: page", () => {
    expect(layoutSwitches({ hide_table_of_contents: true }, '')).toEqual({ navbar: true, sidebar: true, outline: false, footer: true });
    expect(layoutSwitches({ hide_table_of_contents: false, layout: 'doc' }, '')).toEqual({
      navbar: true,
      sidebar: true,
      outline: true,
      footer: true,
    });
    expect(layoutSwitches({ layout: 'page' }, '')).toEqual({ navbar: true, sidebar: false, outline: false, footer: true });
  });

  it('turns a part off with <part>=0 in the query or <part>: false in front matter', () => {
    expect(layoutSwitches({}, '')).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    expect(layoutSwitches({}, '?navbar=0&outline=0')).toEqual({ navbar: false, sidebar: true, outline: false, footer: true });
    expect(layoutSwitches({ sidebar: false, footer: false }, '?navbar=1')).toEqual({
      navbar: true,
      sidebar: false,
      outline: true,
      footer: false,
    });
    expect(layoutSwitches({ outline: true }, '?outline=false')).toMatchObject({ outline: true });
  });

  it('useLayoutSwitches reads the query once hydrated', async () => {
    expect(await switchesOf({ search: '?sidebar=0&footer=0' })).toEqual({ navbar: true, sidebar: false, outline: true, footer: false });
  });

  it('useLayoutSwitches reads the front matter', async () => {
    expect(await switchesOf({ frontmatter: { outline: false, navbar: false } })).toEqual({
      navbar: false,
      sidebar: true,
      outline: false,
      footer: true,
    });
  });

  it('navbar=0 and footer=0 remove the navbar and the footer on any page type', async () => {
    for (const pageType of ['doc', 'home', '404'] as const) {
      const view = renderWithPage(<Layout />, { pageType, search: '?navbar=0&footer=0', config: footer });
      await act(async () => {});
      expect(screen.queryByRole('banner')).toBeNull();
      expect(document.querySelector('.rp-footer')).toBeNull();
      view.unmount();
    }
  });

  it('front matter navbar: false and footer: false remove them already in the server markup', () => {
    const html = renderToString(withPage(<Layout />, { frontmatter: { navbar: false, footer: false }, config: footer }));
    expect(html).not.toContain('<header');
    expect(html).not.toContain('rp-footer');
    expect(html).toContain('rp-layout-no-nav');
  });

  it('hydrates the server markup of a page opened with a query without mismatch, then applies it', async () => {
    const options: PageOptions = { search: '?navbar=0', config: footer };
    const container = document.createElement('div');
    // the prerendered page was rendered without the query
    container.innerHTML = renderToString(withPage(<Layout />, { ...options, search: '' }));
    document.body.appendChild(container);
    expect(container.querySelector('header')).not.toBeNull();
    const errors: unknown[] = [];
    const { hydrateRoot } = await import('react-dom/client');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, withPage(<Layout />, options), { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      expect(container.querySelector('header')).toBeNull();
      expect(container.querySelector('.rp-footer')).not.toBeNull();
    } finally {
      // a root left mounted would keep listening to the window
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('hideNavbar always leaves the navbar out', () => {
    render(withPage(<Layout />, { config: { themeConfig: { hideNavbar: 'always' } } }));
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
