/** URLs that run code when followed or loaded, or open a document the page wrote: refused wherever the site takes a URL. */

const SCRIPT_SCHEME_RE = /^(?:javascript|vbscript):/;
const DATA_SCHEME_RE = /^data:/;
// browsers drop ASCII whitespace and control characters anywhere in a URL scheme
const IGNORED_IN_SCHEME_RE = /[\u0000-\u0020\u007f]/g;

const schemeText = (url: string) => url.replace(IGNORED_IN_SCHEME_RE, '').toLowerCase();

/** `'JavaScript:alert(1)'`, `' java\tscript:x'` -> true; `'mailto:a@b.c'` -> false. */
export function isScriptUrl(url: string): boolean {
  return SCRIPT_SCHEME_RE.test(schemeText(url));
}

/**
 * Why a link (an href) may not point at this URL, or undefined when it may: 'script' for a script
 * URL, 'data' for a `data:` URL, which opens a document written into the link itself (an HTML page
 * with its scripts) outside the site and its Content-Security-Policy. Images are another rule.
 * @example refusedLinkKind('javascript:alert(1)')   // 'script'
 * @example refusedLinkKind(' DA\tTA:text/html,x')   // 'data'
 * @example refusedLinkKind('https://x.dev/data:a')  // undefined
 */
export function refusedLinkKind(url: string): 'script' | 'data' | undefined {
  const text = schemeText(url);
  if (SCRIPT_SCHEME_RE.test(text)) return 'script';
  if (DATA_SCHEME_RE.test(text)) return 'data';
  return undefined;
}
