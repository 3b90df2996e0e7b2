/** URL classification shared by the link, badge and image plugins. */

const SCHEME_RE = /^[a-z][a-z\d+.-]*:/i;
const EXTERNAL_RE = /^(?:https?:)?\/\//i;
const PAGE_SUFFIX_RE = /(?:\.md|\.html)$/i;
const FILE_EXTENSION_RE = /\.[A-Za-z\d]+$/;

/** `'https://x.dev'`, `'//cdn.x'` -> true; `'/guide/'`, `'mailto:a'` -> false. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL_RE.test(url.trim());
}

/** Any URL with a scheme (`mailto:`, `tel:`, `https:`) or protocol-relative. */
export function hasSchemeOrHost(url: string): boolean {
  return SCHEME_RE.test(url) || url.startsWith('//');
}

/** `'/a/b.md?x=1#h'` -> `{ path: '/a/b.md', query: '?x=1', hash: '#h' }`. */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}

/** decodeURIComponent that returns the input when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a path names a page rather than a static file.
 * `'/config/test/retry'`, `'./cli.md'`, `'/a.html'` -> true; `'/llms.txt'`, `'./flow.png'` -> false.
 */
export function isPagePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return PAGE_SUFFIX_RE.test(last) || !FILE_EXTENSION_RE.test(last);
}

/**
 * The clean URL of a page path.
 * `'/guide/a.md'` -> `'/guide/a'`; `'/guide/index.html'` -> `'/guide/'`; `'/guide/index'` -> `'/guide/'`.
 */
export function toCleanRoutePath(path: string): string {
  const withoutSuffix = path.replace(PAGE_SUFFIX_RE, '');
  return withoutSuffix.endsWith('/index') || withoutSuffix === 'index'
    ? withoutSuffix.slice(0, -'index'.length)
    : withoutSuffix;
}
