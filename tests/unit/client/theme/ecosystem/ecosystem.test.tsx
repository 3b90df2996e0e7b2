// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../../../../src/client/router/history-router';
import { rstack } from '../../../../../content/theme/ecosystem';
import { EcosystemLanding } from '../../../../../src/client/theme/ecosystem/EcosystemLanding';
import { EcosystemMenu, type PanelChunk } from '../../../../../src/client/theme/ecosystem/EcosystemMenu';
import { EcosystemPanel } from '../../../../../src/client/theme/ecosystem/EcosystemPanel';
import { ecosystemLang, hostOf } from '../../../../../src/client/theme/ecosystem/tools';
import { resolveConfig } from '../../../../../src/shared/config';
import type { Ecosystem } from '../../../../../src/shared/types';

/** An ecosystem as the theme gets it: resolved (defaults filled in) from what a site config writes. */
function resolved(ecosystem: unknown): Ecosystem {
  const site = resolveConfig({
    title: 'Site',
    siteUrl: 'https://example.test',
    locales: [{ lang: 'en' }, { lang: 'zh' }],
    themeConfig: { ecosystem },
  });
  return site.themeConfig.ecosystem!;
}

const RSTACK = resolved(rstack);

/** The panel's chunk as the menu loads it, holding `ecosystem`. */
const chunkOf = (ecosystem: Ecosystem) => () => Promise.resolve<PanelChunk>({ EcosystemPanel, ecosystem });

