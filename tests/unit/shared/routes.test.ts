import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  hasSchemeOrHost,
  isPagePath,
  isRootPath,
  isWebUrl,
  routeKey,
  safeDecode,
  sectionSegment,
  splitUrl,
  toCleanRoutePath,
  createRouteMatcher,
  htmlFileOfRoute,
  langOfPath,
  matchRoute,
  mdUrlOfRoute,
  normalizePath,
  routeOfFile,
  stripBase,
  twinPath,
  withBase,
} from '../../../src/shared/routes';

const locales = [
  { lang: 'en' as const, langRoutePrefix: '' },
  { lang: 'zh' as const, langRoutePrefix: '/zh' },
];

describe('shared/routes', () => {
  describe('routeOfFile', () => {
    it.each([
      ['en/guide/start/index.md', { path: '/guide/start/', lang: 'en' }],
      ['zh/guide/basic/cli.md', { path: '/zh/guide/basic/cli', lang: 'zh' }],
      ['en/index.md', { path: '/', lang: 'en' }],
      ['zh/index.md', { path: '/zh/', lang: 'zh' }],
      ['en/404.md', { path: '/404', lang: 'en' }],
      ['en\\config\\test\\root.md', { path: '/config/test/root', lang: 'en' }],
    ])('%s -> %o', (file, route) => {
      expect(routeOfFile(file, 'en', ['en', 'zh'])).toEqual(route);
    });

    it('puts the prefix on the non-site language', () => {
      expect(routeOfFile('en/guide/a.md', 'zh', ['en', 'zh'])).toEqual({ path: '/en/guide/a', lang: 'en' });
      expect(routeOfFile('zh/guide/a.md', 'zh', ['en', 'zh'])).toEqual({ path: '/guide/a', lang: 'zh' });
    });

    it('takes any configured language, tags with a region included', () => {
      expect(routeOfFile('ja/guide/a.md', 'en', ['en', 'ja'])).toEqual({ path: '/ja/guide/a', lang: 'ja' });
      expect(routeOfFile('pt-BR/index.md', 'de', ['de', 'pt-BR'])).toEqual({ path: '/pt-BR/', lang: 'pt-BR' });
      expect(routeOfFile('de/guide/a.md', 'de', ['de'])).toEqual({ path: '/guide/a', lang: 'de' });
    });

    it.each([
      'en/shared/intro.md',
      'en/guide/shared/x.md',
      'en/_drafts/a.md',
      'en/guide/_partial.md',
      'en/.hidden/a.md',
      'en/guide/a.mdx',
      'en/guide/a.txt',
      'fr/guide/a.md',
      'site.config.md',
    ])('skips %s', (file) => {
      expect(routeOfFile(file, 'en', ['en', 'zh'])).toBeNull();
    });
  });

  describe('normalizePath', () => {
    it.each([
      ['/guide/start/index', '/guide/start/'],
      ['/guide/start/index.html', '/guide/start/'],
      ['/a/b.html', '/a/b'],
      ['/index.html', '/'],
      ['/index', '/'],
      ['', '/'],
      ['/%E6%8C%87%E5%8D%97', '/指南'],
      ['/bad%E0%A4%A', '/bad%E0%A4%A'],
      ['/indexes', '/indexes'],
    ])('%s -> %s', (input, output) => {
      expect(normalizePath(input)).toBe(output);
    });
  });

  describe('matchRoute', () => {
    const routes = [{ path: '/' }, { path: '/guide/start/' }, { path: '/a/b' }, { path: '/zh/' }];
    it.each([
      ['/guide/start/', '/guide/start/'],
      ['/guide/start', '/guide/start/'],
      ['/guide/start/index.html', '/guide/start/'],
      ['/guide/start/index', '/guide/start/'],
      ['/a/b.html', '/a/b'],
      ['/a/b/', '/a/b'],
      ['/index.html', '/'],
      ['/zh', '/zh/'],
    ])('%s -> %s', (pathname, expected) => {
      expect(matchRoute(pathname, routes)?.path).toBe(expected);
      expect(createRouteMatcher(routes)(pathname)?.path).toBe(expected);
    });

    it('misses unknown paths', () => {
      expect(matchRoute('/nope', routes)).toBeUndefined();
      expect(createRouteMatcher(routes)('/guide')).toBeUndefined();
    });

    it('prefers an exact match over a slash-tolerant one', () => {
      const both = [{ path: '/x/' }, { path: '/x' }];
      expect(matchRoute('/x', both)).toBe(both[1]);
      expect(createRouteMatcher(both)('/x')).toBe(both[1]);
    });
  });

  it('langOfPath reads the first segment', () => {
    expect(langOfPath('/zh/guide/', ['en', 'zh'], 'en')).toBe('zh');
    expect(langOfPath('/zh', ['en', 'zh'], 'en')).toBe('zh');
    expect(langOfPath('/guide/zh/', ['en', 'zh'], 'en')).toBe('en');
    expect(langOfPath('/zhx/', ['en', 'zh'], 'en')).toBe('en');
    expect(langOfPath('/', ['en'], 'en')).toBe('en');
  });

  it('withBase and stripBase', () => {
    expect(withBase('/guide/', '/')).toBe('/guide/');
    expect(withBase('/guide/', '/docs/')).toBe('/docs/guide/');
    expect(withBase('assets/a.js', '/docs/')).toBe('/docs/assets/a.js');
    expect(withBase('https://x.dev/a', '/docs/')).toBe('https://x.dev/a');
    expect(withBase('#top', '/docs/')).toBe('#top');
    expect(stripBase('/docs/guide/', '/docs/')).toBe('/guide/');
    expect(stripBase('/docs', '/docs/')).toBe('/');
    expect(stripBase('/docsx/a', '/docs/')).toBe('/docsx/a');
    expect(stripBase('/guide/', '/')).toBe('/guide/');
  });

  it.each([
    ['/', 'index.html', '/index.md'],
    ['/guide/start/', 'guide/start/index.html', '/guide/start/index.md'],
    ['/a/b', 'a/b.html', '/a/b.md'],
    ['/404', '404.html', '/404.md'],
    ['/zh/', 'zh/index.html', '/zh/index.md'],
  ])('route %s -> file %s, twin %s', (route, html, md) => {
    expect(htmlFileOfRoute(route)).toBe(html);
    expect(mdUrlOfRoute(route)).toBe(md);
  });

  it('twinPath swaps the language prefix', () => {
    expect(twinPath('/guide/a', 'en', 'zh', locales)).toBe('/zh/guide/a');
    expect(twinPath('/zh/guide/a', 'zh', 'en', locales)).toBe('/guide/a');
    expect(twinPath('/', 'en', 'zh', locales)).toBe('/zh/');
    expect(twinPath('/zh/', 'zh', 'en', locales)).toBe('/');
    expect(twinPath('/zh', 'zh', 'en', locales)).toBe('/');
    expect(twinPath('/guide/a', 'en', 'en', locales)).toBe('/guide/a');
  });

  describe('link classification', () => {
    it('a scheme or a host is not a path of this site; only web URLs open another site', () => {
      const urls = ['https://x.dev/a', '//cdn.x/a.js', 'mailto:a@b.c', 'tel:+1', '/guide/', './a.md', '#h', 'guide/a'];
      expect(urls.filter(hasSchemeOrHost)).toEqual(['https://x.dev/a', '//cdn.x/a.js', 'mailto:a@b.c', 'tel:+1']);
      expect(urls.filter(isWebUrl)).toEqual(['https://x.dev/a', '//cdn.x/a.js']);
      expect(urls.filter(isRootPath)).toEqual(['/guide/']);
    });

    it('withBase leaves every URL with a scheme or host, and hashes, as written', () => {
      for (const url of ['https://x.dev/a', '//cdn.x/a.js', 'mailto:a@b.c', '#h']) expect(withBase(url, '/docs/')).toBe(url);
    });

    it('page paths and their clean URLs', () => {
      expect(['/config/test/retry', './cli.md', '/a.html', '/llms.txt', './flow.png'].map(isPagePath)).toEqual([true, true, true, false, false]);
      expect(['/guide/a.md', '/guide/index.html', '/guide/index', 'index.md', '/a'].map(toCleanRoutePath)).toEqual(['/guide/a', '/guide/', '/guide/', '', '/a']);
    });

    it('splits a URL at its query and hash, and decodes what it can', () => {
      expect(splitUrl('/a/b.md?x=1#h')).toEqual({ path: '/a/b.md', query: '?x=1', hash: '#h' });
      expect(splitUrl('/a#h?x')).toEqual({ path: '/a', query: '', hash: '#h?x' });
      expect(safeDecode('%E6%8C%87')).toBe('指');
      expect(safeDecode('100%')).toBe('100%');
    });
  });

  it('routeKey: one form for .html, /index and a trailing slash', () => {
    expect(['/', '/a/', '/a/index', '/a.html', '/a/index.html'].map(routeKey)).toEqual(['/', '/a', '/a', '/a', '/a']);
  });

  it('absoluteUrl and sectionSegment', () => {
    expect(absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/docs/' }, '/guide/')).toBe('https://rstest.rs/docs/guide/');
    expect(absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/' }, '/')).toBe('https://rstest.rs/');
    expect(sectionSegment('/zh/guide/start/', '/zh')).toBe('guide');
    expect(sectionSegment('/config/test/retry', '')).toBe('config');
    expect(sectionSegment('/zhx/a', '/zh')).toBe('zhx');
  });
});
