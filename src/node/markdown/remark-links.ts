import type { Definition, Link, LinkReference, Root } from 'mdast';
// data.hProperties on mdast nodes is declared by mdast-util-to-hast
import type {} from 'mdast-util-to-hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { refusedLinkKind } from '../../shared/script-url';
import { encodeUrl, hasSchemeOrHost, isPagePath, isRootPath, safeDecode, splitUrl, toCleanRoutePath } from '../../shared/routes';
import { splitLinkVersion, type VersionLinks } from '../../shared/versions';

export interface RemarkLinksOptions {
  collector: PageCollector;
  /** route of the page being compiled: '/zh/guide/start/' */
  routePath: string;
  /** '' for en, '/zh' for zh */
  langPrefix: string;
  /** a site with versions: a root link means the page's own version unless it names another one */
  versionLinks?: VersionLinks;
}

interface Rewritten {
  href: string;
  /** set for links to a page of this site */
  target?: { path: string; hash: string };
}

/** Rewrite internal hrefs to clean URLs and record them for check-links.ts; refuse script and data URLs. */
export const remarkLinks: Plugin<[RemarkLinksOptions], Root> = (options) => (tree: Root) => {
  const refusedDefinitions = new Set<string>();
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const refused = rewriteNode(node, options);
    if (refused && node.type === 'definition') refusedDefinitions.add(node.identifier);
  });
  if (refusedDefinitions.size === 0) return;
  visit(tree, 'linkReference', (node) => {
    if (refusedDefinitions.has(node.identifier)) removeHref(node);
  });
};

/** Returns true when the URL was refused. */
function rewriteNode(node: Link | Definition, options: RemarkLinksOptions): boolean {
  const raw = node.url;
  const refused = refusedLinkKind(raw);
  if (refused) {
    report(options.collector, 'error', `${refused} URL in a link is not allowed: ${raw.slice(0, 60)}`, node);
    node.url = '';
    removeHref(node);
    return true;
  }
  const href = linkHref(raw, node.position?.start, options);
  if (href !== undefined) node.url = href;
  return false;
}

/**
 * The one rule for the URL of a link, written in Markdown or in HTML: the href to write (undefined:
 * leave it as written), with an internal target recorded for the link check.
 */
export function linkHref(
  raw: string,
  start: { line: number; column: number } | undefined,
  options: RemarkLinksOptions,
): string | undefined {
  const rewritten = rewriteHref(raw, options);
  if (!rewritten) {
    // a root path that names no page is a file the public folder must hold
    if (start && isRootPath(raw.trim()))
      options.collector.files.push({ path: safeDecode(splitUrl(raw.trim()).path), raw, line: start.line, column: start.column });
    return undefined;
  }
  if (rewritten.target && start) {
    options.collector.links.push({
      target: rewritten.target.path,
      hash: rewritten.target.hash,
      raw,
      line: start.line,
      column: start.column,
    });
  }
  return rewritten.href;
}

// drop the attribute itself: an empty href would still be a link to this page
function removeHref(node: Link | Definition | LinkReference): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, href: undefined } };
}

/**
 * `'./quick-start.md#x'` on `/guide/start/` -> `'/guide/start/quick-start#x'`;
 * `'/config/test/retry.html'` on a zh page -> `'/zh/config/test/retry'`; external URLs -> null.
 * Only the page suffix, the relative path and the language prefix change: percent-escapes stay as
 * written (`a%2Fb` is one segment), and what a URL cannot hold (a space, a backslash) is encoded, as
 * Markdown links are (`foo\bar` is `foo%5Cbar`); the recorded target is decoded.
 */
export function rewriteHref(raw: string, options: Omit<RemarkLinksOptions, 'collector'>): Rewritten | null {
  const url = raw.trim();
  if (url === '' || hasSchemeOrHost(url)) return null;
  const { path, query, hash } = splitUrl(url);
  const decodedHash = safeDecode(hash.slice(1));
  if (path === '') {
    return url.startsWith('#') ? { href: url, target: { path: options.routePath, hash: decodedHash } } : null;
  }
  if (!isPagePath(path)) return null;
  const resolved = path.startsWith('/')
    ? rootLinkPath(toCleanRoutePath(path), options)
    : toCleanRoutePath(resolveRelative(path, options.routePath));
  return { href: `${encodeUrl(resolved)}${query}${hash}`, target: { path: safeDecode(resolved), hash: decodedHash } };
}

/**
 * `('../basic/cli.md', '/guide/start/quick-start')` -> `'/guide/basic/cli.md'`: the dot segments
 * resolved as a browser does, and nothing else of the path touched.
 */
function resolveRelative(path: string, routePath: string): string {
  const folder = routePath.slice(0, routePath.lastIndexOf('/') + 1);
  const segments = `${folder}${path}`.split('/');
  const resolved = [''];
  segments.slice(1).forEach((segment, i, rest) => {
    if (segment === '..' && resolved.length > 1) resolved.pop();
    if (segment !== '.' && segment !== '..') resolved.push(segment);
    else if (i === rest.length - 1) resolved.push('');
  });
  return resolved.join('/');
}

/**
 * A root link's route: the version it names (else the page's own) in front, then the page's language.
 * `'/guide/a'` on a v1 zh page -> `'/v1/zh/guide/a'`; `'/v2/guide/a'` there (v2 the default) -> `'/zh/guide/a'`.
 */
function rootLinkPath(path: string, options: Pick<RemarkLinksOptions, 'langPrefix' | 'versionLinks'>): string {
  const { prefix, rest } = splitLinkVersion(path, options.versionLinks);
  return `${prefix}${withLangPrefix(rest, options.langPrefix)}`;
}

/** `('/config/', '/zh')` -> `'/zh/config/'`; `('/zh/config/', '/zh')` stays. */
function withLangPrefix(path: string, langPrefix: string): string {
  if (!langPrefix || path === langPrefix || path.startsWith(`${langPrefix}/`)) return path;
  return `${langPrefix}${path}`;
}
