/**
 * The site data the browser gets (the `virtual:site` module, and the dev server render's copy): the
 * resolved config less what only the build machine needs, and each language's texts on their own,
 * so that a page's JS carries no other language's strings.
 */
import { jsonForScript } from '../../shared/escape';
import { SEARCH_ERROR_STRINGS } from '../../shared/search-error-strings';
import { ENGLISH_SEARCH_ERRORS, stringsFor } from '../../shared/builtin-search-text';
import { siteHeadSeo } from '../../shared/page-head';
import type {
  ClientEcosystem,
  ClientSiteConfig,
  Ecosystem,
  Locale,
  LocaleLink,
  SearchConfig,
  SearchText,
  SiteConfig,
} from '../../shared/types';

/** The virtual module of one language's texts, imported when a page of that language is first shown. */
export const LOCALE_MODULE_PREFIX = 'virtual:site-locale/';

/**
 * The locale's `searchText` with the search error screen's built-in strings of its language under
 * the author's, where they differ from the English the browser already has: that screen shows when
 * nothing more can be downloaded, so its text must come with the page. Undefined when there is nothing to say.
 */
function searchTextWithErrors(locale: Locale): Partial<SearchText> | undefined {
  const builtin = stringsFor(SEARCH_ERROR_STRINGS, locale.lang, undefined);
  const missing = (Object.keys(builtin) as (keyof typeof builtin)[]).filter(
    (key) => builtin[key] !== ENGLISH_SEARCH_ERRORS[key] && locale.searchText?.[key] === undefined,
  );
  if (missing.length === 0) return locale.searchText;
  return { ...Object.fromEntries(missing.map((key) => [key, builtin[key]])), ...locale.searchText };
}

/**
 * A locale's texts as the browser gets them: no sidebar (sidebars travel with the pages of their
 * section), none of the texts that only the compile writes into page content (container
 * titles, footnote labels, the overview's group of ungrouped links), and the search error
 * screen's text in its language.
 */
export function clientLocale(locale: Locale): Locale {
  const { containerText: _containerText, footnotesText: _footnotesText, footnoteBackText: _footnoteBackText, ...rest } = locale;
  const { othersText: _othersText, ...overview } = locale.overview;
  const client = { ...rest, overview, sidebar: {} } as Locale;
  // assigned, not spread: a key the locale already has keeps its place, so its JSON stays as it was
  const searchText = searchTextWithErrors(locale);
  if (searchText) client.searchText = searchText;
  return client;
}

const localeLink = ({ lang, label, langRoutePrefix }: Locale): LocaleLink => ({ lang, label, langRoutePrefix });

/** The module of a part of the site data that only code loaded on demand reads (sitePartCode). */
export const SITE_PART_PREFIX = 'virtual:site-part/';

/**
 * The parts of the site data that only code loaded on demand reads, each a module of its own
 * (`virtual:site-part/<name>`, exporting a const of that name), so the first-visit JS carries none
 * of them: the ecosystem's items and tagline (the menu's panel, the home page section), and the
 * search synonyms (the local search).
 */
export function siteParts(site: SiteConfig): SiteParts {
  return { ecosystem: site.themeConfig.ecosystem ?? null, synonyms: site.search.synonyms ?? null };
}

export interface SiteParts {
  ecosystem: Ecosystem | null;
  synonyms: SearchConfig['synonyms'] | null;
}

/** The ecosystem as every page's JS knows it: what the closed menu shows and reads (siteParts has the rest). */
function ecosystemSummary(ecosystem: Ecosystem | undefined): ClientEcosystem | undefined {
  if (!ecosystem) return undefined;
  const { items: _items, tagline: _tagline, ...summary } = ecosystem;
  return summary;
}

/** Client-safe site data: the config less build-only keys (it holds no secrets: Algolia keys are search-only). */
export function clientSiteData(site: SiteConfig): { config: ClientSiteConfig } {
  // Markdown options and plugins, head tags (already in the HTML; a client navigation needs only their
  // keys and named meta tags), route rules and the CSP switch are the build's; a locale's texts are a
  // module of their own (clientLocale), and so is each of siteParts
  const { markdown: _markdown, head, route: _route, cspMeta: _cspMeta, locales, ...rest } = site;
  const { synonyms: _synonyms, ...search } = site.search;
  // a key given again keeps its place, so the JSON keeps its order
  const themeConfig = { ...site.themeConfig, ecosystem: ecosystemSummary(site.themeConfig.ecosystem) };
  return { config: { ...rest, search, themeConfig, locales: locales.map(localeLink), headSeo: siteHeadSeo(head) } };
}

/** The code of the `virtual:site` module: the site data, and a loader of each language's texts. */
export function siteDataCode(site: SiteConfig): string {
  const loaders = site.locales.map(
    ({ lang }) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(LOCALE_MODULE_PREFIX + lang)}).then((m) => m.locale),`,
  );
  return `export const siteData = ${jsonForScript(clientSiteData(site))};\nexport const localeLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/** The code of one part's module (siteParts), or undefined for a part there is not. */
export function sitePartCode(site: SiteConfig, name: string): string | undefined {
  const parts = siteParts(site);
  return Object.hasOwn(parts, name) ? `export const ${name} = ${jsonForScript(parts[name as keyof SiteParts])};\n` : undefined;
}

/** The code of one language's module, or undefined for a language the site does not have. */
export function localeModuleCode(site: SiteConfig, lang: string): string | undefined {
  const locale = site.locales.find((l) => l.lang === lang);
  return locale && `export const locale = ${jsonForScript(clientLocale(locale))};\n`;
}
