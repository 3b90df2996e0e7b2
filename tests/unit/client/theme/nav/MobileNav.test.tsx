// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Nav } from '../../../../../src/client/theme/nav/Nav';
import { renderWithPage, type PageOptions } from '../page-harness';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const config = {
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [
        { text: 'Guide', link: '/guide/' },
        { text: 'More', items: [{ text: 'Page A', link: '/guide/a' }] },
      ],
    },
    { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/a' }] },
  ],
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' }] },
};

function renderNav(options: PageOptions = {}) {
  renderWithPage(
    <>
      <Nav />
      <Where />
    </>,
    { config, ...options },
  );
  return screen.getByRole('button', { name: options.lang === 'zh' ? '导航菜单' : 'Navigation menu' });
}

const panel = () => document.querySelector<HTMLElement>('.rp-nav-screen');

/** Click the hamburger and wait for the panel (a lazy chunk). */
async function openMenu(hamburger: HTMLElement) {
  fireEvent.click(hamburger);
  await waitFor(() => expect(panel()).not.toBeNull());
  return panel()!;
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  window.innerWidth = 1024;
});

describe('client/theme/nav/MobileNav', () => {
  it('the hamburger opens the full-screen menu: nav items, theme, language and social rows', async () => {
    const hamburger = renderNav();
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();
    const menu = await openMenu(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-controls')).toBe(menu.id);
    expect(within(menu).getByRole('link', { name: 'Guide' })).toBeTruthy();
    expect(within(menu).getByText('Theme')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    expect(within(menu).getByText('Languages')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe('/zh/guide/a');
    expect(within(menu).getByRole('link', { name: 'GitHub' })).toBeTruthy();
  });

  it('uses the page language for its labels', async () => {
    await openMenu(renderNav({ path: '/zh/guide/a', lang: 'zh' }));
    expect(within(panel()!).getByText('主题')).toBeTruthy();
    expect(within(panel()!).getByText('语言')).toBeTruthy();
  });

  it('groups expand in place, open when they hold the current page', async () => {
    await openMenu(renderNav({ path: '/guide/a' }));
    const group = panel()!.querySelector('details')!;
    expect(group.open).toBe(true);
    expect(within(group).getByText('More').tagName).toBe('SUMMARY');
  });

  it('locks page scrolling while open', async () => {
    const hamburger = renderNav();
    await openMenu(hamburger);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(hamburger);
    expect(document.body.style.overflow).toBe('');
    expect(panel()).toBeNull();
  });

  it('closes on Escape', async () => {
    await openMenu(renderNav());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(panel()).toBeNull();
  });

  it('closes when the window widens to 768 px or more, not before', async () => {
    resizeTo(375);
    await openMenu(renderNav());
    resizeTo(767);
    expect(panel()).not.toBeNull();
    resizeTo(768);
    expect(panel()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on route change: a link of the menu navigates and the menu goes', async () => {
    const menu = await openMenu(renderNav({ path: '/guide/a' }));
    fireEvent.click(within(menu).getByRole('link', { name: 'Guide' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/guide/'));
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Navigation menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
