import type { SidebarItem } from 'quire';

export const writingSidebar: SidebarItem[] = [
  {
    text: 'Writing',
    items: [
      { text: 'Writing', link: '/writing/' },
      { text: 'Markdown', link: '/writing/markdown' },
      { text: 'Front matter', link: '/writing/front-matter' },
      { text: 'Containers', link: '/writing/containers' },
      { text: 'Tabs', link: '/writing/tabs' },
      { text: 'Code blocks', link: '/writing/code-blocks' },
      { text: 'Links and images', link: '/writing/links-images' },
      { text: 'Raw HTML', link: '/writing/raw-html' },
      { text: 'Components', link: '/writing/components' },
      { text: 'Markdown plugins', link: '/writing/plugins' },
    ],
  },
];
