// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localeRedirectScript, themeScript } from '../../../../src/node/page/inline-scripts';
import { resolveConfig } from '../../../../src/shared/config';

const ORIGIN = 'https://rstest.rs';
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function site(overrides: Record<string, unknown> = {}) {
  return resolveConfig({
    title: 'Rstest',
    siteUrl: 'https://rstest.rs',
    locales: [{ lang: 'en' }, { lang: 'zh' }],
    ...overrides,
  });
}

interface Visit {
  path: string;
  language: string;
  userAgent?: string;
  search?: string;
  hash?: string;
  storage?: Storage;
}

/**
 * Run the generated script as the browser would at the top of <head>: jsdom's window with a fake
 * navigator (language, user agent) and location (replace records the target instead of navigating;
 * a target on the page's origin is recorded as its path). `path` is location.pathname as the
 * browser's URL parser leaves it ('\\' already turned into '/', tabs and newlines dropped).
 */
function visit(script: string, { path, language, userAgent = CHROME_UA, search = '', hash = '', storage = localStorage }: Visit) {
  const replaced: string[] = [];
  const navigator = { language, userAgent };
  const href = ORIGIN + path + search + hash;
  const replace = (url: string) => replaced.push(url.startsWith(`${ORIGIN}/`) ? url.slice(ORIGIN.length) : url);
  const location = { href, pathname: path, search, hash, replace };
  new Function('navigator', 'location', 'localStorage', script)(navigator, location, storage);
  return replaced;
}

afterEach(() => localStorage.clear());

