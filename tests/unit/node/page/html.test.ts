import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../../../content/site.config';
import { resolveConfig } from '../../../../src/shared/config';
import type { PageRecord, SiteConfig } from '../../../../src/shared/types';
import { cspPolicy, inlineScriptHashes, renderPage, trustedCspSources, type RenderPageOptions } from '../../../../src/node/page/html';

const site = resolveConfig(siteConfig);
const [en, zh] = site.locales;

function page(overrides: Partial<PageRecord> = {}): RenderPageOptions['page'] {
  return { title: 'Quick start', pageType: 'doc', frontmatter: {}, description: 'Start here', lang: 'en', ...overrides };
}

function render(overrides: Partial<RenderPageOptions> = {}, siteOverrides: Partial<SiteConfig> = {}): string {
  return renderPage({
    site: { ...site, ...siteOverrides },
    locale: en,
    page: page(),
    routePath: '/guide/start/quick-start',
    appHtml: '<main>hello</main>',
    assets: { entry: '/assets/entry.js', preloads: ['/assets/page.js'], css: ['/assets/style.css'] },
    alternates: [
      { lang: 'en', path: '/guide/start/quick-start' },
      { lang: 'zh', path: '/zh/guide/start/quick-start' },
    ],
    ...overrides,
  });
}

