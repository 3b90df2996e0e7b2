// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { EcosystemLanding } from '../../../../../src/client/theme/ecosystem/EcosystemLanding';
import { EcosystemMenu } from '../../../../../src/client/theme/ecosystem/EcosystemMenu';
import { ecosystemLang, RSTACK_TOOLS } from '../../../../../src/client/theme/ecosystem/tools';

function openMenu(path: string, props: Parameters<typeof EcosystemMenu>[0] = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EcosystemMenu {...props} />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button');
  fireEvent.click(button);
  return button;
}

const entries = () => [...document.querySelectorAll<HTMLAnchorElement>('.rp-eco-menu-item')];

describe('client/theme/ecosystem', () => {
  it('menu: a labelled grid button opening eight entries, each in a new tab', () => {
    const button = openMenu('/guide/a');
    expect(button.getAttribute('aria-label')).toBe('Rstack toolchain');
    expect(button.querySelector('svg')!.getAttribute('width')).toBe('20');
    const links = entries();
    expect(links.map((a) => a.querySelector('.rp-eco-menu-name')!.textContent)).toEqual([
      'Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest', 'Rslint', 'Awesome Rstack',
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer');
      expect(a.querySelector('img')!.getAttribute('src')).toMatch(/^\/ecosystem\/[a-z-]+\.svg$/);
    }
    expect(links[7].href).toBe('https://github.com/web-infra-dev/awesome-rstack');
  });

  it('menu: a header linking to the organisation', () => {
    openMenu('/');
    const header = screen.getByRole('link', { name: 'Rstack' });
    expect(header.getAttribute('href')).toBe('https://github.com/web-infra-dev');
    expect(header.getAttribute('target')).toBe('_blank');
  });

  it('menu: English role labels by default, Chinese when the path contains zh', () => {
    openMenu('/guide/a');
    expect(within(entries()[0]).getByText('Bundler')).toBeTruthy();
  });

  it('menu: Chinese when the path contains zh', () => {
    openMenu('/zh/guide/a');
    expect(within(entries()[0]).getByText('高性能打包工具')).toBeTruthy();
    expect(within(entries()[7]).getByText('探索 Rstack 生态')).toBeTruthy();
  });

  it('menu: the lang prop wins over the path', () => {
    openMenu('/zh/guide/a', { lang: 'en' });
    expect(within(entries()[5]).getByText('Testing framework')).toBeTruthy();
  });

  it('language rule: prop, else zh anywhere in the path, else en', () => {
    expect(ecosystemLang(undefined, '/guide/zhuyin')).toBe('zh');
    expect(ecosystemLang(undefined, '/guide/')).toBe('en');
    expect(ecosystemLang('zh', '/guide/')).toBe('zh');
  });

  it('landing: title, tagline and seven cards with name, description, logo and host, in new tabs', () => {
    render(<EcosystemLanding lang="en" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Rstack');
    const cards = [...document.querySelectorAll<HTMLAnchorElement>('.rp-eco-card')];
    expect(cards).toHaveLength(7);
    expect(cards.map((c) => c.querySelector('.rp-eco-url')!.textContent)).toEqual([
      'rspack.rs', 'rsbuild.rs', 'rslib.rs', 'rspress.rs', 'rsdoctor.rs', 'rstest.rs', 'rslint.rs',
    ]);
    expect(cards.every((c) => c.target === '_blank' && c.rel === 'noopener noreferrer')).toBe(true);
    expect(cards[5].querySelector('.rp-eco-desc')!.textContent).toBe(RSTACK_TOOLS[5].descEn);
  });

  it('landing: Chinese descriptions on the Chinese home', () => {
    render(<EcosystemLanding lang="zh" />);
    const desc = document.querySelectorAll('.rp-eco-desc')[0].textContent!;
    expect(desc).toBe(RSTACK_TOOLS[0].desc);
    expect(desc).toMatch(/[\u4e00-\u9fff]/);
  });

  it('every tool has both descriptions, both role labels and a URL', () => {
    for (const tool of RSTACK_TOOLS) {
      expect(tool.desc && tool.descEn && tool.role && tool.roleEn).toBeTruthy();
      expect(tool.url).toMatch(/^https:\/\//);
    }
  });
});
