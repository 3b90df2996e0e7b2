/**
 * Head tags as data, the same for the page shell the server writes and for the client that swaps a
 * page's own tags on a navigation: which tags the site's owner may add, their keys, and the text an
 * element holds once the browser has parsed it.
 */
import { escapeHtml } from './escape';
import type { HeadTag } from './types';

/** Tags the `head` lists (front matter, site config) may add; anything else (title, body, ...) is dropped. */
const HEAD_LIST_TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);
/** Attribute names an element may carry: others are dropped (a browser would refuse them too). */
export const ATTR_NAME_RE = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const RAW_TEXT_END_RE = /<\/(script|style)/gi;
const NEWLINE_RE = /\r\n?/g;
const VOID_TAGS = new Set(['meta', 'link', 'base']);

/** A `head` list's entries as they are written: known tags only, names in lower case, attribute values as strings. */
export function ownHeadTags(tags: HeadTag[] | undefined): HeadTag[] {
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((entry): HeadTag[] => {
    if (!Array.isArray(entry)) return [];
    const [rawName, attrs, content] = entry;
    const name = String(rawName).toLowerCase();
    if (!HEAD_LIST_TAGS.has(name)) return [];
    const safe: Record<string, string> = {};
    for (const [key, value] of Object.entries(attrs ?? {})) if (ATTR_NAME_RE.test(key)) safe[key] = String(value);
    return [[name, safe, content === undefined ? '' : String(content)]];
  });
}

/**
 * The text of an element as the HTML holds it: raw in script and style, with only their closing
 * sequence broken so that it cannot end the element early; escaped anywhere else.
 * @example elementText('style', 'a{}')          // 'a{}'
 * @example elementText('script', 'x="</script>"') // 'x="<\/script>"'
 * @example elementText('noscript', '<b>')         // '&lt;b&gt;'
 */
export function elementText(name: string, content: string): string {
  if (VOID_TAGS.has(name)) return '';
  return name === 'script' || name === 'style' ? content.replace(RAW_TEXT_END_RE, '<\\/$1') : escapeHtml(content);
}

/** `name` / `property` values of the meta tags and `rel` values of the links of a `head` list: 'meta:description', 'link:canonical'. */
export function headKeys(tags: HeadTag[] | undefined): Set<string> {
  const keys = new Set<string>();
  for (const entry of Array.isArray(tags) ? tags : []) {
    if (!Array.isArray(entry)) continue;
    const attrs = entry[1] ?? {};
    if (entry[0] === 'meta') {
      if (attrs.name) keys.add(`meta:${attrs.name}`);
      if (attrs.property) keys.add(`meta:${attrs.property}`);
    }
    if (entry[0] === 'link' && attrs.rel) keys.add(`link:${attrs.rel}`);
  }
  return keys;
}

/** A meta tag that a page's own head may replace: one with a `name` or a `property`. */
export const isKeyedMeta = (tag: HeadTag): boolean => tag[0] === 'meta' && headKeys([tag]).size > 0;

/**
 * One string per element, equal for a tag and for the element the browser parsed from its HTML:
 * the name, the attributes in order (names in lower case) and the text, line ends as the parser
 * leaves them.
 * @example headTagKey(['meta', { name: 'description', content: 'A' }]) // 'meta\u0000name=description\u0000content=A\u0000'
 */
export function headTagKey([name, attrs, content = '']: HeadTag): string {
  return elementKey(
    name,
    Object.entries(attrs).filter(([key]) => ATTR_NAME_RE.test(key)),
    elementText(name, content),
  );
}

/** The key of an element given its name, attributes and text (headTagKey's rule, for the DOM side). */
export function elementKey(name: string, attrs: [string, string][], text: string): string {
  const parts = [name.toLowerCase(), ...attrs.map(([key, value]) => `${key.toLowerCase()}=${value}`), text];
  return parts.join('\u0000').replace(NEWLINE_RE, '\n');
}