const headOf = (html: string) => html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
const inlineScripts = (html: string) => [...headOf(html).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

/** Run an inline script body against fake browser globals. */
/** origin of the fake location the locale script runs in; its same-origin targets are recorded as paths */
const ORIGIN = 'https://rstest.rs';

function runScript(body: string, globals: Record<string, unknown>): void {
  const names = Object.keys(globals);
  new Function(...names, body)(...names.map((n) => globals[n]));
}

function fakeDocument() {
  const classes = new Set<string>();
  const documentElement = {
    style: { colorScheme: '' },
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
  };
  return { document: { documentElement }, classes };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('node/html', () => {
  it('writes the page lang on <html>', () => {
    expect(render()).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(render({ locale: zh, page: page({ lang: 'zh' }) })).toContain('<html lang="zh">');
  });

  it('has charset, viewport, title and description', () => {
    const head = headOf(render());
    expect(head).toContain('<meta charset="utf-8">');
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(head).toContain('<title>Quick start - Rstest</title>');
    expect(head).toContain('<meta name="description" content="Start here">');
  });

  it('falls back to the locale description and uses the front matter title suffix', () => {
    const head = headOf(
      render({
        locale: zh,
        page: page({ lang: 'zh', title: '快速上手', description: '', frontmatter: { titleSuffix: ' - 基于 Rspack 的测试框架' } }),
      }),
    );
    expect(head).toContain('<title>快速上手 - 基于 Rspack 的测试框架</title>');
    expect(head).toContain(`<meta name="description" content="${zh.description}">`);
  });

  it('has an absolute canonical, hreflang en / zh / x-default and og tags', () => {
    const head = headOf(render());
    expect(head).toContain('<link rel="canonical" href="https://rstest.rs/guide/start/quick-start">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://rstest.rs/guide/start/quick-start">');
    expect(head).toContain('<link rel="alternate" hreflang="zh" href="https://rstest.rs/zh/guide/start/quick-start">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://rstest.rs/guide/start/quick-start">');
    expect(head).toContain('<meta property="og:title" content="Quick start - Rstest">');
    expect(head).toContain('<meta property="og:description" content="Start here">');
    expect(head).toContain('<meta property="og:url" content="https://rstest.rs/guide/start/quick-start">');
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<link rel="icon" href="/rstest-logo.svg" type="image/svg+xml">');
    expect(headOf(render({ locale: zh, page: page({ lang: 'zh' }) }))).toContain('content="zh_CN"');
  });

  it('leaves hreflang out for a page in one language, and canonical out of the 404 page', () => {
    expect(render({ alternates: [{ lang: 'en', path: '/guide/start/quick-start' }] })).not.toContain('hreflang');
    const notFound = headOf(render({ page: page({ pageType: '404', title: '404' }), routePath: '/404', alternates: [] }));
    expect(notFound).toContain('<title>404 - Rstest</title>');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('og:url');
  });

  it('escapes a hostile title in <title>, meta and the page data JSON', () => {
    const evil = '"><script>alert(1)</script>';
    const html = render({ page: page({ title: evil, description: evil }), pageData: { title: evil } });
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; - Rstest</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain(
      '<script id="__RP_PAGE__" type="application/json">{"title":"\\"\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
    expect(html).not.toContain('<script>alert(1)');
  });

  it('puts the theme script first in head: only the charset meta precedes it', () => {
    const head = headOf(render()).trim();
    const lines = head.split('\n');
    expect(lines[0]).toBe('<meta charset="utf-8">');
    expect(lines[1]).toMatch(/^<script>\(function\(\)\{var d=document\.documentElement/);
    expect(lines[1]).toContain('rspress-theme-appearance');
    expect(lines[2]).toMatch(/^<script>\(function\(\)\{try\{if\(\/bot/);
    expect(head.split('<script>')[2]).toContain('rspress-visited');
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<title>'));
  });

  it('the theme script applies the stored preference, auto/invalid follow the system, and survives a throwing localStorage', () => {
    const [theme] = inlineScripts(render());
    const run = (stored: string | null, systemDark: boolean, throwing = false) => {
      const { document, classes } = fakeDocument();
      const localStorage = {
        getItem: () => {
          if (throwing) throw new Error('denied');
          return stored;
        },
      };
      const matchMedia = () => ({ matches: systemDark });
      expect(() => runScript(theme, { document, localStorage, matchMedia })).not.toThrow();
      return { dark: classes.has('dark'), scheme: document.documentElement.style.colorScheme };
    };
    expect(run('dark', false)).toEqual({ dark: true, scheme: 'dark' });
    expect(run('light', true)).toEqual({ dark: false, scheme: 'light' });
    expect(run('auto', true)).toEqual({ dark: true, scheme: 'dark' });
    expect(run('purple', false)).toEqual({ dark: false, scheme: 'light' });
    expect(run(null, true, true)).toEqual({ dark: true, scheme: 'dark' });
  });

  it('has no theme script when dark mode is disabled', () => {
    const html = render({}, { themeConfig: { ...site.themeConfig, darkMode: false } });
    expect(html).not.toContain('rspress-theme-appearance');
  });

  describe('locale redirect script', () => {
    const script = inlineScripts(render())[1];
    const visit = (pathname: string, language: string, opts: { ua?: string; storage?: ReturnType<typeof memoryStorage> } = {}) => {
      const replaced: string[] = [];
      const localStorage = opts.storage ?? memoryStorage();
      runScript(script, {
        navigator: { userAgent: opts.ua ?? 'Mozilla/5.0', language },
        localStorage,
        location: {
          pathname,
          search: '?q=1',
          href: `${ORIGIN}${pathname}?q=1`,
          replace: (url: string) => replaced.push(url.replace(ORIGIN, '')),
        },
      });
      return { replaced, localStorage };
    };

    it('redirects a first visit to the browser language, keeping the query', () => {
      expect(visit('/guide/start/', 'zh-CN').replaced).toEqual(['/zh/guide/start/?q=1']);
      expect(visit('/', 'zh').replaced).toEqual(['/zh/?q=1']);
      // a page in another language is one somebody linked to: it stays
      expect(visit('/zh/guide/a', 'en-US').replaced).toEqual([]);
      expect(visit('/zh', 'en').replaced).toEqual([]);
    });

    it('stays when the language matches or is unknown, and only once per browser', () => {
      expect(visit('/guide/', 'en-GB').replaced).toEqual([]);
      expect(visit('/guide/', 'fr-FR').replaced).toEqual([]);
      const first = visit('/guide/', 'zh-CN');
      expect(first.localStorage.data.get('rspress-visited')).toBe('1');
      expect(visit('/guide/', 'zh-CN', { storage: first.localStorage }).replaced).toEqual([]);
    });

    it('skips bots and survives a throwing localStorage', () => {
      expect(visit('/guide/', 'zh-CN', { ua: 'Googlebot/2.1' }).replaced).toEqual([]);
      expect(visit('/guide/', 'zh-CN', { ua: 'Chrome-Lighthouse' }).replaced).toEqual([]);
      const throwing = {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {},
      };
      expect(() => runScript(script, { navigator: { userAgent: '', language: 'zh' }, localStorage: throwing, location: {} })).not.toThrow();
    });

    it("is absent when localeRedirect is 'never' or there is one locale", () => {
      expect(render({}, { themeConfig: { ...site.themeConfig, localeRedirect: 'never' } })).not.toContain('rspress-visited');
      expect(render({}, { locales: [en] })).not.toContain('rspress-visited');
    });

    it('respects the base', () => {
      const html = render({}, { base: '/docs/' });
      const replaced: string[] = [];
      runScript(inlineScripts(html)[1], {
        navigator: { userAgent: '', language: 'zh' },
        localStorage: memoryStorage(),
        location: {
          pathname: '/docs/guide/a',
          search: '',
          href: `${ORIGIN}/docs/guide/a`,
          replace: (url: string) => replaced.push(url.replace(ORIGIN, '')),
        },
      });
      expect(replaced).toEqual(['/docs/zh/guide/a']);
    });
  });

  it('links assets with the base, once', () => {
    const html = render(
      { assets: { entry: 'assets/entry.js', preloads: ['/docs/assets/a.js', 'assets/b.js'], css: ['/assets/s.css'] } },
      { base: '/docs/' },
    );
    expect(html).toContain('<link rel="modulepreload" href="/docs/assets/a.js">');
    expect(html).toContain('<link rel="modulepreload" href="/docs/assets/b.js">');
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/s.css">');
    // at low priority: the prerendered page paints without it, so it yields the network to the stylesheet
    expect(html).toContain('<script type="module" src="/docs/assets/entry.js" fetchpriority="low"></script>');
    expect(html).toContain('<link rel="canonical" href="https://rstest.rs/docs/guide/start/quick-start">');
    expect(html).toContain('<link rel="icon" href="/docs/rstest-logo.svg"');
  });

  it('renders the app inside #root, page data before the entry module', () => {
    const html = render({ pageData: { a: 1 } });
    expect(html).toContain('<div id="root"><main>hello</main></div>');
    expect(html.indexOf('<script id="__RP_PAGE__" type="application/json">{"a":1}</script>')).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(render()).not.toContain('__RP_PAGE__');
  });

  it("holds the first paint until the navbar's end is parsed, on a page that has a navbar and on no other", () => {
    const withNavbar = render({
      appHtml: '<header class="rp-nav"><nav>…</nav><span id="rp-nav-end" hidden=""></span></header><main>hello</main>',
    });
    expect(headOf(withNavbar)).toContain('<link rel="expect" href="#rp-nav-end" blocking="render">');
    // with nothing to wait for, the browser would hold the paint until the whole page is parsed
    expect(render()).not.toContain('rel="expect"');
  });

  it('preconnects to the Algolia host when search uses Algolia', () => {
    const search = {
      provider: 'algolia' as const,
      maxResultsPerGroup: 20,
      algolia: { appId: 'TRUZL3HFAU', apiKey: 'k', indexName: 'rstest' },
    };
    expect(render({}, { search })).toContain('<link rel="preconnect" href="https://TRUZL3HFAU-dsn.algolia.net" crossorigin>');
    expect(render()).not.toContain('algolia.net');
  });

  it('tells a DocSearch crawler the language and version of each page of a site with versions, and says nothing of them on a site without', () => {
    const multiVersion = { default: 'v2', versions: ['v1', 'v2'] };
    const v1 = headOf(render({ locale: zh, page: page({ lang: 'zh', version: 'v1' }) }, { multiVersion }));
    expect(v1).toContain('<meta name="docsearch:language" content="zh">');
    expect(v1).toContain('<meta name="docsearch:version" content="v1">');
    const v2 = headOf(render({ page: page({ version: 'v2' }) }, { multiVersion }));
    expect(v2).toContain('<meta name="docsearch:version" content="v2">');
    expect(v2).toContain('<meta name="docsearch:language" content="en">');
    // the page's own head tag wins
    const own = headOf(
      render(
        { page: page({ version: 'v2', frontmatter: { head: [['meta', { name: 'docsearch:version', content: 'v2,latest' }]] } }) },
        { multiVersion },
      ),
    );
    expect(own.match(/docsearch:version/g)).toHaveLength(1);
    expect(own).toContain('content="v2,latest"');
    expect(render()).not.toContain('docsearch:');
    expect(render({ page: page({ version: '' }) }, { multiVersion: { default: 'v1', versions: ['v1'] } })).not.toContain('docsearch:');
  });

  it('adds front matter head tags escaped, drops unknown tags, and lets them replace the default meta', () => {
    const html = render({
      page: page({
        frontmatter: {
          head: [
            ['meta', { name: 'description', content: 'Custom "desc"' }],
            ['meta', { property: 'og:image', content: 'https://x.dev/a.png?a=1&b=2' }],
            ['title', {}, 'Hijack'],
            ['script', {}, 'console.log("</script><b>")'],
          ],
        },
      }),
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Custom &quot;desc&quot;">');
    expect(html).toContain('<meta property="og:image" content="https://x.dev/a.png?a=1&amp;b=2">');
    expect(html).not.toContain('Hijack');
    expect(html).toContain('<script>console.log("<\\/script><b>")</script>');
  });

  it("adds the site config's head tags to every page before the page's own (its named meta tags with the page's SEO tags), a page meta of the same name replacing the site's", () => {
    const head: SiteConfig['head'] = [
      ['meta', { name: 'keywords', content: 'testing' }],
      ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
      ['script', {}, 'window.site = 1'],
    ];
    const html = headOf(render({}, { head }));
    expect(html).toContain('<title>Quick start - Rstest</title>\n<script>window.site = 1</script>');
    expect(html).toContain(
      '<meta name="keywords" content="testing">\n<meta name="twitter:card" content="summary_large_image">\n<link rel="icon"',
    );
    // the site's meta replaces the default one
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    const withPageMeta = headOf(
      render({ page: page({ frontmatter: { head: [['meta', { name: 'keywords', content: 'mocks' }]] } }) }, { head }),
    );
    expect(withPageMeta.match(/name="keywords"/g)).toHaveLength(1);
    expect(withPageMeta).toContain('<meta name="keywords" content="mocks">');
    expect(withPageMeta.indexOf('window.site')).toBeLessThan(withPageMeta.indexOf('content="mocks"'));
  });

  describe('CSP', () => {
    it('hashes every inline script body, not scripts with src', () => {
      const html = '<script>a()</script><script type="module" src="/x.js"></script><script id="d">b()</script>';
      const sha = (s: string) => createHash('sha256').update(s).digest('base64');
      expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    });

    it('cspPolicy allows the hashes and the search hosts', () => {
      const policy = cspPolicy(['abc=']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self' 'sha256-abc='");
      expect(policy).toContain("connect-src 'self' https://*.algolia.net https://*.algolianet.com");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect(cspPolicy([], { meta: true })).not.toContain('frame-ancestors');
    });

    it('puts a meta policy covering every inline script when cspMeta is on', () => {
      const html = render({ pageData: { a: 1 } }, { cspMeta: true });
      // the attribute is escaped like any other: &#39; is how the quotes of 'self' travel
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]?.replace(/&#39;/g, "'");
      expect(policy).toBeDefined();
      const hashes = inlineScriptHashes(html);
      // theme and language-redirect scripts; the JSON page record is data and needs no hash
      expect(hashes).toHaveLength(2);
      expect(policy).toContain("script-src 'self' 'sha256-");
      for (const hash of hashes) expect(policy).toContain(`'sha256-${hash}'`);
      expect(render()).not.toContain('Content-Security-Policy');
    });

    it("trusts the head the site's owner wrote, never a script of the page body, in the meta policy as in trustedCspSources", () => {
      const sha = (s: string) => createHash('sha256').update(s).digest('base64');
      const head: SiteConfig['head'] = [['script', { src: 'https://stats.example/a.js' }, '']];
      const owned = page({ frontmatter: { head: [['script', {}, 'window.fromFrontMatter = 1']] } });
      const appHtml = '<main><script>evil()</script><script src="https://evil.example/x.js"></script></main>';
      const html = render({ page: owned, appHtml }, { cspMeta: true, head });
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1].replace(/&#39;/g, "'");
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).toContain(`'sha256-${sha('window.fromFrontMatter = 1')}'`);
      expect(scriptSrc).toContain('https://stats.example');
      // the body's scripts are in the page, and not in its policy
      expect(html).toContain('<script>evil()</script>');
      expect(scriptSrc).not.toContain(sha('evil()'));
      expect(scriptSrc).not.toContain('evil.example');
      // the theme's two scripts and the front matter's: all the head holds
      const sources = trustedCspSources({ ...site, head }, owned);
      expect(sources.scripts).toEqual(inlineScripts(html).map(sha));
      expect(sources.scripts).toHaveLength(3);
      expect(sources.origins).toEqual(['https://stats.example']);
    });
  });
});
