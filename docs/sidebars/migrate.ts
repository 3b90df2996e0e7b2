import type { SidebarItem } from 'quire';

export const migrateSidebar: SidebarItem[] = [
  {
    text: 'Moving in',
    items: [
      { text: 'Moving in', link: '/migrate/' },
      { text: 'From Docusaurus', link: '/migrate/docusaurus' },
      { text: 'From VitePress', link: '/migrate/vitepress' },
    ],
  },
];