describe('node/inline-scripts', () => {
  describe('localeRedirectScript', () => {
    const script = localeRedirectScript(site())!;

    it('redirects a first visit of / to /zh/ for a Chinese browser, and records the visit', () => {
      expect(visit(script, { path: '/', language: 'zh-CN' })).toEqual(['/zh/']);
      expect(localStorage.getItem('rp-visited')).toBe('1');
    });

    it('redirects only once: the next visit stays where it is', () => {
      visit(script, { path: '/', language: 'zh-CN' });
      expect(visit(script, { path: '/', language: 'zh-CN' })).toEqual([]);
      expect(visit(script, { path: '/guide/start/', language: 'zh' })).toEqual([]);
    });

    it('keeps a version other than the default in front of the language it redirects to', () => {
      const versioned = localeRedirectScript(site({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }))!;
      expect(visit(versioned, { path: '/v1/guide/start', language: 'zh-CN' })).toEqual(['/v1/zh/guide/start']);
      localStorage.clear();
      expect(visit(versioned, { path: '/guide/start', language: 'zh-CN' })).toEqual(['/zh/guide/start']);
      localStorage.clear();
      // a reader already in a language of v1 stays there
      expect(visit(versioned, { path: '/v1/zh/guide/start', language: 'en' })).toEqual([]);
    });

    it('does nothing when the visited flag already exists', () => {
      localStorage.setItem('rp-visited', '1');
      expect(visit(script, { path: '/guide/start/quick-start', language: 'zh-CN' })).toEqual([]);
    });

    it('never redirects a bot, and leaves no flag for it', () => {
      for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'Baiduspider', 'Chrome-Lighthouse', 'SomeCrawler/1.0']) {
        expect(visit(script, { path: '/', language: 'zh-CN', userAgent })).toEqual([]);
      }
      expect(localStorage.getItem('rp-visited')).toBeNull();
    });

    it('keeps the path and the query on deeper pages', () => {
      expect(visit(script, { path: '/guide/start/quick-start', language: 'zh-TW', search: '?a=1', hash: '#x' })).toEqual([
        '/zh/guide/start/quick-start?a=1',
      ]);
    });

    it('never moves a reader off a page in another language someone linked to, and that visit does not count', () => {
      expect(visit(script, { path: '/zh/guide/start/', language: 'en-US' })).toEqual([]);
      expect(visit(script, { path: '/zh/', language: 'en' })).toEqual([]);
      expect(localStorage.getItem('rp-visited')).toBeNull();
      expect(visit(script, { path: '/guide/start/', language: 'zh-CN' })).toEqual(['/zh/guide/start/']);
    });

    it('stays for a browser language the site has, or one it does not have, and still records the visit', () => {
      expect(visit(script, { path: '/', language: 'en-GB' })).toEqual([]);
      expect(localStorage.getItem('rp-visited')).toBe('1');
      localStorage.clear();
      expect(visit(script, { path: '/', language: 'fr' })).toEqual([]);
    });

    it('never leaves the site: a path of slashes stays a path of this site', () => {
      for (const path of ['//evil.example/x', '////evil.example/x', '/\\evil.example/x']) {
        localStorage.clear();
        const [target] = visit(script, { path, language: 'zh' });
        expect(target, JSON.stringify(path)).toMatch(/^\/zh\//);
        expect(new URL(target, ORIGIN).origin, JSON.stringify(path)).toBe(ORIGIN);
      }
    });

    it('keeps percent-encoded slashes and backslashes encoded, on the site', () => {
      for (const path of ['/%2F%2Fevil.example/x', '/%5Cevil.example/x']) {
        localStorage.clear();
        expect(visit(script, { path, language: 'zh' })).toEqual([`/zh${path}`]);
      }
    });

    it('survives a storage that throws (no redirect, no error)', () => {
      const throwing = {
        getItem: () => {
          throw new Error('denied');
        },
      } as unknown as Storage;
      expect(() => visit(script, { path: '/', language: 'zh', storage: throwing })).not.toThrow();
    });

    it('keeps its flag under themeConfig.storagePrefix, and the theme script its preference', () => {
      const prefixed = site({ themeConfig: { storagePrefix: 'rspress' } });
      visit(localeRedirectScript(prefixed)!, { path: '/', language: 'en' });
      expect(localStorage.getItem('rspress-visited')).toBe('1');
      expect(localStorage.getItem('rp-visited')).toBeNull();
      expect(themeScript(prefixed)).toContain('localStorage.getItem("rspress-theme-appearance")');
    });

    it("does not exist when localeRedirect is 'never', or with one locale", () => {
      expect(localeRedirectScript(site({ themeConfig: { localeRedirect: 'never' } }))).toBeUndefined();
      expect(localeRedirectScript(site({ locales: [{ lang: 'en' }] }))).toBeUndefined();
    });

    it('matches a locale with a region as a whole tag, and a base-language locale by the base', () => {
      const many = localeRedirectScript(site({ locales: [{ lang: 'en' }, { lang: 'pt-BR' }, { lang: 'ja' }] }))!;
      expect(visit(many, { path: '/guide/a', language: 'pt-BR' })).toEqual(['/pt-BR/guide/a']);
      localStorage.clear();
      expect(visit(many, { path: '/guide/a', language: 'ja-JP' })).toEqual(['/ja/guide/a']);
      localStorage.clear();
      expect(visit(many, { path: '/pt-BR/guide/a', language: 'ja' })).toEqual([]);
      localStorage.clear();
      expect(visit(many, { path: '/', language: 'pt-PT' })).toEqual([]);
    });

    it('works under a base path', () => {
      const based = localeRedirectScript(site({ base: '/docs/' }))!;
      expect(visit(based, { path: '/docs/', language: 'zh' })).toEqual(['/docs/zh/']);
      localStorage.clear();
      expect(visit(based, { path: '/docs', language: 'zh' })).toEqual(['/docs/zh/']);
      localStorage.clear();
      expect(visit(based, { path: '/docs/guide/a', language: 'zh' })).toEqual(['/docs/zh/guide/a']);
      localStorage.clear();
      expect(visit(based, { path: '/elsewhere/', language: 'zh' })).toEqual([]);
    });
  });

  describe('themeScript', () => {
    it('does not exist when dark mode is disabled', () => {
      expect(themeScript(site({ themeConfig: { darkMode: false } }))).toBeUndefined();
    });
  });
});
