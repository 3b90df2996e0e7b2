/** Serialising head elements: every attribute value through escapeAttr, every text through escapeHtml. */
import { escapeAttr, escapeHtml } from '../../shared/escape';
import type { HeadTag } from '../../shared/types';

export type Attrs = Record<string, string | true | undefined>;

const VOID_TAGS = new Set(['meta', 'link', 'base']);
/** Tags front matter may add to <head>; anything else (title, body, ...) is dropped. */
const FRONTMATTER_TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);
const ATTR_NAME_RE = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const RAW_TEXT_END_RE = /<\/(script|style)/gi;

function renderAttrs(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || !ATTR_NAME_RE.test(name)) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/**
 * One element. `content` is escaped as text, except in script and style, whose raw text only has
 * its closing sequence broken (`</script` -> `<\/script`) so it cannot end the element early.
 */
export function renderTag(name: string, attrs: Attrs, content = ''): string {
  const open = `<${name}${renderAttrs(attrs)}>`;
  if (VOID_TAGS.has(name)) return open;
  const body = name === 'script' || name === 'style' ? content.replace(RAW_TEXT_END_RE, '<\\/$1') : escapeHtml(content);
  return `${open}${body}</${name}>`;
}

/** Front matter `head` entries as HTML; unknown tags are dropped. */
export function renderFrontmatterHead(tags: HeadTag[] | undefined): string[] {
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((entry) => {
    if (!Array.isArray(entry)) return [];
    const [rawName, attrs, content] = entry;
    const name = String(rawName).toLowerCase();
    if (!FRONTMATTER_TAGS.has(name)) return [];
    const safeAttrs: Attrs = {};
    for (const [key, value] of Object.entries(attrs ?? {})) safeAttrs[key] = String(value);
    return [renderTag(name, safeAttrs, content === undefined ? '' : String(content))];
  });
}

/** `name` / `property` values of the meta tags and `rel` values of the links front matter sets. */
export function frontmatterHeadKeys(tags: HeadTag[] | undefined): Set<string> {
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
