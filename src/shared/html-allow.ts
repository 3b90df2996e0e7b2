/**
 * What `markdown.html` may add to the raw HTML allow-list: read by the config schema (to refuse a
 * bad value with its key) and by the build's sanitizer (to say why an element is removed).
 */

/**
 * Elements no config can allow, with their content: they run code, load another document, restyle
 * or re-address the whole page, or hold content in another namespace. `iframe` is allowed through
 * `markdown.html.iframeHosts` only.
 */
export const NEVER_ALLOWED_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'template',
  'title',
  'svg',
  'math',
  'form',
] as const;

const TAG_NAME_RE = /^[a-z][a-z0-9-]*$/;
// event handlers, and attributes that hold a document or a form target
const NEVER_ALLOWED_ATTRIBUTE_RE = /^(?:on.*|srcdoc|formaction|action|xmlns(?::.*)?|xlink:.*)$/;
const ATTRIBUTE_NAME_RE = /^[a-z][a-z0-9-]*$/;
/** `www.youtube-nocookie.com`: a host name, no scheme, port or path. */
const HOST_RE = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export function isNeverAllowedElement(name: string): boolean {
  return (NEVER_ALLOWED_ELEMENTS as readonly string[]).includes(name);
}

/** `'abbr'` -> true; `'script'`, `'Abbr'`, `'a b'` -> false. */
export function isAllowableElement(name: string): boolean {
  return TAG_NAME_RE.test(name) && !isNeverAllowedElement(name);
}

/** `'data-tooltip'`, `'style'` -> true; `'onclick'`, `'srcdoc'`, `'Title'` -> false. */
export function isAllowableAttribute(name: string): boolean {
  return ATTRIBUTE_NAME_RE.test(name) && !NEVER_ALLOWED_ATTRIBUTE_RE.test(name);
}

/** `'www.youtube-nocookie.com'` -> true; `'https://youtube.com'`, `'localhost'` -> false. */
export function isHostName(value: string): boolean {
  return HOST_RE.test(value);
}
