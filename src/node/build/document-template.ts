/**
 * A route's document with stand-ins for what changes with every edit of any page: the client
 * bundle's files (its entry's name follows the route table) and the search index meta (the index
 * files' names follow every page of a language). The build cache keeps the template, so an
 * unchanged page's document is one read and a few string replacements; `fillDocument` gives
 * exactly what routeDocument gives with the real assets and meta.
 */
import type { PageAssets } from '../page/assets';
import { renderTag } from '../page/head-tags';
import { assetUrl } from '../page/html';

/** Stand-in assets: one preload, one stylesheet, so each kind leaves one tag to replace. */
export const TEMPLATE_ASSETS: PageAssets = { entry: '/__quire_entry__.js', preloads: ['/__quire_preload__.js'], css: ['/__quire_style__.css'] };
export const TEMPLATE_SEARCH_META = '__quire_search_index__';

const preloadTag = (href: string, base: string) => renderTag('link', { rel: 'modulepreload', href: assetUrl(href, base) });
const cssTag = (href: string, base: string) => renderTag('link', { rel: 'stylesheet', href: assetUrl(href, base) });
const entryTag = (src: string, base: string) => renderTag('script', { type: 'module', src: assetUrl(src, base) });
const searchMetaTag = (content: string) => renderTag('meta', { name: 'rp-search-index', content });

/** `text` with the last `stand` before `end` replaced; unchanged when there is none. */
function replaceLast(text: string, stand: string, real: string, end = text.length): string {
  const at = text.lastIndexOf(stand, end);
  return at < 0 ? text : text.slice(0, at) + real + text.slice(at + stand.length);
}

/**
 * The document of `template` (made with TEMPLATE_ASSETS and, when the site has a local index,
 * TEMPLATE_SEARCH_META) for these assets and search meta. Head tags are lines of their own, so a
 * kind with no file loses its line.
 */
export function fillDocument(template: string, base: string, assets: PageAssets, searchIndexMeta: string | undefined): string {
  const lines = (tags: string[]) => tags.map((tag) => `\n${tag}`).join('');
  const headEnd = () => template.indexOf('</head>');
  template = replaceLast(template, `\n${cssTag(TEMPLATE_ASSETS.css[0], base)}`, lines(assets.css.map((href) => cssTag(href, base))), headEnd());
  template = replaceLast(template, `\n${preloadTag(TEMPLATE_ASSETS.preloads[0], base)}`, lines(assets.preloads.map((href) => preloadTag(href, base))), headEnd());
  if (searchIndexMeta !== undefined) template = replaceLast(template, searchMetaTag(TEMPLATE_SEARCH_META), searchMetaTag(searchIndexMeta), headEnd());
  return replaceLast(template, entryTag(TEMPLATE_ASSETS.entry, base), entryTag(assets.entry, base));
}
