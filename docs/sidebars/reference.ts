import type { SidebarItem } from 'quire';

export const referenceSidebar: SidebarItem[] = [
  {
    text: 'Reference',
    items: [
      { text: 'Reference', link: '/reference/' },
      { text: 'Site config', link: '/reference/config' },
      { text: 'Front matter keys', link: '/reference/front-matter' },
      { text: 'Command line', link: '/reference/cli' },
    ],
  },
];
