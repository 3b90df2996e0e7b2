/**
 * The `_headers` file (Netlify and Cloudflare Pages format): a path pattern on its own line, then
 * its headers indented, `Name: value`. The build writes the site's security headers and the
 * Content-Security-Policy for every path and long caching for the hashed files of a first visit;
 * the preview server (node/preview/preview-server.ts) reads the same file back so tests see what a host would send.
 */
import { withBase } from '../../shared/routes';

export interface HeaderRule {
  /** '/*', '/docs/assets/*' */
  path: string;
  headers: [name: string, value: string][];
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The security headers of every path of a built site. X-Frame-Options repeats frame-ancestors for
 * browsers without CSP 2; the Permissions-Policy turns off device APIs the docs never use.
 */
export function securityHeaderRules({ base, policy }: { base: string; policy: string }): HeaderRule[] {
  return [
    {
      path: withBase('/*', base),
      headers: [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
      ],
    },
  ];
}

/**
 * Long caching for these hashed files (URLs with the base), one rule each. A pattern such as
 * `/assets/*` would also match a miss, and the hosts apply rules whatever the status: a browser
 * or a CDN would keep that 404 for a year. Cloudflare Pages refuses a file of more than 100 rules,
 * so the build names the few files every first visit loads, not every chunk.
 */
export function immutableFileRules(urls: string[]): HeaderRule[] {
  return urls.map((url) => ({ path: url, headers: [['Cache-Control', IMMUTABLE_CACHE]] }));
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}

/** Rules of a `_headers` file; `#` comments and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `*` matches anything (slashes too), `:name` one segment, as the hosts do. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers for a request path: every matching rule applies, and a header set by several
 * rules gets their values joined with ', ' (the hosts' rule). Names are lower-cased.
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
    }
  }
  return out;
}
