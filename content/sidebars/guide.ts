import type { Lang, SidebarItem } from '../../src/shared/types';

/** Guide sidebar, shown under /guide/ (and /zh/guide/). Owned by the Guide documentation. */
export const guideSidebar: Record<Lang, SidebarItem[]> = {
  en: [
    {
      text: 'Getting Started',
      items: [
        { text: 'Introduction', link: '/guide/start/' },
        { text: 'Quick start', link: '/guide/start/quick-start' },
        { text: 'Features', link: '/guide/start/features' },
      ],
    },
    {
      text: 'Basic',
      items: [
        { text: 'CLI', link: '/guide/basic/cli' },
        { text: 'Configure Rstest', link: '/guide/basic/configure-rstest' },
        { text: 'Filtering tests', link: '/guide/basic/test-filter' },
      ],
    },
    {
      text: 'Advanced',
      items: [
        { text: 'Debugging', link: '/guide/advanced/debugging' },
        { text: 'Profiling', link: '/guide/advanced/profiling' },
      ],
    },
    {
      text: 'Migration',
      items: [{ text: 'Migrating from Jest', link: '/guide/migration/jest' }],
    },
  ],
  zh: [
    {
      text: '开始',
      items: [
        { text: '介绍', link: '/zh/guide/start/' },
        { text: '快速上手', link: '/zh/guide/start/quick-start' },
        { text: '功能导航', link: '/zh/guide/start/features' },
      ],
    },
    {
      text: '基础',
      items: [
        { text: '命令行工具', link: '/zh/guide/basic/cli' },
        { text: '配置 Rstest', link: '/zh/guide/basic/configure-rstest' },
        { text: '过滤测试', link: '/zh/guide/basic/test-filter' },
      ],
    },
    {
      text: '进阶',
      items: [
        { text: '调试', link: '/zh/guide/advanced/debugging' },
        { text: '性能分析', link: '/zh/guide/advanced/profiling' },
      ],
    },
    {
      text: '迁移',
      items: [{ text: '从 Jest 迁移', link: '/zh/guide/migration/jest' }],
    },
  ],
};