/** Renders the menu and clicks its button; resolves once the panel lists its items. */
async function openMenu(
  path: string,
  { ecosystem = RSTACK, ...props }: Partial<Parameters<typeof EcosystemMenu>[0]> & { ecosystem?: Ecosystem } = {},
) {
  render(
    <MemoryRouter location={path}>
      <EcosystemMenu ecosystem={ecosystem} load={chunkOf(ecosystem)} {...props} />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button');
  fireEvent.click(button);
  await waitFor(() => expect(entries().length).toBeGreaterThan(0));
  return button;
}

const entries = () => [...document.querySelectorAll<HTMLAnchorElement>('.rp-eco-menu-item')];

describe('client/theme/ecosystem', () => {
  it("menu: a grid button labelled in the page's language, opening every item, each in a new tab", async () => {
    const button = await openMenu('/guide/a');
    expect(button.getAttribute('aria-label')).toBe('Rstack toolchain');
    expect(button.querySelector('svg')!.getAttribute('width')).toBe('20');
    const links = entries();
    expect(links.map((a) => a.querySelector('.rp-eco-menu-name')!.textContent)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rslib',
      'Rspress',
      'Rsdoctor',
      'Rstest',
      'Rslint',
      'Awesome Rstack',
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer');
      expect(a.querySelector('img')!.getAttribute('src')).toMatch(/^\/ecosystem\/[a-z-]+\.svg$/);
    }
    expect(links[7].href).toBe('https://github.com/web-infra-dev/awesome-rstack');
  });

  it('menu: a header linking to the configured page, with its logo', async () => {
    await openMenu('/');
    const header = screen.getByRole('link', { name: 'Rstack' });
    expect(header.getAttribute('href')).toBe('https://github.com/web-infra-dev');
    expect(header.getAttribute('target')).toBe('_blank');
    expect(header.querySelector('img')!.getAttribute('src')).toBe('/ecosystem/rstack.svg');
  });

  it('menu: English role labels on English pages', async () => {
    await openMenu('/guide/a');
    expect(within(entries()[0]).getByText('Bundler')).toBeTruthy();
  });

  it('menu: Chinese labels when the path contains zh', async () => {
    const button = await openMenu('/zh/guide/a');
    expect(button.getAttribute('aria-label')).toBe('Rstack 工具链');
    expect(within(entries()[0]).getByText('高性能打包工具')).toBeTruthy();
    expect(within(entries()[7]).getByText('探索 Rstack 生态')).toBeTruthy();
  });

  it('menu: the lang prop wins over the path', async () => {
    await openMenu('/zh/guide/a', { lang: 'en' });
    expect(within(entries()[5]).getByText('Testing framework')).toBeTruthy();
  });

  it('menu: without a header link or label, the title names the button and heads the panel as text', async () => {
    const button = await openMenu('/', {
      ecosystem: resolved({ title: 'Acme', items: [{ name: 'Anvil', link: 'https://anvil.example', logo: '/anvil.svg' }] }),
    });
    expect(button.getAttribute('aria-label')).toBe('Acme');
    expect(screen.queryByRole('link', { name: 'Acme' })).toBeNull();
    expect(screen.getByText('Acme').tagName).toBe('P');
  });

  it('menu: by default its panel and items come from the site ecosystem module, on first open', async () => {
    render(
      <MemoryRouter location="/guide/a">
        <EcosystemMenu ecosystem={RSTACK} />
      </MemoryRouter>,
    );
    expect(entries()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(entries()).toHaveLength(8));
  });

  it('menu: the items are asked for when the pointer or focus reaches the button, never before', async () => {
    let loads = 0;
    const load = () => (loads++, Promise.resolve<PanelChunk>({ EcosystemPanel, ecosystem: RSTACK }));
    render(
      <MemoryRouter location="/guide/a">
        <EcosystemMenu ecosystem={RSTACK} load={load} />
      </MemoryRouter>,
    );
    expect(loads).toBe(0);
    fireEvent.focus(screen.getByRole('button'));
    expect(loads).toBe(1);
  });

  it('menu: a panel whose items cannot be downloaded says so with a retry button, which then shows them', async () => {
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve<PanelChunk>({ EcosystemPanel, ecosystem: RSTACK }));
    render(
      <MemoryRouter location="/guide/a">
        <EcosystemMenu ecosystem={RSTACK} load={load} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rstack toolchain' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You might want to check your network connection.');
    expect(entries()).toHaveLength(0);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(entries()).toHaveLength(8));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('menu: while a retry is on its way the message stays, busy; a retry that fails again offers the button again; the items take the focus of the button', async () => {
    const attempts: { resolve: (chunk: PanelChunk) => void; reject: (error: Error) => void }[] = [];
    const load = () => new Promise<PanelChunk>((resolve, reject) => attempts.push({ resolve, reject }));
    render(
      <MemoryRouter location="/guide/a">
        <EcosystemMenu ecosystem={RSTACK} load={load} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rstack toolchain' }));
    await waitFor(() => expect(attempts).toHaveLength(1));
    attempts[0]!.reject(new Error('offline'));
    const alert = await screen.findByRole('alert');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(attempts).toHaveLength(2));
    // still the same message under the pointer, marked busy; a second click asks for nothing more
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.getAttribute('aria-busy')).toBe('true');
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(retry);
    expect(attempts).toHaveLength(2);
    attempts[1]!.reject(new Error('offline again'));
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBeNull());
    expect(alert.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(retry);
    await waitFor(() => expect(attempts).toHaveLength(3));
    attempts[2]!.resolve({ EcosystemPanel, ecosystem: RSTACK });
    await waitFor(() => expect(entries()).toHaveLength(8));
    expect(screen.queryByRole('alert')).toBeNull();
    // the focus moves once the items are in (an effect after their render): waited for, not assumed at once
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rstack'));
  });

  it("menu: the error speaks the page's language, from the texts that came with the page", async () => {
    render(
      <MemoryRouter location="/zh/guide/a">
        <EcosystemMenu
          ecosystem={RSTACK}
          locale={{ searchText: { errorTitle: '无法获取结果', errorHelp: '你可能需要检查你的网络连接', retry: '重试' } }}
          load={() => Promise.reject(new Error('offline'))}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toContain('你可能需要检查你的网络连接');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('language rule: prop, else zh anywhere in the path, else en', () => {
    expect(ecosystemLang(undefined, '/guide/zhuyin')).toBe('zh');
    expect(ecosystemLang(undefined, '/guide/')).toBe('en');
    expect(ecosystemLang('zh', '/guide/')).toBe('zh');
  });

  it('landing: title, tagline and a card per landing item with name, description, logo and host, in new tabs', () => {
    render(<EcosystemLanding ecosystem={RSTACK} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Rstack');
    expect(screen.getByText(/^One fast JavaScript toolchain/)).toBeTruthy();
    const cards = [...document.querySelectorAll<HTMLAnchorElement>('.rp-eco-card')];
    expect(cards).toHaveLength(7);
    expect(cards.map((c) => c.querySelector('.rp-eco-url')!.textContent)).toEqual([
      'rspack.rs',
      'rsbuild.rs',
      'rslib.rs',
      'rspress.rs',
      'rsdoctor.rs',
      'rstest.rs',
      'rslint.rs',
    ]);
    expect(cards.every((c) => c.target === '_blank' && c.rel === 'noopener noreferrer')).toBe(true);
    expect(cards[5].querySelector('.rp-eco-desc')!.textContent).toBe(
      'A testing framework with first-class support for the Rspack ecosystem',
    );
    expect(cards[4].querySelector('img')!.getAttribute('style')).toBe('scale: 0.95;');
  });

  it('landing: Chinese descriptions on the Chinese home', () => {
    render(<EcosystemLanding ecosystem={RSTACK} lang="zh" />);
    expect(document.querySelectorAll('.rp-eco-desc')[0].textContent).toBe('用 Rust 编写的打包工具，保持与 webpack 兼容的 API');
  });

  it("landing: a text without the page's language falls back to the site language's; one string serves all", () => {
    const ecosystem = resolved({
      title: 'Acme',
      tagline: 'Tools',
      items: [{ name: 'Anvil', link: '/anvil/', logo: '/anvil.svg', description: { en: 'Heavy' } }],
    });
    render(<EcosystemLanding ecosystem={ecosystem} lang="zh" />);
    expect(screen.getByText('Tools')).toBeTruthy();
    expect(document.querySelector('.rp-eco-desc')!.textContent).toBe('Heavy');
    expect(document.querySelector('.rp-eco-url')!.textContent).toBe('/anvil/');
  });

  it('host of a link: the host of a URL, a site path as written', () => {
    expect(hostOf('https://rstest.rs/')).toBe('rstest.rs');
    expect(hostOf('/tools/')).toBe('/tools/');
  });
});
