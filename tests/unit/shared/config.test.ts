import { describe, expect, it } from 'vitest';
import siteConfig from '../../../content/site.config';
import { ConfigError, DEFAULTS, defineConfig, LOCALE_TEXT, localeTextWarnings, resolveConfig } from '../../../src/shared/config';
import { SEARCH_TEXT_KEYS } from '../../../src/shared/config-schema';
import { problemsOf } from '../../support/config-problems';

const minimal = { title: 'Docs', siteUrl: 'https://docs.example.com' };

describe('shared/config', () => {
  it('snapshots the resolved default config, so any default change shows in a diff', () => {
    expect(resolveConfig(minimal)).toMatchSnapshot();
  });

  it('resolves the real content/site.config.ts without error', () => {
    const config = resolveConfig(siteConfig);
    expect(config.siteUrl).toBe('https://rstest.rs');
    expect(config.locales.map((l) => [l.lang, l.langRoutePrefix])).toEqual([
      ['en', ''],
      ['zh', '/zh'],
    ]);
    const zh = config.locales[1];
    expect(zh.outlineTitle).toBe('目录');
    expect(zh.searchPlaceholderText).toBe('搜索');
    expect(zh.overview.filterNoResultText).toBe('未找到匹配的 API');
    expect(config.locales[0].outlineTitle).toBe('ON THIS PAGE');
    expect(config.themeConfig.socialLinks).toHaveLength(3);
    expect(config.themeConfig.localeRedirect).toBe('auto');
  });

  it('defineConfig is the identity', () => {
    const user = defineConfig(minimal);
    expect(user).toBe(minimal);
  });

  it('fills per-locale UI text by language, and the prefix from the site lang', () => {
    const config = resolveConfig({ ...minimal, lang: 'zh', locales: [{ lang: 'zh' }, { lang: 'en', outlineTitle: 'Contents' }] });
    expect(config.locales[0]).toMatchObject({ lang: 'zh', langRoutePrefix: '', nextPageText: '下一页', title: 'Docs' });
    expect(config.locales[1]).toMatchObject({
      lang: 'en',
      langRoutePrefix: '/en',
      outlineTitle: 'Contents',
      prevPageText: 'Previous page',
    });
  });

  it('does not share arrays with DEFAULTS', () => {
    const config = resolveConfig(minimal);
    config.route.exclude.push('x');
    expect(DEFAULTS.route.exclude).toEqual(['**/shared/**', '**/theme/**']);
  });

  it('is idempotent on a resolved config and strips a trailing slash from siteUrl', () => {
    const once = resolveConfig({ ...minimal, siteUrl: 'https://docs.example.com/' });
    expect(once.siteUrl).toBe('https://docs.example.com');
    expect(resolveConfig(once)).toEqual(once);
  });

  it('names the key path and the accepted values for a wrong enum', () => {
    expect(problemsOf({ ...minimal, themeConfig: { localeRedirect: 'always' } })).toEqual([
      "themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'",
    ]);
  });

  it('lists the accepted keys for an unknown top-level key', () => {
    const [line] = problemsOf({ ...minimal, foo: 1 });
    expect(line).toMatch(/^foo: unknown key \(accepted: base, siteUrl, title, description, lang, /);
    expect(line).toContain('themeConfig, head, cspMeta, locales)');
  });

  it('refuses keys that nothing reads, like any unknown key', () => {
    const problems = problemsOf({
      ...minimal,
      route: { cleanUrls: false },
      themeConfig: { enableContentAnimation: true, fallbackHeadingTitle: false },
      locales: [{ lang: 'en', sidebar: { '/': [{ text: 'Intro', file: 'intro.md' }] } }],
    });
    expect(problems).toEqual([
      'route.cleanUrls: unknown key (accepted: exclude)',
      expect.stringMatching(/^themeConfig\.enableContentAnimation: unknown key \(accepted: lastUpdated, /),
      expect.stringMatching(/^themeConfig\.fallbackHeadingTitle: unknown key \(accepted: lastUpdated, /),
      expect.stringMatching(/^locales\[0\]\.sidebar\['\/'\]\[0\]\.file: unknown key \(accepted: text, link, /),
    ]);
  });

  it('reports nested wrong types with array indexes', () => {
    const problems = problemsOf({
      ...minimal,
      locales: [{ lang: 'en', nav: [{ text: 'Guide', position: 'middle' }] }],
      markdown: { shikiThemes: { light: 3 } },
      search: { maxResultsPerGroup: 0 },
    });
    // schema order, not the order the keys were written in
    expect(problems).toEqual([
      'search.maxResultsPerGroup: expected an integer >= 1, got 0',
      'markdown.shikiThemes.light: expected string, got 3',
      "locales[0].nav[0].position: expected 'left' | 'right', got 'middle'",
    ]);
  });

  it('markdown.html: refuses elements and attributes that run code, and hosts written as URLs, naming the key', () => {
    const problems = problemsOf({
      ...minimal,
      markdown: {
        html: {
          allowElements: ['abbr', 'script'],
          allowAttributes: { '*': ['onclick'], a: 'download' },
          iframeHosts: ['https://www.youtube.com/'],
        },
      },
    });
    expect(problems).toEqual([
      "markdown.html.allowElements[1]: expected a lowercase tag name that runs no code (not script, style, iframe, object, form ...), got 'script'",
      "markdown.html.allowAttributes['*'][0]: expected a lowercase attribute name that carries no code or HTML (not on*, srcdoc, action, html ...), got 'onclick'",
      "markdown.html.allowAttributes.a: expected array, got 'download'",
      "markdown.html.iframeHosts[0]: expected a host name such as 'www.youtube-nocookie.com' (no scheme, port or path), got 'https://www.youtube.com/'",
    ]);
    const ok = { allowElements: ['abbr'], allowAttributes: { '*': ['data-tooltip'] }, iframeHosts: ['player.vimeo.com'] };
    expect(resolveConfig({ ...minimal, markdown: { html: ok } }).markdown.html).toEqual(ok);
  });

  it('lists every problem, one per line', () => {
    const problems = problemsOf({ title: '', base: 'docs', cspMeta: 'yes', themeConfig: 'dark' });
    expect(problems).toEqual([
      "base: expected a path starting with one '/', got 'docs'",
      "siteUrl: required, expected an absolute origin such as 'https://example.com'",
      "title: expected a non-empty string, got ''",
      "themeConfig: expected object, got 'dark'",
      "cspMeta: expected boolean, got 'yes'",
    ]);
  });

  it('takes as base only a path of this site, and says what is wrong with any other', () => {
    for (const base of ['/', '/docs/', '/v1.2/docs/', '/文档/']) expect(resolveConfig({ ...minimal, base }).base).toBe(base);
    const problem = (base: unknown) => problemsOf({ ...minimal, base });
    expect(problem('//evil.test/')).toEqual(["base: expected a path starting with one '/', got '//evil.test/'"]);
    expect(problem('https://evil.test/')).toEqual(["base: expected a path starting with one '/', got 'https://evil.test/'"]);
    expect(problem('/\\evil.test/')).toEqual(["base: expected a path starting with one '/', got '/\\evil.test/'"]);
    expect(problem('/docs/../')).toEqual(["base: expected a path without '.' or '..' segments, got '/docs/../'"]);
    expect(problem('/%2E%2e/')).toEqual(["base: expected a path without '.' or '..' segments, got '/%2E%2e/'"]);
    expect(problem('/my docs/')).toEqual(["base: expected a path without whitespace or control characters, got '/my docs/'"]);
    expect(problem('/docs/\t')).toEqual(["base: expected a path without whitespace or control characters, got '/docs/\\t'"]);
    expect(problem('/docs/?x=/')).toEqual(["base: expected a path without '?' or '#', got '/docs/?x=/'"]);
    expect(problem('/docs')).toEqual(["base: expected a path ending with '/' (e.g. '/docs/'), got '/docs'"]);
    expect(problem(3)).toEqual(["base: expected a path starting and ending with '/' (e.g. '/docs/'), got 3"]);
  });

  it('validates sidebar items by kind', () => {
    const problems = problemsOf({
      ...minimal,
      locales: [
        { lang: 'en', sidebar: { '/guide/': [{ dividerType: 'dotted' }, { text: 'A', items: [{ link: '/a' }, { tag: 'new' }] }] } },
      ],
    });
    expect(problems).toEqual([
      "locales[0].sidebar['/guide/'][0].dividerType: expected 'dashed' | 'solid', got 'dotted'",
      "locales[0].sidebar['/guide/'][1].items[1]: expected `text`, or a `link` whose page title becomes the text",
    ]);
  });

  it('names the missing key when Algolia lacks an appId or an apiKey', () => {
    const algolia = { provider: 'algolia', algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' } };
    expect(() => resolveConfig({ ...minimal, search: algolia })).not.toThrow();
    expect(() => resolveConfig({ ...minimal, search: { ...algolia, algolia: { apiKey: 'KEY', indexName: 'docs' } } })).toThrow(
      new ConfigError(['`appId` is missing.']),
    );
    try {
      resolveConfig({ ...minimal, search: { ...algolia, algolia: { appId: 'APP', indexName: 'docs' } } });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe('`apiKey` is missing.');
    }
  });

  it('checks locales against each other and the site lang', () => {
    expect(problemsOf({ ...minimal, lang: 'zh', locales: [{ lang: 'en' }, { lang: 'en' }] })).toEqual([
      "locales[1].lang: 'en' is already used by locales[0]",
      "lang: 'zh' has no entry in locales (add { lang: 'zh' } or change lang)",
    ]);
    expect(problemsOf({ ...minimal, locales: [{ lang: 'en' }, { lang: 'zh', langRoutePrefix: '/cn' }] })).toEqual([
      "locales[1].langRoutePrefix: expected '/zh', got '/cn'",
    ]);
  });

  it('reports a lang that is no language tag once, as written, with no follow-up problem of the locale built from it', () => {
    const expected = "lang: expected a language tag such as 'en', 'zh' or 'pt-BR', got 'French'";
    expect(problemsOf({ ...minimal, lang: 'French' })).toEqual([expected]);
    expect(problemsOf({ ...minimal, lang: 'French', locales: [{ lang: 'en' }, { lang: 'zh' }] })).toEqual([expected]);
    expect(problemsOf({ ...minimal, locales: [{ lang: 'en' }, { lang: 'zh_CN' }] })).toEqual([
      "locales[1].lang: expected a language tag such as 'en', 'zh' or 'pt-BR', got 'zh_CN'",
    ]);
  });

  it('takes any language: its locale gets a route prefix and, without built-in text, the English strings', () => {
    const config = resolveConfig({
      ...minimal,
      locales: [{ lang: 'en' }, { lang: 'it', label: 'Italiano', outlineTitle: 'In questa pagina' }, { lang: 'en-GB' }],
    });
    expect(config.locales.map((l) => [l.lang, l.langRoutePrefix, l.label, l.outlineTitle, l.prevPageText])).toEqual([
      ['en', '', 'English', 'ON THIS PAGE', 'Previous page'],
      ['it', '/it', 'Italiano', 'In questa pagina', 'Previous page'],
      ['en-GB', '/en-GB', 'English', 'ON THIS PAGE', 'Previous page'],
    ]);
    expect(resolveConfig({ ...minimal, locales: [{ lang: 'en' }, { lang: 'nl' }] }).locales[1].label).toBe('Nederlands');
    expect(resolveConfig({ ...minimal, lang: 'de' }).locales.map((l) => [l.lang, l.langRoutePrefix])).toEqual([['de', '']]);
  });

  it('warns once per locale whose language has no built-in text, unless the locale sets every string', () => {
    const user = {
      ...minimal,
      locales: [{ lang: 'en' }, { lang: 'zh' }, { lang: 'it', outlineTitle: 'In questa pagina' }, { lang: 'ja' }],
    };
    const warnings = localeTextWarnings(user, resolveConfig(user));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^locales\[2\]: 'it' has no built-in UI text, so \d+ strings this locale does not set are shown in English \(prevPageText, nextPageText, lastUpdatedText, \.\.\.\)/,
    );
    expect(localeTextWarnings({ ...minimal, lang: 'nl' }, resolveConfig({ ...minimal, lang: 'nl' }))[0]).toMatch(
      /^lang: 'nl' has no built-in UI text/,
    );
    const complete = {
      lang: 'it',
      ...structuredClone(LOCALE_TEXT.en),
      searchText: Object.fromEntries(SEARCH_TEXT_KEYS.map((key) => [key, key])),
    };
    const full = { ...minimal, locales: [{ lang: 'en' }, complete] };
    expect(localeTextWarnings(full, resolveConfig(full))).toEqual([]);
  });

  it('refuses a script URL in every key that holds a link or an image, naming the key path', () => {
    const script = 'javascript:alert(1)';
    const asLink = `expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got '${script}'`;
    const asSource = `expected a URL that is not a script URL (javascript:, vbscript:), got '${script}'`;
    const locale = {
      lang: 'en' as const,
      editLink: { docRepoBaseUrl: script, text: 'Edit' },
      nav: [
        { text: 'Guide', link: script },
        { text: 'More', items: [{ text: 'Deep', link: ' JavaScript:alert(1)' }] },
      ],
      sidebar: {
        '/guide/': [
          { text: 'Start', link: script },
          { text: 'Group', items: [{ text: 'Deep', link: 'vbscript:x' }] },
        ],
      },
    };
    const socialLinks = [
      { icon: 'github', mode: 'link', content: script },
      { icon: 'x', mode: 'img', content: script },
      // text is shown, not followed: not a URL
      { icon: 'discord', mode: 'text', content: script },
    ];
    expect(
      problemsOf({ ...minimal, icon: script, logo: { light: script, dark: '/logo.svg' }, locales: [locale], themeConfig: { socialLinks } }),
    ).toEqual([
      `icon: ${asSource}`,
      `logo.light: ${asSource}`,
      `themeConfig.socialLinks[0].content: ${asLink}`,
      `themeConfig.socialLinks[1].content: ${asSource}`,
      `locales[0].nav[0].link: ${asLink}`,
      "locales[0].nav[1].items[0].link: expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got ' JavaScript:alert(1)'",
      `locales[0].sidebar['/guide/'][0].link: ${asLink}`,
      "locales[0].sidebar['/guide/'][1].items[0].link: expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got 'vbscript:x'",
      `locales[0].editLink.docRepoBaseUrl: ${asLink}`,
    ]);
    expect(problemsOf({ ...minimal, logo: script })).toEqual([`logo: ${asSource}`]);
  });

  it('refuses a data: URL, in any spelling a browser reads as one, in every key that holds a link; an image or icon may be one', () => {
    const page = 'data:text/html,<script>alert(1)</script>';
    const refused = (value: string) => `expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got '${value}'`;
    const image = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
    const locale = {
      lang: 'en' as const,
      editLink: { docRepoBaseUrl: page, text: 'Edit' },
      nav: [{ text: 'Guide', link: ' DATA:text/html,x' }],
      sidebar: { '/guide/': [{ text: 'Start', link: 'da\tta:text/html,x' }] },
    };
    const socialLinks = [
      { icon: 'github', mode: 'link', content: page },
      { icon: 'x', mode: 'img', content: image },
    ];
    // a head tag's href is loaded, never followed: a data: favicon is fine
    const head = [['link', { rel: 'icon', href: image }]];
    const ecosystem = { title: 'Acme', link: page, logo: image, items: [] };
    expect(problemsOf({ ...minimal, icon: image, logo: image, head, locales: [locale], themeConfig: { socialLinks, ecosystem } })).toEqual([
      `themeConfig.socialLinks[0].content: ${refused(page)}`,
      `themeConfig.ecosystem.link: ${refused(page)}`,
      `locales[0].nav[0].link: ${refused(' DATA:text/html,x')}`,
      // the tab shown as its escape: one line
      `locales[0].sidebar['/guide/'][0].link: ${refused('da\\tta:text/html,x')}`,
      `locales[0].editLink.docRepoBaseUrl: ${refused(page)}`,
    ]);
    // a path or a web address that holds 'data:' later is no data: URL
    expect(
      problemsOf({
        ...minimal,
        locales: [
          {
            lang: 'en',
            nav: [
              { text: 'A', link: '/guide/data:x' },
              { text: 'B', link: 'https://x.dev/?u=data:x' },
            ],
          },
        ],
      }),
    ).toEqual([]);
  });

  it('every problem is one line: a control character in a value or a key is shown escaped', () => {
    const user = {
      ...minimal,
      lang: 'en',
      multiVersion: { default: 'v\n2', versions: ['v1'] },
      head: [
        ['ti\ntle', {}],
        ['script', { src: 'http://a.test/\u001b[2J.js' }],
      ],
      locales: [{ lang: 'en' }, { lang: 'de\nx' }],
      themeConfig: { ecosystem: { title: 'Acme', tagline: { 'zz\r\n': 'x' }, items: [] } },
    };
    let error: unknown;
    try {
      resolveConfig(user);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      "head[0][0]: expected 'meta' | 'link' | 'script' | 'style' | 'noscript', got 'ti\\ntle'",
      "head[1][1].src: the Content-Security-Policy allows scripts from the site ('/…') and https URLs only, got 'http://a.test/\\x1b[2J.js'",
      "locales[1].lang: expected a language tag such as 'en', 'zh' or 'pt-BR', got 'de\\nx'",
      // the rules across keys too
      "themeConfig.ecosystem.tagline.zz\\r\\n: expected a language of locales ('en')",
      "multiVersion.default: expected one of multiVersion.versions ('v1'), got 'v\\n2'",
    ]);
    expect(message.split('\n')).toEqual(problems);
    // and a key the schema does not know
    expect(problemsOf({ ...minimal, 'ti\ntle': 'x' })[0]).toMatch(/^\['ti\\ntle'\]: unknown key \(accepted: /);
  });

  it('rejects a config that is not an object', () => {
    expect(problemsOf(undefined)).toEqual(['(config): expected object, got undefined']);
  });
});
