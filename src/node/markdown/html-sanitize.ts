import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import { isAllowableAttribute, isNeverAllowedElement, isThemeElement } from '../../shared/html-allow';
import { urlScheme } from '../../shared/routes';
import type { HtmlPolicy } from './html-schema';
import { unreservedId } from './reserved-ids';
import { parseSrcset } from './srcset';

/** Removed together with what they hold: code, styles, other documents, or content in another namespace. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'title',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noembed',
  'noframes',
]);
const SHOWN_MAX = 60;

export interface SanitizeOptions {
  policy: HtmlPolicy;
  /** true for an element the author wrote as raw HTML; the others came from Markdown */
  isAuthored: (element: Element) => boolean;
  /** one call per removal, at the element it concerns */
  warn: (message: string, element: Element) => void;
}

type Verdict = { keep: true } | { keep: false; withContent: boolean; reason: string };

/**
 * Passes every authored element through the allow-list, in place: an element that is not on it is
 * replaced by its content (kept, sanitized too), one that runs code or loads a document is removed
 * with its content, and attributes and URLs the list refuses are removed. Each removal is reported;
 * comments and doctypes go silently. Elements made from Markdown are trusted and left as they are.
 */
export function sanitizeAuthorHtml(tree: Root, options: SanitizeOptions): void {
  // the per-element check below leaves ancestry to this walk, which knows every ancestor, and URL
  // schemes to refusedScheme, which reads them as a browser does (hast-util-sanitize compares them
  // as written: case and leading spaces count, and a srcset is one URL to it)
  const schema: Schema = { ...options.policy.schema, ancestors: {}, protocols: {} };
  cleanChildren(tree, [], { ...options, attributeSchema: schema });
}

interface WalkOptions extends SanitizeOptions {
  attributeSchema: Schema;
}

function cleanChildren(parent: Root | Element, ancestors: string[], options: WalkOptions): void {
  const kept: RootContent[] = [];
  ancestors.push(parent.type === 'element' ? parent.tagName : '');
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type !== 'element') kept.push(child);
    else if (options.isAuthored(child)) kept.push(...cleanElement(child, ancestors, options));
    else {
      cleanChildren(child, ancestors, options);
      kept.push(child);
    }
  }
  ancestors.pop();
  parent.children = kept as ElementContent[];
}

function cleanElement(element: Element, ancestors: string[], options: WalkOptions): RootContent[] {
  const verdict = judge(element, ancestors, options.policy);
  const tag = `<${element.tagName}>`;
  if (!verdict.keep && verdict.withContent) {
    options.warn(`${tag} removed${element.children.length > 0 ? ' with its content' : ''}: ${verdict.reason}`, element);
    return [];
  }
  cleanChildren(element, ancestors, options);
  if (!verdict.keep) {
    options.warn(`${tag} removed${element.children.length > 0 ? ', its content kept' : ''}: ${verdict.reason}`, element);
    return element.children;
  }
  cleanAttributes(element, options);
  return [element];
}

function judge(element: Element, ancestors: string[], policy: HtmlPolicy): Verdict {
  const { tagName } = element;
  const { schema } = policy;
  if (tagName === 'iframe') return judgeIframe(element, policy);
  if (DROPPED_WITH_CONTENT.has(tagName)) return { keep: false, withContent: true, reason: 'never allowed in content' };
  // GitHub's list keeps task-list checkboxes, and would turn any other input into one
  if (tagName === 'input' && String(element.properties.type ?? '').toLowerCase() !== 'checkbox') {
    return { keep: false, withContent: true, reason: 'only a checkbox input is allowed' };
  }
  // the theme's own elements render what the build gave them as trusted (a code block's html)
  if (isThemeElement(tagName)) return { keep: false, withContent: false, reason: "the theme's own element, never allowed in content" };
  if (!schema.tagNames?.includes(tagName)) {
    const reason = isNeverAllowedElement(tagName)
      ? 'never allowed in content'
      : 'not in the allow-list (markdown.html.allowElements adds it)';
    return { keep: false, withContent: false, reason };
  }
  const required = schema.ancestors?.[tagName];
  if (required && !required.some((name) => ancestors.includes(name))) {
    return { keep: false, withContent: false, reason: `allowed only inside ${required.map((name) => `<${name}>`).join(' or ')}` };
  }
  return { keep: true };
}

