import type { SidebarItem } from 'quire';

export const contributingSidebar: SidebarItem[] = [
  {
    text: 'Contributing',
    items: [
      { text: 'Contributing', link: '/contributing/' },
      { text: 'How data flows', link: '/contributing/data-flow' },
      { text: 'Code layout', link: '/contributing/code-layout' },
      { text: 'Tests', link: '/contributing/tests' },
    ],
  },
];
