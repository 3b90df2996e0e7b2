// quire's own documentation, built by quire like any outside site: it imports the public API by the
// package's name, as a project that installed quire does.
import { defineConfig } from 'quire';
import { REFERENCES } from './plugins/references';
import { remarkSchemaReference } from './plugins/schema-reference';
import { contributingSidebar } from './sidebars/contributing';
import { guidesSidebar } from './sidebars/guides';
import { migrateSidebar } from './sidebars/migrate';
import { referenceSidebar } from './sidebars/reference';
import { startSidebar } from './sidebars/start';
import { writingSidebar } from './sidebars/writing';

export default defineConfig({
  siteUrl: 'https://quire.example',
  title: 'quire',
  description: 'A static documentation site generator: Markdown in, a fast prerendered React site out',
  // the theming guide's rebrand example, scoped to its own boxes
  themeConfig: { customCss: './theme/demo.css' },
  markdown: {
    // the config and front matter reference pages are written from quire's schemas as the site builds
    remarkPlugins: [[remarkSchemaReference, { references: REFERENCES }]],
  },
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [
        { text: 'Get started', link: '/start/', activeMatch: '/start/' },
        { text: 'Writing', link: '/writing/', activeMatch: '/writing/' },
        { text: 'Guides', link: '/guides/', activeMatch: '/guides/' },
        { text: 'Reference', link: '/reference/', activeMatch: '/reference/' },
        { text: 'Moving in', link: '/migrate/', activeMatch: '/migrate/' },
        { text: 'Contributing', link: '/contributing/', activeMatch: '/contributing/' },
      ],
      sidebar: {
        '/start/': startSidebar,
        '/writing/': writingSidebar,
        '/guides/': guidesSidebar,
        '/reference/': referenceSidebar,
        '/migrate/': migrateSidebar,
        '/contributing/': contributingSidebar,
      },
    },
  ],
});
