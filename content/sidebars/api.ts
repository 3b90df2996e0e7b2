import type { Lang, SidebarItem } from '../../src/shared/types';

/** API sidebar, shown under /api/ (and /zh/api/). Owned by the API documentation. */
export const apiSidebar: Record<Lang, SidebarItem[]> = {
  en: [
    { text: 'Overview', link: '/api/' },
    {
      text: 'Test API',
      items: [
        { text: 'Expect', link: '/api/test-api/expect', overviewHeaders: [2, 3] },
        { text: 'Test', link: '/api/test-api/test' },
        { text: 'Describe', link: '/api/test-api/describe' },
        { text: 'Hooks', link: '/api/test-api/hooks' },
      ],
    },
    {
      text: 'Rstest Utility',
      link: '/api/rstest/',
      items: [
        { text: 'Mock modules', link: '/api/rstest/mockModules' },
        { text: 'Mock functions', link: '/api/rstest/mockFunctions' },
        { text: 'MockInstance', link: '/api/rstest/mockInstance', overviewHeaders: [2, 3] },
        { text: 'Fake timers', link: '/api/rstest/fakeTimers' },
        { text: 'Utilities', link: '/api/rstest/utilities' },
      ],
    },
  ],
  zh: [
    { text: '总览', link: '/zh/api/' },
    {
      text: 'Test API',
      items: [
        { text: 'Expect', link: '/zh/api/test-api/expect', overviewHeaders: [2, 3] },
        { text: 'Test', link: '/zh/api/test-api/test' },
        { text: 'Describe', link: '/zh/api/test-api/describe' },
        { text: 'Hooks', link: '/zh/api/test-api/hooks' },
      ],
    },
    {
      text: 'Rstest Utility',
      link: '/zh/api/rstest/',
      items: [
        { text: '模拟模块', link: '/zh/api/rstest/mockModules' },
        { text: '模拟函数', link: '/zh/api/rstest/mockFunctions' },
        { text: 'MockInstance', link: '/zh/api/rstest/mockInstance', overviewHeaders: [2, 3] },
        { text: 'Fake timers', link: '/zh/api/rstest/fakeTimers' },
        { text: '工具函数', link: '/zh/api/rstest/utilities' },
      ],
    },
  ],
};
