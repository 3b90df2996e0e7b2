/** File <-> route rules and URL helpers. Pure: no node:* imports, no globals. */
import type { Lang } from './lang';

const PAGE_FILE_RE = /\.mdx?$/;
const HTML_EXT_RE = /\.html$/;
const INDEX_SUFFIX_RE = /\/index$/;
const SCHEME_OR_HOST_RE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const WEB_URL_RE = /^(?:https?:)?\/\//i;
const PAGE_SUFFIX_RE = /(?:\.mdx?|\.html)$/i;
const FILE_EXTENSION_RE = /\.[A-Za-z\d]+$/;
const CONTROL_CHARACTER_RE = /[\u0000-\u001f\u007f-\u009f]/;
const SPACE_OR_CONTROL_RE = /[\s\u0000-\u001f\u007f-\u009f]/;
const IGNORED_IN_SCHEME_RE = /[\u0000-\u0020\u007f]/g;
// what a path may hold as written (RFC 3986: unreserved, sub-delims, ':', '@' and '/'); the rest is encoded
const NOT_IN_PATH_RE = /[^\w\-.~!$&'()*+,;=:@/]/gu;
// in a URL as written, a '?' and a '#' keep their meaning and a valid escape stays as it is
const NOT_IN_URL_RE = /%(?![\dA-Fa-f]{2})|[^\w\-.~!$&'()*+,;=:@/?#%]/gu;
const DOT_SEGMENT_RE = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * A URL that is not a path of this site: it has a scheme (`https:`, `mailto:`, `tel:`) or a host
 * (`//cdn.x`). The router leaves it alone and the base is never added to it.
 * @example hasSchemeOrHost('mailto:a@b.c') // true
 * @example hasSchemeOrHost('/guide/')      // false
 */
export function hasSchemeOrHost(url: string): boolean {
  return SCHEME_OR_HOST_RE.test(url.trim());
}

/**
 * A path from the site's root ('/guide/'), as opposed to a relative path or a protocol-relative URL.
 * @example isRootPath('/guide/')   // true
 * @example isRootPath('//cdn.x/a') // false
 */
export function isRootPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A web page on another site (`http:`, `https:` or protocol-relative): it opens in a new tab.
 * @example isWebUrl('https://x.dev')  // true
 * @example isWebUrl('mailto:a@b.c')   // false
 */
export function isWebUrl(url: string): boolean {
  return WEB_URL_RE.test(url.trim());
}

/**
 * The scheme of a URL, lower-case and without its colon, as it is compared with a list of allowed
 * ones; undefined for a relative URL. A colon before any '/', '?' or '#' starts a scheme, and the
 * whitespace and control characters a browser skips or trims do not hide one.
 * @example urlScheme(' HTTPS://x.dev/') // 'https'
 * @example urlScheme('java\tscript:x')  // 'javascript'
 * @example urlScheme('./a:b.png')       // undefined
 */
export function urlScheme(url: string): string | undefined {
  const colon = url.indexOf(':');
  const pathStart = url.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && pathStart < colon)) return undefined;
  return url.slice(0, colon).replace(IGNORED_IN_SCHEME_RE, '').toLowerCase();
}

/** Whether a text holds a control character (a tab, a line break, U+0000 to U+001F, U+007F to U+009F). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER_RE.test(text);
}

/**
 * What is wrong with a site base (config `base`, `--base`), in words, or undefined for a path of
 * this host: one leading '/' (`//host` would load every asset from another site), a trailing '/',
 * no '.' or '..' segment, no '\\' (a browser reads it as '/'), no whitespace or control
 * character, no '?' or '#'.
 * @example basePathProblem('/docs/')       // undefined
 * @example basePathProblem('//evil.test/') // "expected a path starting with one '/'"
 * @example basePathProblem('/docs')        // "expected a path ending with '/' (e.g. '/docs/')"
 */
