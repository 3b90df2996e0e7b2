/**
 * Content-Security-Policy for prerendered pages: inline scripts are allowed by hash, not by
 * 'unsafe-inline'. The same policy goes into the `_headers` file (headers-file.ts) and, with
 * `cspMeta`, into a `<meta http-equiv>` of every page (html.ts).
 *
 * The policy trusts what the site's owner put in the head and nothing a page's body holds: its
 * hashes and origins are read from the head tags quire renders itself (the theme's scripts, the
 * site config's and the front matter's `head`), never from the rendered page. A script a component
 * or a Markdown plugin puts in a body gets no hash and no origin (body-scripts.ts finds it, so the
 * build can say so).
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../shared/types';

const INLINE_SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE_RE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTR_RE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const TYPE_ATTR_RE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** `type` values a browser executes; anything else (application/json, importmap aside) is a data block. */
const EXECUTABLE_TYPE_RE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** Whether a `<script>` of this `type` attribute runs: no type, 'module', a JavaScript MIME type. */
export const isExecutableScriptType = (type: string | undefined): boolean => EXECUTABLE_TYPE_RE.test((type ?? '').trim());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const attrValue = (re: RegExp, attrs: string) => {
  const match = re.exec(` ${attrs}`);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/**
 * sha256 (base64) of the body of every inline `<script>` the browser executes, in document order,
 * without duplicates. Data blocks (`type="application/json"`, the page record) never execute, so
 * they need no hash: hashing them would add one per page to a site-wide policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT_RE)) {
    if (attrValue(SRC_ATTR_RE, attrs) !== undefined || body === '') continue;
    if (!isExecutableScriptType(attrValue(TYPE_ATTR_RE, attrs))) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

/** sha256 of every inline `<style>` body (front matter `head` may add one). */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE_RE)].filter(([, body]) => body !== '').map(([, body]) => sha256(body)))];
}

/** Origins of `<script src="https://…">` (front matter `head` may add an analytics script). */
export function externalScriptOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [, attrs] of html.matchAll(INLINE_SCRIPT_RE)) {
    const src = attrValue(SRC_ATTR_RE, attrs);
    if (src && /^https:\/\//i.test(src) && URL.canParse(src)) origins.add(new URL(src).origin);
  }
  return [...origins];
}

/** What the policy takes from one page: its inline scripts' and styles' hashes and its external scripts' origins, each in document order. */
export interface CspSources {
  scripts: string[];
  styles: string[];
  origins: string[];
}

/** What the policy takes from these tags; given the head tags the site's owner added, never a rendered body. */
export function cspSourcesOf(html: string): CspSources {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html), origins: externalScriptOrigins(html) };
}

export interface CspOptions {
  /** extra connect-src origins (e.g. a test search host) */
  connectSrc?: string[];
  /** Algolia's hosts in connect-src; default true, off for a site on local search */
  algolia?: boolean;
  /** hashes of inline `<style>` elements */
  styleHashes?: string[];
  /** origins of external scripts the pages load */
  scriptOrigins?: string[];
  /** origins content may embed in an iframe (`markdown.html.iframeHosts`) */
  frameSrc?: string[];
  /** for a `<meta http-equiv>`: drops frame-ancestors, which browsers ignore (and warn about) there */
  meta?: boolean;
}

const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];
const quoted = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`);

/**
 * The policy string for the given inline-script hashes. Styles: stylesheets must come from the
 * site ('self', plus hashed inline `<style>`), but style ATTRIBUTES need 'unsafe-inline': Shiki
 * colours every code token with a style attribute and React writes `style={}` props into the
 * server HTML (a hash per attribute value would need 'unsafe-hashes' and hundreds of hashes).
 * Browsers without style-src-elem/-attr (CSP 3) fall back to the style-src line.
 */
export function cspPolicy(
  hashes: string[],
  { connectSrc = [], algolia = true, styleHashes = [], scriptOrigins = [], frameSrc = [], meta = false }: CspOptions = {},
): string {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptOrigins, ...quoted(hashes)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['style-src-elem', "'self'", ...quoted(styleHashes)].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    // videos and sounds in content may come from any https origin, as images do
    "media-src 'self' https:",
    ['connect-src', "'self'", ...(algolia ? ALGOLIA_ORIGINS : []), ...connectSrc].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (frameSrc.length > 0) directives.push(['frame-src', ...frameSrc].join(' '));
  if (!meta) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** connect-src needs of the site's search: Algolia (and its test-only hosts) or nothing beyond 'self'. */
export function searchCspOptions(site: Pick<SiteConfig, 'search'>): Pick<CspOptions, 'algolia' | 'connectSrc'> {
  const algolia = site.search.provider === 'algolia';
  const hosts = algolia ? (site.search.algolia?.hosts ?? []) : [];
  return { algolia, connectSrc: hosts.map((host) => `${host.protocol ?? 'https'}://${host.url}`) };
}

/** frame-src of the hosts content may embed (`markdown.html.iframeHosts`), https only. */
export function contentCspOptions(site: Pick<SiteConfig, 'markdown'>): Pick<CspOptions, 'frameSrc'> {
  return { frameSrc: (site.markdown.html?.iframeHosts ?? []).map((host) => `https://${host}`) };
}

type PolicySite = Pick<SiteConfig, 'search' | 'markdown'>;

/** The policy of one page (the `<meta>` of cspMeta), from what its head tags need (cspSourcesOf). */
export function pagePolicy(sources: CspSources, site: PolicySite, meta = false): string {
  return cspPolicy(sources.scripts, {
    ...searchCspOptions(site),
    ...contentCspOptions(site),
    styleHashes: sources.styles,
    scriptOrigins: sources.origins,
    meta,
  });
}

/** Collects what every built page's head needs (cspSourcesOf), for the one site-wide policy of `_headers`. */
export function createCspCollector(site: PolicySite) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const origins = new Set<string>();
  return {
    add(sources: CspSources): void {
      for (const hash of sources.scripts) scripts.add(hash);
      for (const hash of sources.styles) styles.add(hash);
      for (const origin of sources.origins) origins.add(origin);
    },
    policy(): string {
      return cspPolicy([...scripts], {
        ...searchCspOptions(site),
        ...contentCspOptions(site),
        styleHashes: [...styles],
        scriptOrigins: [...origins],
      });
    },
  };
}
