// Stand-in for the plugin's `virtual:site-routes` module in unit and component tests.
import type { PageModule } from '../../src/client/router/route-table';
import type { Lang } from '../../src/shared/types';

function page(path: string, lang: Lang, title: string): PageModule {
  return {
    page: {
      title,
      routePath: path,
      lang,
      toc: [],
      frontmatter: {},
      version: '',
      _relativePath: `${lang}${path}.md`,
      headingTitle: title,
      pageType: 'doc',
      description: '',
    },
    sidebar: [],
    tree: { type: 'root', children: [{ type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: title }] }] },
  };
}

export const routes = [
  { path: '/', lang: 'en' as Lang, version: '', relativePath: 'en/index.md', load: async () => page('/', 'en', 'Home') },
  { path: '/guide/', lang: 'en' as Lang, version: '', relativePath: 'en/guide/index.md', load: async () => page('/guide/', 'en', 'Guide') },
  { path: '/guide/a', lang: 'en' as Lang, version: '', relativePath: 'en/guide/a.md', load: async () => page('/guide/a', 'en', 'Page A') },
  { path: '/zh/', lang: 'zh' as Lang, version: '', relativePath: 'zh/index.md', load: async () => page('/zh/', 'zh', '首页') },
  {
    path: '/zh/guide/a',
    lang: 'zh' as Lang,
    version: '',
    relativePath: 'zh/guide/a.md',
    load: async () => page('/zh/guide/a', 'zh', '页面 A'),
  },
];
