/** Content-Security-Policy for prerendered pages: inline scripts are allowed by hash, not by 'unsafe-inline'. */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTR_RE = /\ssrc\s*=/i;

/** sha256 (base64) of the body of every inline `<script>` in `html`, in document order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT_RE)) {
    if (SRC_ATTR_RE.test(` ${attrs}`) || body === '') continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

export interface CspOptions {
  /** extra connect-src origins (e.g. a test search host) */
  connectSrc?: string[];
  /** for a `<meta http-equiv>`: drops frame-ancestors, which browsers ignore (and warn about) there */
  meta?: boolean;
}

/** The policy string for the given inline-script hashes. */
export function cspPolicy(hashes: string[], { connectSrc = [], meta = false }: CspOptions = {}): string {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    ['connect-src', "'self'", 'https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io', ...connectSrc].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
  ];
  if (!meta) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}
