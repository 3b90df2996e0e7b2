/**
 * The site data the browser gets (the `virtual:site` module, and the dev server render's copy): the
 * resolved config less what only the build machine needs.
 */
import { jsonForScript } from '../../shared/escape';
import type { Locale, SiteConfig } from '../../shared/types';

/**
 * A locale as the browser gets it: no sidebar (see siteDataCode), and none of the texts that only
 * the compile writes into page content (container titles, footnote labels, the overview's group of
 * ungrouped links).
 */
function clientLocale(locale: Locale): Locale {
  const { containerText: _containerText, footnotesText: _footnotesText, footnoteBackText: _footnoteBackText, ...rest } = locale;
  const { othersText: _othersText, ...overview } = locale.overview;
  return { ...rest, overview, sidebar: {} } as Locale;
}

/** Client-safe site data: the whole resolved config (it holds no secrets: Algolia keys are search-only). */
export function clientSiteData(site: SiteConfig): { config: SiteConfig } {
  // sidebars travel with the pages of their section (see route-sidebar.ts), not in every page's JS;
  // Markdown plugins are build-time functions; the head tags are in the HTML already
  // the components module is a file path of the build machine; its code travels in chunks of its own
  // the dead-link ignore list (RegExps, which JSON cannot carry) and the heading id style are the build's
  const { components: _components, ignoreDeadLinks: _ignore, headingIds: _headingIds, ...rest } = site.markdown;
  const markdown = { ...rest, remarkPlugins: [], rehypePlugins: [] } as Omit<SiteConfig['markdown'], 'ignoreDeadLinks' | 'headingIds'>;
  return { config: { ...site, markdown: markdown as SiteConfig['markdown'], head: [], locales: site.locales.map(clientLocale) } };
}

/** The code of the `virtual:site` module. */
export const siteDataCode = (site: SiteConfig) => `export const siteData = ${jsonForScript(clientSiteData(site))};\n`;
