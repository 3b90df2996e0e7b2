/** Serialising head elements: every attribute value through escapeAttr, every text as shared/head-tags.ts elementText says. */
import { escapeAttr } from '../../shared/escape';
import { ATTR_NAME_RE, elementText } from '../../shared/head-tags';
import type { HeadTag } from '../../shared/types';

export type Attrs = Record<string, string | true | undefined>;

const VOID_TAGS = new Set(['meta', 'link', 'base']);

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
  return `${open}${elementText(name, content)}</${name}>`;
}

/** Head tags as HTML (a `head` list's entries go through shared ownHeadTags first). */
export function renderHeadTags(tags: HeadTag[]): string[] {
  return tags.map(([name, attrs, content]) => renderTag(name, attrs, content));
}
