// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../../../src/client/theme/home/HomePage';
import { STARS, withLangPrefix } from '../../../../../src/client/theme/home/home-links';
import type { Frontmatter } from '../../../../../src/shared/types';
import { rstack } from '../../../../../content/theme/ecosystem';
import { renderDoc } from '../doc/doc-harness';

const frontmatter: Frontmatter = {
  pageType: 'home',
  hero: {
    name: 'Rstest',
    text: 'A testing framework',
    tagline: 'First-class Rspack support',
    image: { src: '/rstest-logo.svg', alt: 'Rstest' },
    showStars: true,
    actions: [
      { text: 'Get Started', link: '/guide/start/quick-start', theme: 'brand' },
      { text: 'GitHub', link: 'https://github.com/web-infra-dev/rstest', theme: 'alt' },
    ],
  },
  features: [
    { icon: '⚡', title: 'Fast', details: 'Quick reruns', link: '/guide/basic/cli' },
    { icon: '🧰', title: 'Complete', details: 'Everything included', link: '/zh/api/' },
    { title: 'Plain', details: 'No link' },
  ],
};

function renderHome(path: string, config?: Record<string, unknown>) {
  return renderDoc(<HomePage />, { path, pageType: 'home', frontmatter, html: '<p>Home text</p>', config });
}

describe('client/theme/home', () => {
  it('renders the hero: logo, name as h1, text, tagline and actions', () => {
    renderHome('/');
    expect(screen.getByRole('img', { name: 'Rstest' }).getAttribute('src')).toBe('/rstest-logo.svg');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rstest');
    expect(screen.getByText('A testing framework')).toBeTruthy();
    expect(screen.getByText('First-class Rspack support')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/guide/start/quick-start');
  });

  it('marks the hero and the features of an untranslated page with the language they are written in', () => {
    const { container } = renderDoc(<HomePage />, {
      path: '/zh/',
      pageType: 'home',
      frontmatter,
      html: '<p>Home text</p>',
      page: { lang: 'zh', contentLang: 'en' },
    });
    expect(container.querySelector('.rp-hero')!.getAttribute('lang')).toBe('en');
    expect(container.querySelector('.rp-features')!.getAttribute('lang')).toBe('en');
    const translated = renderHome('/zh/').container;
    expect(translated.querySelector('.rp-hero')!.hasAttribute('lang')).toBe(false);
  });

  it('opens the GitHub action in a new tab', () => {
    renderHome('/');
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('https://github.com/web-infra-dev/rstest');
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('prefixes internal action and feature links with /zh on the Chinese home, once', () => {
    renderHome('/zh/');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(screen.getByRole('link', { name: /Fast/ }).getAttribute('href')).toBe('/zh/guide/basic/cli');
    expect(screen.getByRole('link', { name: /Complete/ }).getAttribute('href')).toBe('/zh/api/');
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/web-infra-dev/rstest');
  });

  it('keeps links as written on the English home', () => {
    renderHome('/');
    expect(screen.getByRole('link', { name: /Fast/ }).getAttribute('href')).toBe('/guide/basic/cli');
  });

  it('renders feature cards with icon, title and details; a card without link is not a link', () => {
    renderHome('/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fast', 'Complete', 'Plain']);
    expect(screen.getByText('No link').closest('a')).toBeNull();
  });

  it('shows decorative stars only with showStars, hidden from assistive technology', () => {
    renderHome('/');
    const stars = document.querySelector('.rp-hero-stars')!;
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.children).toHaveLength(STARS.length);
    expect(STARS.length).toBeGreaterThanOrEqual(30);
  });

  it('moves a star within 100 px of the pointer part of the way to it, and puts it back when the pointer leaves', () => {
    renderHome('/');
    const hero = document.querySelector<HTMLElement>('.rp-hero')!;
    const [near, far] = document.querySelectorAll<HTMLElement>('.rp-hero-stars > span');
    const realRect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const left = this === near ? 98 : 600;
      return { left, top: 98, width: 4, height: 4 } as DOMRect;
    };
    try {
      fireEvent.pointerEnter(hero);
      // the near star's centre is (100, 100): the pointer is 50 px right and 90 px below it
      fireEvent.pointerMove(hero, { clientX: 150, clientY: 190 });
      expect(near.style.translate).toBe('15px 27px');
      expect(far.style.translate).toBe('');
      fireEvent.pointerMove(hero, { clientX: 150, clientY: 210 });
      expect(near.style.translate).toBe('');
      fireEvent.pointerMove(hero, { clientX: 90, clientY: 100 });
      expect(near.style.translate).toBe('-3px 0px');
      fireEvent.pointerLeave(hero);
      expect(near.style.translate).toBe('');
    } finally {
      Element.prototype.getBoundingClientRect = realRect;
    }
  });

  it('has no ecosystem section when the site configures none: the hero logo is its only image', () => {
    renderHome('/');
    expect(document.querySelector('.rp-eco')).toBeNull();
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/rstest-logo.svg']);
  });

  it('ends with the configured ecosystem section and then the page content', () => {
    renderHome('/', { themeConfig: { ecosystem: rstack } });
    const section = screen.getByRole('heading', { name: 'Rstack' });
    expect(section.compareDocumentPosition(screen.getByText('Home text')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds a language prefix only to absolute internal links without it', () => {
    expect(withLangPrefix('/guide/', '/zh')).toBe('/zh/guide/');
    expect(withLangPrefix('/zh/guide/', '/zh')).toBe('/zh/guide/');
    expect(withLangPrefix('/zh', '/zh')).toBe('/zh');
    expect(withLangPrefix('/zhongwen/', '/zh')).toBe('/zh/zhongwen/');
    expect(withLangPrefix('/guide/', '')).toBe('/guide/');
    expect(withLangPrefix('//cdn.example/x', '/zh')).toBe('//cdn.example/x');
    expect(withLangPrefix('https://github.com/x', '/zh')).toBe('https://github.com/x');
  });
});
