import { describe, expect, it } from 'vitest';
import { versionedLocaleLinks } from '../../../../src/node/site/version-config-links';
import { resolveConfig } from '../../../../src/shared/config';
import type { RouteEntry } from '../../../../src/shared/types';

const route = (path: string, version: string, lang = 'en'): RouteEntry => ({
  path,
  version,
  lang,
  filePath: `/site/content/${version}${path}.md`,
  relativePath: `${version}${path}.md`,
});

const site = resolveConfig({
  title: 'T',
  siteUrl: 'https://t.dev',
  multiVersion: { default: '2.x', versions: ['1.x', '2.x'] },
  locales: [
    { lang: 'en', label: 'English', nav: [{ text: 'Start', link: '/guide/start' }] },
    {
      lang: 'zh',
      label: '简体中文',
      nav: [{ text: '开始', link: '/guide/start' }],
      versions: {
        '1.x': {
          nav: [
            { text: '开始', link: '/guide/start' },
            { text: '当前', link: '/2.x/guide/start#a' },
          ],
        },
      },
    },
  ],
});
const routes = [
  route('/guide/start', '2.x'),
  route('/zh/guide/start', '2.x', 'zh'),
  route('/1.x/guide/start', '1.x'),
  route('/1.x/zh/guide/start', '1.x', 'zh'),
];

describe('src/node/site/version-config-links', () => {
  it("gives each version's link where that version's pages have it, named by its key in the config", () => {
    const links = versionedLocaleLinks(site, routes).map(({ key, url, target }) => ({ key, url, target }));
    expect(links).toEqual([
      // the locale's own nav, shown by both versions, is checked in each
      { key: 'locales[0].nav[0].link', url: '/guide/start', target: '/1.x/guide/start' },
      { key: 'locales[0].nav[0].link', url: '/guide/start', target: '/guide/start' },
      { key: 'locales[1].versions["1.x"].nav[0].link', url: '/guide/start', target: '/1.x/zh/guide/start' },
      { key: 'locales[1].versions["1.x"].nav[1].link', url: '/2.x/guide/start#a', target: '/guide/start#a' },
      { key: 'locales[1].nav[0].link', url: '/guide/start', target: '/zh/guide/start' },
    ]);
  });

  it("looks for a dead link's nearest route in the version it leads into", () => {
    const into = versionedLocaleLinks(site, routes).find((link) => link.url === '/2.x/guide/start#a');
    expect(into?.nearby.map((r) => r.path)).toEqual(['/guide/start', '/zh/guide/start']);
  });
});
