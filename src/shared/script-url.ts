/** URLs that run code when followed or loaded: refused wherever the site takes a URL. */

const SCRIPT_SCHEME_RE = /^(?:javascript|vbscript):/;
// browsers drop ASCII whitespace and control characters anywhere in a URL scheme
const IGNORED_IN_SCHEME_RE = /[\u0000-\u0020\u007f]/g;

/** `'JavaScript:alert(1)'`, `' java\tscript:x'` -> true; `'mailto:a@b.c'` -> false. */
export function isScriptUrl(url: string): boolean {
  return SCRIPT_SCHEME_RE.test(url.replace(IGNORED_IN_SCHEME_RE, '').toLowerCase());
}
