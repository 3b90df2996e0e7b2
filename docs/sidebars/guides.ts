import type { SidebarItem } from 'quire';

export const guidesSidebar: SidebarItem[] = [
  {
    text: 'Guides',
    items: [
      { text: 'Guides', link: '/guides/' },
      { text: 'Theming', link: '/guides/theming' },
      { text: 'Search', link: '/guides/search' },
      { text: 'Languages and translations', link: '/guides/languages' },
      { text: 'Versions', link: '/guides/versions' },
      { text: 'The build cache', link: '/guides/build-cache' },
      { text: 'Hosting and CSP', link: '/guides/hosting' },
    ],
  },
];
