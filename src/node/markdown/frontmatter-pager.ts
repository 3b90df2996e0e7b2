import type { Frontmatter, PagerOverride, PageRecord } from '../../shared/types';
import { hasSchemeOrHost } from '../../shared/routes';
import type { PageCollector } from './collector';
import { rewriteHref } from './remark-links';
import type { VersionLinks } from '../../shared/versions';

interface PagerOptions {
  collector: PageCollector;
  /** the file line of a front matter key path */
  lineOf: (path: (string | number)[]) => number;
  routePath: string;
  langPrefix: string;
  versionLinks?: VersionLinks;
}

type Side = 'prev' | 'next';

/**
 * The previous/next links the front matter sets in place of the sidebar's: Docusaurus
 * `pagination_prev: null` and VitePress `prev: false` hide a link; a Docusaurus page id or a
 * VitePress `link` sets it (its link recorded for the link check at the line of its key); a
 * VitePress text, alone or with the link, names it. Undefined when the front matter sets neither.
 */
export function resolvePager(frontmatter: Frontmatter, options: PagerOptions): PageRecord['pager'] {
  const prev = resolveSide('prev', frontmatter, options);
  const next = resolveSide('next', frontmatter, options);
  if (prev === undefined && next === undefined) return undefined;
  return { ...(prev === undefined ? {} : { prev }), ...(next === undefined ? {} : { next }) };
}

function resolveSide(side: Side, frontmatter: Frontmatter, options: PagerOptions): PagerOverride | null | undefined {
  const vitepress = frontmatter[side];
  if (vitepress === false) return null;
  if (typeof vitepress === 'string') return withDocusaurus(side, frontmatter, options, { text: vitepress });
  if (vitepress) {
    const link = vitepress.link === undefined ? undefined : resolveLink(vitepress.link, [side, 'link'], options);
    return link === undefined
      ? withDocusaurus(side, frontmatter, options, { text: vitepress.text })
      : dropEmpty({ text: vitepress.text, link });
  }
  return withDocusaurus(side, frontmatter, options, {});
}

/** The Docusaurus key of the side (`pagination_prev`), merged under what VitePress's sets. */
function withDocusaurus(side: Side, frontmatter: Frontmatter, options: PagerOptions, set: PagerOverride): PagerOverride | null | undefined {
  const key = side === 'prev' ? 'pagination_prev' : 'pagination_next';
  const id = frontmatter[key];
  if (id === null) return set.text === undefined ? null : dropEmpty(set);
  if (id === undefined) return set.text === undefined ? undefined : dropEmpty(set);
  return dropEmpty({ ...set, link: resolveLink(id, [key], options) });
}

/**
 * A page path as written in the front matter -> the route path the pager links to. A Docusaurus id
 * (`guide/install`) is a path from the language's root; `./x` and `../x` are from this page.
 */
function resolveLink(raw: string, key: (string | number)[], options: PagerOptions): string | undefined {
  const trimmed = raw.trim();
  if (hasSchemeOrHost(trimmed)) return trimmed;
  const path = trimmed.startsWith('/') || trimmed.startsWith('.') ? trimmed : `/${trimmed}`;
  const rewritten = rewriteHref(path, options);
  if (!rewritten?.target) return undefined;
  options.collector.links.push({ target: rewritten.target.path, hash: rewritten.target.hash, raw, line: options.lineOf(key), column: 1 });
  return rewritten.href;
}

function dropEmpty(link: PagerOverride): PagerOverride {
  return Object.fromEntries(Object.entries(link).filter(([, value]) => value !== undefined));
}