function judgeIframe(element: Element, policy: HtmlPolicy): Verdict {
  if (policy.iframeHosts.size === 0)
    return { keep: false, withContent: true, reason: 'iframes are kept only from the hosts of markdown.html.iframeHosts' };
  const src = String(element.properties.src ?? '');
  let host = '';
  try {
    const url = new URL(src);
    if (url.protocol === 'https:') host = url.hostname;
  } catch {
    // a relative or malformed src has no host to allow
  }
  if (host && policy.iframeHosts.has(host)) return { keep: true };
  const what = host ? `host ${host}` : `src '${shorten(src)}' (an https URL is required)`;
  return { keep: false, withContent: true, reason: `${what} is not in markdown.html.iframeHosts` };
}

function cleanAttributes(element: Element, options: WalkOptions): void {
  const { tagName, properties } = element;
  // an old-style `<a name="x">` anchor: the id does the same job
  if (tagName === 'a' && typeof properties.name === 'string' && properties.id === undefined) {
    properties.id = properties.name;
    delete properties.name;
  }
  const shallow: Element = { type: 'element', tagName, properties, children: [] };
  const kept = (sanitize(shallow, options.attributeSchema) as Element).properties;
  const protocols = options.policy.schema.protocols ?? {};
  for (const [key, value] of Object.entries(properties)) {
    const safe = kept[key];
    const allowedSchemes = protocols[key];
    if (Array.isArray(value) && Array.isArray(safe)) {
      const refused = value.filter((item) => !safe.includes(item));
      if (refused.length > 0)
        options.warn(
          `${attributeName(key)} value '${shorten(refused.join(' '))}' removed from <${tagName}>: not in the allow-list`,
          element,
        );
      if (safe.length === 0) delete kept[key];
    } else if (safe === undefined && value !== undefined && value !== null) {
      options.warn(refusedAttribute(tagName, key, value, options.attributeSchema), element);
    } else if (typeof safe === 'string' && allowedSchemes) {
      const scheme = refusedScheme(key, safe, allowedSchemes);
      if (scheme === undefined) continue;
      delete kept[key];
      const only = `only ${allowedSchemes.join(', ')} and relative URLs`;
      options.warn(
        `${attributeName(key)}="${shorten(safe)}" removed from <${tagName}>: the URL scheme '${scheme}:' is not allowed (${only})`,
        element,
      );
    }
  }
  element.properties = guardId(valignAsStyle(kept), element, options);
}

/**
 * `valign` (cells of contributor tables) becomes the CSS it stands for: React knows no `vAlign`
 * property and warns on every render. `align` on cells gets the same treatment from rehype-react.
 */
function valignAsStyle(properties: Properties): Properties {
  const { vAlign, ...rest } = properties;
  if (typeof vAlign !== 'string') return properties;
  const style = typeof rest.style === 'string' && rest.style.trim() ? `${rest.style.trim().replace(/;?$/, ';')} ` : '';
  return { ...rest, style: `${style}vertical-align: ${vAlign.toLowerCase()}` };
}

/** Why an attribute was refused: its name, or its value. */
function refusedAttribute(tagName: string, key: string, value: Properties[string], schema: Schema): string {
  const name = attributeName(key);
  if (!isAllowedName(schema, tagName, key)) {
    const why = isAllowableAttribute(name) ? 'not in the allow-list (markdown.html.allowAttributes adds it)' : 'never allowed in content';
    return `${name} removed from <${tagName}>: ${why}`;
  }
  return `${name}="${shorten(String(value))}" removed from <${tagName}>: this value is not allowed`;
}

/**
 * The first scheme of a URL attribute that is not allowed, compared as a browser reads it (any
 * case, around spaces); every candidate of a srcset is checked. Undefined when all are allowed.
 */
function refusedScheme(key: string, value: string, allowed: readonly string[]): string | undefined {
  const urls = key === 'srcSet' ? parseSrcset(value).map((candidate) => candidate.url) : [value];
  return urls.map(urlScheme).find((scheme) => scheme !== undefined && !allowed.includes(scheme));
}

function isAllowedName(schema: Schema, tagName: string, key: string): boolean {
  const lists = [schema.attributes?.[tagName] ?? [], schema.attributes?.['*'] ?? []];
  return lists.some((list) => list.some((entry) => (typeof entry === 'string' ? entry : entry[0]) === key));
}

function guardId(properties: Properties, element: Element, options: WalkOptions): Properties {
  const id = properties.id;
  const renamed = typeof id === 'string' ? unreservedId(id) : id;
  if (renamed === id) return properties;
  options.warn(`id '${id}' on <${element.tagName}> is used by the site itself, renamed to '${renamed}'`, element);
  return { ...properties, id: renamed };
}

/** `'className'` -> `'class'`, `'onClick'` stays as the parser wrote it (`'onclick'`). */
function attributeName(key: string): string {
  return find(html, key).attribute;
}

function shorten(text: string): string {
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 3)}...` : text;
}
