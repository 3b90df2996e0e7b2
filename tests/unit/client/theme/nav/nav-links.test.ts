import { describe, expect, it } from 'vitest';
import {
  flattenNavItems,
  isNavItemActive,
  languagePath,
  versionPath,
  type LanguageTarget,
} from '../../../../../src/client/theme/nav/nav-links';

const locales = [
  { lang: 'en' as const, langRoutePrefix: '' },
  { lang: 'zh' as const, langRoutePrefix: '/zh' },
];

function target(overrides: Partial<LanguageTarget>): LanguageTarget {
  return { toLang: 'zh', locales, alternates: [], routePath: '/guide/a', version: '', defaultVersion: '', ...overrides };
}

describe('client/theme/nav/nav-links', () => {
  it('matches activeMatch as a RegExp against the path', () => {
    const guide = { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' };
    expect(isNavItemActive(guide, '/guide/basic/cli')).toBe(true);
    expect(isNavItemActive(guide, '/config/')).toBe(false);
    expect(isNavItemActive({ text: 'API', link: '/api/', activeMatch: '^/api/(test|utility)' }, '/api/test/expect')).toBe(true);
    expect(isNavItemActive({ text: 'Bad', link: '/x', activeMatch: '(' }, '/x')).toBe(false);
  });

  it('without activeMatch uses the link: equal path, or a folder link prefixing the path; "/" only for home', () => {
    expect(isNavItemActive({ text: 'API', link: '/api/' }, '/api/test-api/expect')).toBe(true);
    expect(isNavItemActive({ text: 'CLI', link: '/guide/basic/cli' }, '/guide/basic/cli.html')).toBe(true);
    expect(isNavItemActive({ text: 'CLI', link: '/guide/basic/cli' }, '/guide/basic/cli-more')).toBe(false);
    expect(isNavItemActive({ text: 'Home', link: '/' }, '/guide/')).toBe(false);
    expect(isNavItemActive({ text: 'Home', link: '/' }, '/')).toBe(true);
  });

  it('marks a group active when one of its items is', () => {
    const group = {
      text: 'More',
      items: [
        { text: 'A', link: '/a' },
        { text: 'B', items: [{ text: 'C', link: '/c/' }] },
      ],
    };
    expect(isNavItemActive(group, '/c/d')).toBe(true);
    expect(isNavItemActive(group, '/b')).toBe(false);
  });

  it('flattens nested items with their depth', () => {
    const items = [
      { text: 'A', link: '/a' },
      { text: 'B', items: [{ text: 'C', link: '/c' }] },
    ];
    expect(flattenNavItems(items).map(({ item, depth }) => [item.text, depth])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 1],
    ]);
  });

  it('sends the language picker to the twin page when it exists', () => {
    const alternates = [
      { lang: 'en' as const, path: '/guide/a' },
      { lang: 'zh' as const, path: '/zh/guide/a' },
    ];
    expect(languagePath(target({ alternates }))).toBe('/zh/guide/a');
    expect(languagePath(target({ alternates, toLang: 'en' }))).toBe('/guide/a');
  });

  it("falls back to the language's home when the page has no twin, or no alternates (404)", () => {
    expect(languagePath(target({ alternates: [{ lang: 'en', path: '/guide/only-en' }] }))).toBe('/zh/');
    expect(languagePath(target({ alternates: [{ lang: 'zh', path: '/zh/only' }], toLang: 'en' }))).toBe('/');
    expect(languagePath(target({ alternates: undefined }))).toBe('/zh/');
  });

  it('keeps a non-default version segment in front of the home fallback', () => {
    expect(languagePath(target({ routePath: '/v1/guide/a', version: 'v1', defaultVersion: 'v2', alternates: [] }))).toBe('/v1/zh/');
    expect(languagePath(target({ routePath: '/guide/a', version: 'v2', defaultVersion: 'v2', alternates: [] }))).toBe('/zh/');
  });

  it('replaces the version segment; the default version has none', () => {
    expect(versionPath('/guide/a', 'v2', 'v1', 'v2')).toBe('/v1/guide/a');
    expect(versionPath('/v1/zh/guide/', 'v1', 'v2', 'v2')).toBe('/zh/guide/');
    expect(versionPath('/v1/guide/', 'v1', 'v3', 'v2')).toBe('/v3/guide/');
    expect(versionPath('/v1', 'v1', 'v2', 'v2')).toBe('/');
  });
});
