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
// the theme's own elements (`rp-code-block`, `rp-island`, `rp-slot` ...): the page renderer maps each to
// a component that trusts what the build gave it, so a code block renders its `html` as HTML and an
// island's `data-props` become a component's props
const THEME_ELEMENT_RE = /^rp-/;
// event handlers, attributes that hold a document or a form target, attributes that hold HTML (a
// theme component renders `html` as such), and the props React reads itself instead of the page
const NEVER_ALLOWED_ATTRIBUTE_RE =
  /^(?:on.*|srcdoc|formaction|action|xmlns(?::.*)?|xlink:.*|html|innerhtml|outerhtml|dangerouslysetinnerhtml|key|ref)$/;
const ATTRIBUTE_NAME_RE = /^[a-z][a-z0-9-]*$/;
/** `www.youtube-nocookie.com`: a host name, no scheme, port or path. */
const HOST_RE = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export function isNeverAllowedElement(name: string): boolean {
  return (NEVER_ALLOWED_ELEMENTS as readonly string[]).includes(name);
}

/** `'rp-code-block'`, `'rp-island'` -> true: an element of the theme, which no config can allow. */
export function isThemeElement(name: string): boolean {
  return THEME_ELEMENT_RE.test(name);
}

/** `'abbr'` -> true; `'script'`, `'rp-code-block'`, `'Abbr'`, `'a b'` -> false. */
export function isAllowableElement(name: string): boolean {
  return TAG_NAME_RE.test(name) && !isNeverAllowedElement(name) && !isThemeElement(name);
}

/** `'data-tooltip'`, `'style'` -> true; `'onclick'`, `'srcdoc'`, `'html'`, `'Title'` -> false. */
export function isAllowableAttribute(name: string): boolean {
  return ATTRIBUTE_NAME_RE.test(name) && !NEVER_ALLOWED_ATTRIBUTE_RE.test(name);
}

/** `'www.youtube-nocookie.com'` -> true; `'https://youtube.com'`, `'localhost'` -> false. */
export function isHostName(value: string): boolean {
  return HOST_RE.test(value);
}