export function basePathProblem(base: string): string | undefined {
  if (!base.startsWith('/') || base.startsWith('//') || base.startsWith('/\\')) return "expected a path starting with one '/'";
  if (SPACE_OR_CONTROL_RE.test(base)) return 'expected a path without whitespace or control characters';
  if (base.includes('\\')) return "expected a path without '\\'";
  if (DOT_SEGMENT_RE.test(base)) return "expected a path without '.' or '..' segments";
  if (/[?#]/.test(base)) return "expected a path without '?' or '#'";
  if (!base.endsWith('/')) return "expected a path ending with '/' (e.g. '/docs/')";
  return undefined;
}

const encodeCharacter = (character: string): string => {
  try {
    return encodeURIComponent(character);
  } catch {
    // a lone surrogate is no character: the replacement character stands for it
    return '%EF%BF%BD';
  }
};

/**
 * A decoded path (a route path, a file's URL path) as it goes into a URL: every character a path
 * may not hold as written is percent-encoded, '%', '?' and '#' included.
 * @example encodePath('/guide/my page') // '/guide/my%20page'
 * @example encodePath('/c#/100%')       // '/c%23/100%25'
 * @example encodePath('/指南')           // '/%E6%8C%87%E5%8D%97'
 */
export function encodePath(path: string): string {
  return path.replace(NOT_IN_PATH_RE, encodeCharacter);
}

/**
 * A URL as written (a link's href) with what may not stand in a URL percent-encoded, as Markdown
 * links are (a backslash is `%5C`, one path segment); its escapes, query and hash keep their meaning.
 * @example encodeUrl('/guide/my page#a b') // '/guide/my%20page#a%20b'
 * @example encodeUrl('/a%20b?x=1')         // '/a%20b?x=1'
 */
export function encodeUrl(url: string): string {
  return url.replace(NOT_IN_URL_RE, encodeCharacter);
}

/**
 * A URL split at its query and hash.
 * @example splitUrl('/a/b.md?x=1#h') // { path: '/a/b.md', query: '?x=1', hash: '#h' }
 */
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
 * Whether a link path names a page rather than a static file.
 * @example isPagePath('/config/test/retry') // true (also './cli.md', '/a.html')
 * @example isPagePath('./flow.png')         // false (also '/llms.txt')
 */
export function isPagePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return PAGE_SUFFIX_RE.test(last) || !FILE_EXTENSION_RE.test(last);
}

/**
 * The clean URL of a page path written in a link.
 * @example toCleanRoutePath('/guide/a.md')         // '/guide/a'
 * @example toCleanRoutePath('/guide/index.html')   // '/guide/'
 */
export function toCleanRoutePath(path: string): string {
  const withoutSuffix = path.replace(PAGE_SUFFIX_RE, '');
  return withoutSuffix.endsWith('/index') || withoutSuffix === 'index' ? withoutSuffix.slice(0, -'index'.length) : withoutSuffix;
}

/**
 * Whether a file name is a page's: Markdown, and MDX as Docusaurus sites write it (built alike).
 * @example isPageFile('guide/a.md')  // true
 * @example isPageFile('guide/a.mdx') // true
 * @example isPageFile('a.markdown')  // false
 */
export function isPageFile(name: string): boolean {
  return PAGE_FILE_RE.test(name);
}

/**
 * A page file's name without its extension.
 * @example withoutPageExtension('guide/a.mdx') // 'guide/a'
 * @example withoutPageExtension('index.md')    // 'index'
 */
export function withoutPageExtension(name: string): string {
  return name.replace(PAGE_FILE_RE, '');
}

/** True for a path segment that never becomes a route: `shared`, `_partial`, `.hidden`. */
export function isFragmentSegment(segment: string): boolean {
  return segment === 'shared' || segment.startsWith('_') || segment.startsWith('.');
}

/**
 * Route of a content file, given its path relative to `content/` (first segment = language folder).
 * Returns null for files that are not pages (`.md`, `.mdx`), fragments (any segment `shared`, `_x` or `.x`) and folders
 * of a language not in `langs`.
 * @example routeOfFile('en/guide/start/index.md', 'en', ['en', 'zh']) // { path: '/guide/start/', lang: 'en' }
 * @example routeOfFile('zh/guide/basic/cli.md', 'en', ['en', 'zh'])   // { path: '/zh/guide/basic/cli', lang: 'zh' }
 * @example routeOfFile('en/index.md', 'en', ['en', 'zh'])             // { path: '/', lang: 'en' }
 */
export function routeOfFile(relativePath: string, siteLang: Lang, langs: readonly Lang[]): { path: string; lang: Lang } | null {
  const segments = relativePath.replace(/\\/g, '/').split('/').filter(Boolean);
  if (segments.length < 2 || !isPageFile(segments[segments.length - 1])) return null;
  if (segments.some(isFragmentSegment)) return null;
  const lang = segments[0];
  if (!langs.includes(lang)) return null;
  const rest = segments.slice(1);
  rest[rest.length - 1] = withoutPageExtension(rest[rest.length - 1]);
  if (rest[rest.length - 1] === 'index') rest[rest.length - 1] = '';
  const prefix = lang === siteLang ? '' : `/${lang}`;
  return { path: `${prefix}/${rest.join('/')}`, lang };
}

/**
 * Canonical form of a pathname: decoded, leading slash, no trailing `.html`, no trailing `/index`.
 * @example normalizePath('/guide/start/index.html') // '/guide/start/'
 * @example normalizePath('/a/b.html')               // '/a/b'
 * @example normalizePath('/%E6%8C%87%E5%8D%97')     // '/指南'
 */
export function normalizePath(pathname: string): string {
  let path = safeDecode(pathname).replace(HTML_EXT_RE, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (INDEX_SUFFIX_RE.test(path)) path = path.replace(INDEX_SUFFIX_RE, '/');
  return path;
}

/** Key under which '/x' and '/x/' are the same route. */
export function routeKey(pathname: string): string {
  const path = normalizePath(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Route for a pathname, ignoring `.html`, `/index` and a trailing slash. An exact match wins over a
 * slash-tolerant one.
 * @example matchRoute('/guide/start/index.html', [{ path: '/guide/start/' }]) // { path: '/guide/start/' }
 * @example matchRoute('/guide/start', [{ path: '/guide/start/' }])            // { path: '/guide/start/' }
 */
export function matchRoute<T extends { path: string }>(pathname: string, routes: T[]): T | undefined {
  const path = normalizePath(pathname);
  const exact = routes.find((route) => normalizePath(route.path) === path);
  if (exact) return exact;
  const key = routeKey(path);
  return routes.find((route) => routeKey(route.path) === key);
}

/**
 * `matchRoute` with the route table indexed once: use it when matching many paths (prerender).
 * @example createRouteMatcher(routes)('/a.html') // same result as matchRoute('/a.html', routes)
 */
export function createRouteMatcher<T extends { path: string }>(routes: T[]): (pathname: string) => T | undefined {
  const exact = new Map<string, T>();
  const loose = new Map<string, T>();
  for (const route of routes) {
    const path = normalizePath(route.path);
    if (!exact.has(path)) exact.set(path, route);
    const key = routeKey(path);
    if (!loose.has(key)) loose.set(key, route);
  }
  return (pathname) => {
    const path = normalizePath(pathname);
    return exact.get(path) ?? loose.get(routeKey(path));
  };
}

/**
 * Language of a (base-stripped) pathname: its first segment when that is a known language.
 * @example langOfPath('/zh/guide/', ['en', 'zh'], 'en') // 'zh'
 * @example langOfPath('/guide/', ['en', 'zh'], 'en')    // 'en'
 */
export function langOfPath(pathname: string, langs: Lang[], siteLang: Lang): Lang {
  const first = normalizePath(pathname).split('/')[1];
  return langs.includes(first) ? first : siteLang;
}

/**
 * Prefix an internal path with the site base. External URLs and hash links are returned unchanged.
 * @example withBase('/guide/', '/docs/')   // '/docs/guide/'
 * @example withBase('assets/a.js', '/')    // '/assets/a.js'
 * @example withBase('https://x.dev/', '/docs/') // 'https://x.dev/'
 */
export function withBase(path: string, base: string): string {
  if (hasSchemeOrHost(path) || path.startsWith('#')) return path;
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  return normalizedBase + path.replace(/^\/+/, '');
}

/**
 * Absolute URL of a (decoded) site path, for sitemaps, canonical links, llms.txt and search records.
 * @example absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/docs/' }, '/guide/') // 'https://rstest.rs/docs/guide/'
 * @example absoluteUrl({ siteUrl: 'https://rstest.rs', base: '/' }, '/my page')      // 'https://rstest.rs/my%20page'
 */
export function absoluteUrl(site: { siteUrl: string; base: string }, path: string): string {
  return site.siteUrl + withBase(encodePath(path), encodeUrl(site.base));
}

/**
 * Remove the site base from a pathname; paths outside the base are returned unchanged.
 * @example stripBase('/docs/guide/', '/docs/') // '/guide/'
 * @example stripBase('/docs', '/docs/')        // '/'
 * @example stripBase('/other', '/docs/')       // '/other'
 */
export function stripBase(path: string, base: string): string {
  if (base === '/' || base === '') return path;
  const bare = base.replace(/\/+$/, '');
  if (path === bare) return '/';
  if (path.startsWith(`${bare}/`)) return path.slice(bare.length);
  return path;
}

/**
 * Output HTML file of a route, relative to dist/.
 * @example htmlFileOfRoute('/')             // 'index.html'
 * @example htmlFileOfRoute('/guide/start/') // 'guide/start/index.html'
 * @example htmlFileOfRoute('/a/b')          // 'a/b.html'
 */
export function htmlFileOfRoute(path: string): string {
  const normalized = normalizePath(path).replace(/^\/+/, '');
  if (normalized === '' || normalized.endsWith('/')) return `${normalized}index.html`;
  return `${normalized}.html`;
}

/**
 * URL of a route's Markdown twin (without base): `.html` form with `.html` -> `.md`.
 * @example mdUrlOfRoute('/guide/start/') // '/guide/start/index.md'
 * @example mdUrlOfRoute('/a/b')          // '/a/b.md'
 * @example mdUrlOfRoute('/')             // '/index.md'
 */
export function mdUrlOfRoute(path: string): string {
  return `/${htmlFileOfRoute(path).replace(HTML_EXT_RE, '.md')}`;
}

/**
 * First path segment after the language prefix: the section a route belongs to.
 * @example sectionSegment('/zh/guide/start/', '/zh') // 'guide'
 * @example sectionSegment('/config/test/retry', '')  // 'config'
 */
export function sectionSegment(routePath: string, langRoutePrefix: string): string {
  const rest = langRoutePrefix && routePath.startsWith(`${langRoutePrefix}/`) ? routePath.slice(langRoutePrefix.length) : routePath;
  return rest.split('/')[1] ?? '';
}

interface LocalePrefix {
  lang: Lang;
  langRoutePrefix: string;
}

function prefixOf(lang: Lang, locales: LocalePrefix[]): string {
  return locales.find((locale) => locale.lang === lang)?.langRoutePrefix ?? `/${lang}`;
}

/**
 * The same page in another language (base-stripped paths).
 * @example twinPath('/guide/a', 'en', 'zh', locales)    // '/zh/guide/a'
 * @example twinPath('/zh/guide/a', 'zh', 'en', locales) // '/guide/a'
 * @example twinPath('/zh/', 'zh', 'en', locales)        // '/'
 */
export function twinPath(path: string, fromLang: Lang, toLang: Lang, locales: LocalePrefix[]): string {
  const from = prefixOf(fromLang, locales);
  const to = prefixOf(toLang, locales);
  let rest = path;
  if (from && (path === from || path.startsWith(`${from}/`))) rest = path.slice(from.length) || '/';
  return to + rest;
}

const SLUG_PROBLEM_RE = /[?#\\]|(?:^|\/)\.\.?(?:\/|$)/;

/**
 * The route a page's front matter `slug` gives it: from its language's root when it starts with
 * '/', else from the page's folder; undefined for a slug no route can be ('?', '#', '\\', '.' or
 * '..' segments, control characters).
 * @example slugRoutePath('/install', 'docs/setup.md', '/ja')   // '/ja/install'
 * @example slugRoutePath('start', 'guide/intro/index.md', '')   // '/guide/intro/start'
 * @example slugRoutePath('/', 'home.md', '')                    // '/'
 */
export function slugRoutePath(slug: string, pageInLang: string, langRoutePrefix: string): string | undefined {
  const written = slug.trim();
  if (written === '' || SLUG_PROBLEM_RE.test(written) || hasControlCharacter(written)) return undefined;
  const folder = pageInLang.includes('/') ? pageInLang.slice(0, pageInLang.lastIndexOf('/') + 1) : '';
  const path = written.startsWith('/') ? written : `/${folder}${written}`;
  return `${langRoutePrefix}${path.replace(/\/{2,}/g, '/')}` || '/';
}
