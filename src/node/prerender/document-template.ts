/**
 * A route's document with stand-ins for what changes with every edit of any page: the client
 * bundle's files (its entry's name follows the route table) and the search index meta (the index
 * files' names follow every page of a language). The build cache keeps the template, so an
 * unchanged page's document is one read and a few replacements; `fillDocument` gives exactly what
 * routeDocument gives with the real assets and meta.
 *
 * A template is kept as bytes, with a first line telling what the build needs to know of the
 * document besides writing it: its components, what the site's Content-Security-Policy takes from
 * it, and the scripts of its body the policy leaves out (a reused document warns of them again).
 * The stand-ins are ASCII and none of them is changed into another by a replacement, so they are
 * found and replaced in the bytes as they are, and a cached document is never decoded.
 */
import type { PageAssets } from '../page/assets';
import type { BodyScript } from '../page/body-scripts';
import type { CspSources } from '../page/csp';
import { renderTag } from '../page/head-tags';
import { assetUrl, entryScriptTag } from '../page/html';

/** Stand-in assets: one preload, one stylesheet, so each kind leaves one tag to replace. */
export const TEMPLATE_ASSETS: PageAssets = {
  entry: '/__quire_entry__.js',
  preloads: ['/__quire_preload__.js'],
  css: ['/__quire_style__.css'],
};
export const TEMPLATE_SEARCH_META = '__quire_search_index__';

const preloadTag = (href: string, base: string) => renderTag('link', { rel: 'modulepreload', href: assetUrl(href, base) });
const cssTag = (href: string, base: string) => renderTag('link', { rel: 'stylesheet', href: assetUrl(href, base) });
const searchMetaTag = (content: string) => renderTag('meta', { name: 'rp-search-index', content });

/** What the build takes from a document besides its bytes. */
export interface DocumentFacts {
  /** the components it uses, whose assets it loads */
  islands: string[];
  /** the inline scripts and styles, and the origins of external scripts, of the head tags the site's owner added */
  csp: CspSources;
  /** the scripts of its body, which the policy leaves out */
  bodyScripts: BodyScript[];
}

/**
 * A template as the build keeps it: its facts as JSON on the first line (JSON has no raw newline),
 * then its HTML. The facts are what the render knew of the page: the stand-ins hold no component,
 * so the islands of its render are those of every document filled from it, and the policy's
 * sources come from the head tags the site's owner added, not from the document.
 */
export function templateEntry(template: string, facts: DocumentFacts): Buffer {
  return Buffer.from(`${JSON.stringify(facts)}\n${template}`);
}

const NEWLINE = 0x0a;

/** A kept template's facts and HTML. */
export function readTemplateEntry(entry: Buffer): { facts: DocumentFacts; template: Buffer } {
  const newline = entry.indexOf(NEWLINE);
  return { facts: JSON.parse(entry.toString('utf8', 0, newline)) as DocumentFacts, template: entry.subarray(newline + 1) };
}

/**
 * The document of `template` (made with TEMPLATE_ASSETS and, when the site has a local index,
 * TEMPLATE_SEARCH_META) for these assets and search meta. Head tags are lines of their own, so a
 * kind with no file loses its line. Each stand-in is the last one in the head (the entry: in the
 * document); a missing one leaves the document as it is.
 */
export function fillDocument(template: Buffer, base: string, assets: PageAssets, searchIndexMeta: string | undefined): Buffer {
  const lines = (tags: string[]) => tags.map((tag) => `\n${tag}`).join('');
  // a head that does not end leaves only a stand-in at the very start to replace, as String.lastIndexOf does
  const headEnd = Math.max(template.indexOf('</head>'), 0);
  const replacements: [stand: string, real: string, end: number][] = [
    [`\n${cssTag(TEMPLATE_ASSETS.css[0], base)}`, lines(assets.css.map((href) => cssTag(href, base))), headEnd],
    [`\n${preloadTag(TEMPLATE_ASSETS.preloads[0], base)}`, lines(assets.preloads.map((href) => preloadTag(href, base))), headEnd],
    ...(searchIndexMeta === undefined
      ? []
      : [[searchMetaTag(TEMPLATE_SEARCH_META), searchMetaTag(searchIndexMeta), headEnd] as [string, string, number]]),
    [entryScriptTag(TEMPLATE_ASSETS.entry, base), entryScriptTag(assets.entry, base), template.length],
  ];
  const found = replacements
    .map(([stand, real, end]) => ({ at: template.lastIndexOf(stand, end), length: Buffer.byteLength(stand), real }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, length, real } of found) {
    if (at < from) continue;
    parts.push(template.subarray(from, at), Buffer.from(real));
    from = at + length;
  }
  parts.push(template.subarray(from));
  return Buffer.concat(parts);
}
