import { describe, expect, it } from 'vitest';
import siteConfig from '../../../content/site.config';
import { resolveConfig } from '../../../src/shared/config';
import { problemsOf } from '../../support/config-problems';
import { localizedText } from '../../../src/shared/localized';
import { storageKeys } from '../../../src/shared/storage-keys';

const minimal = { title: 'Docs', siteUrl: 'https://docs.example.com' };
const anvil = { name: 'Anvil', link: 'https://anvil.example', logo: '/anvil.svg' };

const problemsWith = (user: Record<string, unknown>) => problemsOf({ ...minimal, ...user });

describe('shared/theme-options-schema', () => {
  it('a site that sets nothing gets no ecosystem, no brand, no custom CSS, no head tags and the neutral storage prefix', () => {
    const { themeConfig, head } = resolveConfig(minimal);
    expect(themeConfig.ecosystem).toBeUndefined();
    expect(themeConfig.brand).toBeUndefined();
    expect(themeConfig.customCss).toBeUndefined();
    expect(head).toEqual([]);
    expect(storageKeys(themeConfig.storagePrefix)).toEqual({ theme: 'rp-theme-appearance', visited: 'rp-visited', tabsPrefix: 'rp.tabs.' });
  });

  it('this site keeps the storage keys it always had, and its Rstack menu and section', () => {
    const { themeConfig } = resolveConfig(siteConfig);
    expect(storageKeys(themeConfig.storagePrefix)).toEqual({
      theme: 'rspress-theme-appearance',
      visited: 'rspress-visited',
      tabsPrefix: 'rspress.tabs.',
    });
    expect(themeConfig.ecosystem).toMatchObject({ title: 'Rstack', menu: true, landing: true });
    expect(themeConfig.ecosystem!.items.filter((item) => item.landing)).toHaveLength(7);
    expect(themeConfig.ecosystem!.items).toHaveLength(8);
  });

  it('ecosystem: defaults filled in, and each problem named by its key path', () => {
    const { ecosystem } = resolveConfig({ ...minimal, themeConfig: { ecosystem: { title: 'Acme', items: [anvil] } } }).themeConfig;
    expect(ecosystem).toEqual({ title: 'Acme', menu: true, landing: true, items: [{ ...anvil, landing: true }] });
    expect(
      problemsWith({ themeConfig: { ecosystem: { title: 'Acme', items: [{ name: 'Anvil', link: 'javascript:x', logoScale: 3 }] } } }),
    ).toEqual([
      "themeConfig.ecosystem.items[0].link: expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got 'javascript:x'",
      'themeConfig.ecosystem.items[0].logo: required, expected a URL that is not a script URL (javascript:, vbscript:)',
      'themeConfig.ecosystem.items[0].logoScale: expected a number between 0 and 2, got 3',
    ]);
  });

  it('ecosystem: a text per language names languages of the site', () => {
    const ecosystem = { title: 'Acme', tagline: { en: 'Tools', de: 'Werkzeuge' }, items: [{ ...anvil, role: { fr: 'Enclume' } }] };
    expect(problemsWith({ themeConfig: { ecosystem } })).toEqual([
      "themeConfig.ecosystem.tagline.de: expected a language of locales ('en')",
      "themeConfig.ecosystem.items[0].role.fr: expected a language of locales ('en')",
    ]);
    expect(problemsWith({ themeConfig: { ecosystem: { title: 'Acme', label: 3, items: [] } } })).toEqual([
      'themeConfig.ecosystem.label: expected a string or { <lang>: string }, got 3',
    ]);
  });

  it('brand: hex colours only; storagePrefix: a plain key part; customCss: a path', () => {
    expect(problemsWith({ themeConfig: { brand: { light: 'orange', dark: '#ff8a4c' }, storagePrefix: 'my docs', customCss: '' } })).toEqual(
      [
        "themeConfig.storagePrefix: expected a non-empty string of letters, digits, _, . or -, got 'my docs'",
        "themeConfig.brand.light: expected a hex colour such as '#bf4000', got 'orange'",
        "themeConfig.customCss: expected a path to a CSS file, got ''",
      ],
    );
    expect(problemsWith({ themeConfig: { brand: { light: '#2563EB', dark: '#fff' } } })).toEqual([]);
  });

  it('head: meta, link, script, style and noscript tags; inline scripts and styles are fine', () => {
    const head = [
      ['meta', { name: 'keywords', content: 'testing' }],
      ['link', { rel: 'stylesheet', href: '/fonts.css' }],
      ['script', {}, 'window.x = 1'],
      ['script', { src: 'https://analytics.example/a.js', async: '' }],
      ['style', {}, 'body { margin: 0 }'],
      ['noscript', {}, 'no JS'],
    ];
    expect(resolveConfig({ ...minimal, head }).head).toEqual(head);
  });

  it('head: refuses what the Content-Security-Policy would block, and tags outside the head, naming the key path', () => {
    const head = [
      ['title', {}, 'Docs'],
      ['link', { rel: 'preload', href: '/a.woff2', onload: "this.rel='stylesheet'" }],
      ['script', { src: 'http://analytics.example/a.js' }],
      ['link', { rel: 'stylesheet', href: 'https://fonts.example/css' }],
      ['meta'],
    ];
    expect(problemsWith({ head })).toEqual([
      "head[0][0]: expected 'meta' | 'link' | 'script' | 'style' | 'noscript', got 'title'",
      "head[1][1].onload: event handler attributes are blocked by the Content-Security-Policy: put the code in a ['script', {}, code] tag",
      "head[2][1].src: the Content-Security-Policy allows scripts from the site ('/…') and https URLs only, got 'http://analytics.example/a.js'",
      "head[3][1].href: the Content-Security-Policy allows stylesheets from the site only: put the file in public/ and link '/…', or use themeConfig.customCss, got 'https://fonts.example/css'",
      'head[4]: expected [tag, attributes] or [tag, attributes, content], got array',
    ]);
    expect(problemsWith({ head: [['script', { src: 'javascript:alert(1)' }]] })).toEqual([
      "head[0][1].src: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(1)'",
    ]);
  });
});

describe('shared/localized', () => {
  it("a text in the page's language, else the site language's, else the first given", () => {
    expect(localizedText({ en: 'Bundler', zh: '打包工具' }, 'zh', 'en')).toBe('打包工具');
    expect(localizedText({ en: 'Bundler' }, 'zh', 'en')).toBe('Bundler');
    expect(localizedText({ zh: '打包工具' }, 'en', 'en')).toBe('打包工具');
    expect(localizedText('Rstack', 'zh', 'en')).toBe('Rstack');
    expect(localizedText(undefined, 'zh', 'en')).toBe('');
  });
});
