import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  basePathProblem,
  encodePath,
  encodeUrl,
  hasControlCharacter,
  urlScheme,
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

    it('gives an MDX page the route a Markdown page of that name has', () => {
      expect(routeOfFile('en/guide/a.mdx', 'en', ['en', 'zh'])).toEqual({ path: '/guide/a', lang: 'en' });
      expect(routeOfFile('zh/guide/index.mdx', 'en', ['en', 'zh'])).toEqual({ path: '/zh/guide/', lang: 'zh' });
    });

    it.each([
      'en/shared/intro.md',
      'en/guide/shared/x.md',
      'en/_drafts/a.md',
      'en/guide/_partial.md',
      'en/.hidden/a.md',
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
      expect(['/config/test/retry', './cli.md', '/a.html', '/llms.txt', './flow.png'].map(isPagePath)).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
      expect(['/guide/a.md', '/guide/index.html', '/guide/index', 'index.md', '/a'].map(toCleanRoutePath)).toEqual([
        '/guide/a',
        '/guide/',
        '/guide/',
        '',
        '/a',
      ]);
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

  it('absoluteUrl encodes the path, so a page named with a space or a sign of its own has a URL that works as printed', () => {
    const site = { siteUrl: 'https://rstest.rs', base: '/' };
    expect(absoluteUrl(site, '/my page')).toBe('https://rstest.rs/my%20page');
    expect(absoluteUrl(site, '/my page.md')).toBe('https://rstest.rs/my%20page.md');
    expect(absoluteUrl(site, '/c#/100%?')).toBe('https://rstest.rs/c%23/100%25%3F');
    expect(absoluteUrl(site, '/指南/')).toBe('https://rstest.rs/%E6%8C%87%E5%8D%97/');
    expect(absoluteUrl({ ...site, base: '/文档/' }, '/a b')).toBe('https://rstest.rs/%E6%96%87%E6%A1%A3/a%20b');
    // what a path may hold as written stays as it is
    expect(absoluteUrl(site, "/a-b_c.d~e!$&'()*+,;=:@/")).toBe("https://rstest.rs/a-b_c.d~e!$&'()*+,;=:@/");
  });

  it('a page named with a space matches the URL a browser asks for', () => {
    const routes = [{ path: '/my page' }, { path: '/zh/my page' }];
    expect(matchRoute('/my%20page', routes)).toEqual({ path: '/my page' });
    expect(createRouteMatcher(routes)('/zh/my%20page.html')).toEqual({ path: '/zh/my page' });
  });

  describe('encoding', () => {
    it('encodePath encodes every character a path may not hold, a decoded path being its input', () => {
      expect(encodePath('/guide/my page')).toBe('/guide/my%20page');
      expect(encodePath('/a"b<c>d`e{f}g|h\\i^j[k]')).toBe('/a%22b%3Cc%3Ed%60e%7Bf%7Dg%7Ch%5Ci%5Ej%5Bk%5D');
      expect(encodePath('/a%20b')).toBe('/a%2520b');
      expect(encodePath('/\ud800')).toBe('/%EF%BF%BD');
    });

    it('encodeUrl encodes what may not stand in a URL as written, as Markdown links are, and keeps escapes, query and hash', () => {
      expect(encodeUrl('/guide/my page')).toBe('/guide/my%20page');
      expect(encodeUrl('/my%20page?x=a b#h')).toBe('/my%20page?x=a%20b#h');
      expect(encodeUrl('/100%')).toBe('/100%25');
      expect(encodeUrl('/a\\b')).toBe('/a%5Cb');
      expect(encodeUrl('/指南')).toBe('/%E6%8C%87%E5%8D%97');
    });
  });

  describe('urlScheme', () => {
    it.each([
      ['https://x.dev/', 'https'],
      [' HTTPS://X.DEV/', 'https'],
      ['\tJava\nScript:alert(1)', 'javascript'],
      ['java\u0001script:x', 'javascript'],
      ['data:image/png;base64,AAAA', 'data'],
      [':x', ''],
      ['/a:b', undefined],
      ['./a:b.png', undefined],
      ['a.png?x=y:z', undefined],
      ['#a:b', undefined],
      ['//cdn.x/a.png', undefined],
      ['a.png', undefined],
    ])('%j -> %j', (url, scheme) => {
      expect(urlScheme(url)).toBe(scheme);
    });
  });

  it('hasControlCharacter: a tab, a line break, C0 and C1 controls; a space is none', () => {
    expect(['a\tb', 'a\nb', 'a\u0000', 'a\u007f', 'a\u0085'].map(hasControlCharacter)).toEqual([true, true, true, true, true]);
    expect(['a b', 'a-b', '指南'].map(hasControlCharacter)).toEqual([false, false, false]);
  });

  describe('basePathProblem', () => {
    it.each(['/', '/docs/', '/a/b/', '/v1.2/', '/文档/', '/a..b/'])('takes %j', (base) => {
      expect(basePathProblem(base)).toBeUndefined();
    });

    it.each([
      ['//evil.test/', "expected a path starting with one '/'"],
      ['///evil.test/', "expected a path starting with one '/'"],
      ['/\\evil.test/', "expected a path starting with one '/'"],
      ['https://evil.test/', "expected a path starting with one '/'"],
      ['javascript:alert(1)//', "expected a path starting with one '/'"],
      ['docs/', "expected a path starting with one '/'"],
      ['', "expected a path starting with one '/'"],
      [' /docs/', "expected a path starting with one '/'"],
      ['/docs /', 'expected a path without whitespace or control characters'],
      ['/docs/\n', 'expected a path without whitespace or control characters'],
      ['/do\u0000cs/', 'expected a path without whitespace or control characters'],
      ['/a\\b/', "expected a path without '\\'"],
      ['/../', "expected a path without '.' or '..' segments"],
      ['/docs/../', "expected a path without '.' or '..' segments"],
      ['/docs/./', "expected a path without '.' or '..' segments"],
      ['/%2e%2E/', "expected a path without '.' or '..' segments"],
      ['/docs/..', "expected a path without '.' or '..' segments"],
      ['/docs/?a/', "expected a path without '?' or '#'"],
      ['/docs#/', "expected a path without '?' or '#'"],
      ['/docs', "expected a path ending with '/' (e.g. '/docs/')"],
    ])('refuses %j: %s', (base, problem) => {
      expect(basePathProblem(base)).toBe(problem);
    });
  });

  it('absoluteUrl and sectionSegment', () => {
    expect(absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/docs/' }, '/guide/')).toBe('https://rstest.rs/docs/guide/');
    expect(absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/' }, '/')).toBe('https://rstest.rs/');
    expect(sectionSegment('/zh/guide/start/', '/zh')).toBe('guide');
    expect(sectionSegment('/config/test/retry', '')).toBe('config');
    expect(sectionSegment('/zhx/a', '/zh')).toBe('zhx');
  });
});
