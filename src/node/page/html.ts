/** The page shell around the server-rendered app: head (title, SEO, theme and locale scripts, assets) and body. */
import { clientLocale } from '../site/client-site-data';
import { escapeHtml, jsonForScript } from '../../shared/escape';
import { withBase } from '../../shared/routes';
import { pageTitle } from '../../shared/title';
import type { RenderResult } from '../../shared/render-result';
import type { Lang, Locale, PageAlternate, PageRecord, SiteConfig } from '../../shared/types';
import { cspSourcesOf, pagePolicy, type CspSources } from './csp';
import { renderHeadTags, renderTag } from './head-tags';
import { headKeys, isKeyedMeta, ownHeadTags } from '../../shared/head-tags';
import { pageHeadTags, siteHeadSeo } from '../../shared/page-head';
import { localeRedirectScript, themeScript } from './inline-scripts';
import { FIRST_PAINT_CSS_ATTRIBUTE } from '../../shared/dev-events';
import { NAVBAR_END_ID } from '../../shared/dom-ids';

export { cspPolicy, inlineScriptHashes } from './csp';

/** Dev: where the first paint's styles go, empty so that Vite's HTML transform leaves it as it is (it would run CSS it finds there through its pipeline). */
export const FIRST_PAINT_STYLE = renderTag('style', { [FIRST_PAINT_CSS_ATTRIBUTE]: true });

export interface RenderPageOptions {
  site: SiteConfig;
  locale: Locale;
  page: Pick<PageRecord, 'title' | 'pageType' | 'frontmatter' | 'description' | 'translation'> &
    Partial<Pick<PageRecord, 'version' | 'versionAlternates'>> & { lang?: Lang };
  /** base-less route path, e.g. '/zh/guide/start/' */
  routePath: string;
  appHtml: string;
  /** URLs without base ('assets/a.js', '/assets/a.js') or already with it ('/docs/assets/a.js') */
  assets: {
    entry: string;
    preloads: string[];
    css: string[];
    /**
     * dev: the first paint's styles only, which the client entry removes once its own CSS is in: an
     * empty style element the dev server fills (FIRST_PAINT_STYLE), then stylesheet links
     */
    firstPaintCss?: string[];
  };
  /** the page in every language it exists in, base-less paths */
  alternates: PageAlternate[];
  pageData?: unknown;
  /** local search: 'en=/search/en.<hash>.json zh=...' (search-index.ts), read by the search chunk */
  searchIndexMeta?: string;
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };
const CHARSET_META = '<meta charset="utf-8">';

/** Asset URL with base; one that already carries the base (assets.ts adds it) is kept. */
export function assetUrl(url: string, base: string): string {
  return base !== '/' && url.startsWith(base) ? url : withBase(url, base);
}

/**
 * The client entry's script tag. The page is prerendered, so its first paint never waits for this
 * script; at a low fetch priority the script yields the network to the stylesheet and the images on
 * screen, as a deferred script does (a module script is otherwise fetched at high priority, as if
 * the paint needed it).
 */
export const entryScriptTag = (src: string, base: string) =>
  renderTag('script', { type: 'module', src: assetUrl(src, base), fetchpriority: 'low' });

function linkTags({ site, assets, searchIndexMeta, appHtml }: RenderPageOptions): string[] {
  const tags: string[] = [];
  if (searchIndexMeta) tags.push(renderTag('meta', { name: 'rp-search-index', content: searchIndexMeta }));
  if (site.icon) {
    const type = ICON_TYPES[site.icon.split('.').pop()?.toLowerCase() ?? ''];
    tags.push(renderTag('link', { rel: 'icon', href: assetUrl(site.icon, site.base), type }));
  }
  const appId = site.search.provider === 'algolia' ? site.search.algolia?.appId : undefined;
  if (appId) tags.push(renderTag('link', { rel: 'preconnect', href: `https://${appId}-dsn.algolia.net`, crossorigin: true }));
  for (const href of assets.preloads) tags.push(renderTag('link', { rel: 'modulepreload', href: assetUrl(href, site.base) }));
  for (const href of assets.css) tags.push(renderTag('link', { rel: 'stylesheet', href: assetUrl(href, site.base) }));
  if (assets.firstPaintCss) tags.push(FIRST_PAINT_STYLE);
  for (const href of assets.firstPaintCss ?? [])
    tags.push(renderTag('link', { rel: 'stylesheet', href: assetUrl(href, site.base), [FIRST_PAINT_CSS_ATTRIBUTE]: true }));
  // only for a page that has the navbar: an id not found holds the paint until the whole page is parsed
  if (appHtml.includes(` id="${NAVBAR_END_ID}"`))
    tags.push(renderTag('link', { rel: 'expect', href: `#${NAVBAR_END_ID}`, blocking: 'render' }));
  return tags;
}

