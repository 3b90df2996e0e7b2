import type { SidebarItem } from 'quire';

export const startSidebar: SidebarItem[] = [
  {
    text: 'Get started',
    items: [
      { text: 'Get started', link: '/start/' },
      { text: 'Install', link: '/start/install' },
      { text: 'Your first site', link: '/start/first-site' },
      { text: 'Deploy', link: '/start/deploy' },
    ],
  },
];