/** The site's head tags that stay on every page: all but the keyed meta tags, which are part of each page's run. */
function siteHeadTags(site: SiteConfig): string[] {
  return renderHeadTags(ownHeadTags(site.head.filter((tag) => !isKeyedMeta(tag))));
}

/** The page's run of head tags (shared/page-head.ts): the same as a client navigation puts in. */
function pageRunTags({ site, locale, page, routePath, alternates }: RenderPageOptions, title: string): string[] {
  return renderHeadTags(pageHeadTags({ site, siteHead: siteHeadSeo(site.head), locale, page, routePath, alternates, title }));
}

/** The theme's inline scripts: the stored theme and the first-visit language, which run before anything paints. */
function themeScriptTags(site: SiteConfig): string[] {
  return [themeScript(site), localeRedirectScript(site)]
    .filter((s): s is string => Boolean(s))
    .map((body) => renderTag('script', {}, body));
}

/** The head tags the site's owner adds: the site config's `head`, less keyed meta tags the page sets again, then the page's front matter `head`. */
function ownerHeadTags(site: SiteConfig, page: RenderPageOptions['page']): string[] {
  const pageKeys = headKeys(page.frontmatter.head);
  const siteHead = site.head.filter((tag) => !isKeyedMeta(tag) || ![...headKeys([tag])].some((key) => pageKeys.has(key)));
  return renderHeadTags([...ownHeadTags(siteHead), ...ownHeadTags(page.frontmatter.head)]);
}

/**
 * What the Content-Security-Policy allows for a page: the scripts and styles of the head tags
 * renderPage writes for the theme and the site's owner, the same tags, never what its body holds.
 */
export function trustedCspSources(site: SiteConfig, page: RenderPageOptions['page']): CspSources {
  return cspSourcesOf([...themeScriptTags(site), ...ownerHeadTags(site, page)].join('\n'));
}

/**
 * The full HTML document of one page. Order in <head>: charset (must sit in the first 1024 bytes),
 * the theme script (before anything paints), the locale-redirect script, then title, the site's
 * head tags, the page's run (SEO, the site's keyed meta tags, the front matter's), links and assets.
 */
export function renderPage(options: RenderPageOptions): string {
  const { site, locale, page, appHtml, assets, pageData } = options;
  const title = pageTitle({ page, site, locale });
  const head = [
    CHARSET_META,
    ...themeScriptTags(site),
    renderTag('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    renderTag('title', {}, title),
    ...siteHeadTags(site),
    ...pageRunTags(options, title),
    ...linkTags(options),
  ];
  const body = [`<div id="root">${appHtml}</div>`];
  // JSON, not a script: it is data for hydration, so no CSP hash is needed and nothing executes
  if (pageData !== undefined) body.push(`<script id="__RP_PAGE__" type="application/json">${jsonForScript(pageData)}</script>`);
  body.push(entryScriptTag(assets.entry, site.base));
  const lang = escapeHtml(page.lang ?? locale.lang);
  const html = `<!doctype html>\n<html lang="${lang}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
  if (!site.cspMeta) return html;
  const policy = pagePolicy(trustedCspSources(site, page), site, true);
  const cspMeta = renderTag('meta', { 'http-equiv': 'Content-Security-Policy', content: policy });
  return html.replace(CHARSET_META, () => `${CHARSET_META}\n${cspMeta}`);
}

/**
 * The HTML document of one rendered route: the one path from a render to a page, for dev and the
 * build alike. The build inlines the page record and its sidebar (all a first visit needs to
 * hydrate, with the texts of its language); dev lets the client load the page module instead.
 */
export function routeDocument(
  site: SiteConfig,
  result: RenderResult,
  { assets, searchIndexMeta, inlinePageData }: Pick<RenderPageOptions, 'assets' | 'searchIndexMeta'> & { inlinePageData: boolean },
): string {
  const locale = site.locales.find((l) => l.lang === result.page.lang) ?? site.locales[0];
  return renderPage({
    site,
    locale,
    page: result.page,
    routePath: result.routePath,
    appHtml: result.html,
    assets,
    alternates: result.page.alternates ?? [],
    pageData: inlinePageData ? { ...result.page, sidebar: result.sidebar, locale: clientLocale(locale) } : undefined,
    searchIndexMeta,
  });
}
