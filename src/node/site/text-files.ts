/** Site-wide files: sitemap.xml, robots.txt, llms.txt and llms-full.txt (per language). */
import { escapeHtml } from '../../shared/escape';
import { absoluteUrl, mdUrlOfRoute, routeKey, sectionSegment } from '../../shared/routes';
import { isNonDefaultVersion, versionTwinPath } from '../../shared/versions';
import type { Lang, Locale, NavItem, PageRecord, SiteConfig } from '../../shared/types';

type SiteUrls = Pick<SiteConfig, 'siteUrl' | 'base'>;

const NOT_FOUND_KEY = '/404';

export interface SitemapRoute {
  path: string;
  lang: Lang;
  /** the page's version: a version other than the default is left out (its canonical is the default's page) */
  version?: string;
  /** ISO date of the last change, when known */
  lastmod?: string;
}

/**
 * sitemap.xml: each route of the default version once (no 404), absolute URLs, and for a page that exists in more than one
 * language an xhtml:link per language plus x-default (the site-language page).
 */
export function buildSitemap({ site, routes }: { site: SiteConfig; routes: readonly SitemapRoute[] }): string {
  const byKey = new Map<string, SitemapRoute>();
  for (const route of routes) {
    if (isNonDefaultVersion(route.version, site.multiVersion)) continue;
    const key = routeKey(route.path);
    if (key !== NOT_FOUND_KEY && !key.endsWith(NOT_FOUND_KEY) && !byKey.has(key)) byKey.set(key, route);
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const entries = sorted.map((route) => {
    const twins = site.locales
      .map((locale) => byKey.get(routeKey(versionTwinPath(route, locale.lang, site))))
      .filter((twin): twin is SitemapRoute => Boolean(twin));
    const lines = [`    <loc>${escapeHtml(absoluteUrl(site, route.path))}</loc>`];
    if (route.lastmod) lines.push(`    <lastmod>${escapeHtml(route.lastmod)}</lastmod>`);
    if (twins.length > 1) {
      const fallback = twins.find((twin) => twin.lang === site.lang);
      const links: { hreflang: string; href: string }[] = twins.map((twin) => ({
        hreflang: twin.lang,
        href: absoluteUrl(site, twin.path),
      }));
      if (fallback) links.push({ hreflang: 'x-default', href: absoluteUrl(site, fallback.path) });
      for (const link of links) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`);
      }
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything allowed, sitemap announced with its absolute URL. */
export function buildRobots(site: SiteUrls): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}

/** Where a locale's LLM files go, relative to dist/: en at the root, zh under zh/. */
export function llmsFilesOfLocale(locale: Pick<Locale, 'langRoutePrefix'>): { llms: string; full: string } {
  const dir = locale.langRoutePrefix.replace(/^\/+|\/+$/g, '');
  const prefix = dir ? `${dir}/` : '';
  return { llms: `${prefix}llms.txt`, full: `${prefix}llms-full.txt` };
}

export interface LlmsPage {
  title: string;
  description?: string;
  routePath: string;
}

/** Section headings from the locale's nav ('guide' -> 'Guide' / '指南'), in nav order. */
function navSections(locale: Pick<Locale, 'nav' | 'langRoutePrefix'>): Map<string, string> {
  const sections = new Map<string, string>();
  const visit = (items: NavItem[]) => {
    for (const item of items) {
      const section = item.link?.startsWith('/') ? sectionSegment(item.link, locale.langRoutePrefix) : '';
      if (section && !sections.has(section)) sections.set(section, item.text);
      if (item.items) visit(item.items);
    }
  };
  visit(locale.nav);
  return sections;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/**
 * llms.txt of one language: '# title', '> description', then one '## Section' per first path segment
 * (headings from the nav, in nav order; other sections after, alphabetically), each page as
 * '- [title](absolute .md URL): description'. Pages at the root are listed before the sections.
 */
export function buildLlmsTxt({ site, locale, pages }: { site: SiteConfig; locale: Locale; pages: LlmsPage[] }): string {
  const headings = navSections(locale);
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const section = sectionSegment(page.routePath, locale.langRoutePrefix);
    const group = groups.get(section);
    if (group) group.push(page);
    else groups.set(section, [page]);
  }
  const order = [
    '',
    ...[...headings.keys()].filter((key) => groups.has(key)),
    ...[...groups.keys()].filter((key) => key && !headings.has(key)).sort(),
  ];
  const item = (page: LlmsPage) => {
    const url = absoluteUrl(site, mdUrlOfRoute(page.routePath));
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    return `- [${linkText(page.title)}](${url})${description}`;
  };
  const out = [`# ${oneLine(locale.title || site.title)}`];
  const description = locale.description || site.description;
  if (description) out.push('', `> ${oneLine(description)}`);
  for (const section of order) {
    const list = groups.get(section);
    if (!list) continue;
    out.push('');
    if (section) out.push(`## ${headings.get(section) ?? capitalize(section)}`, '');
    out.push(...list.map(item));
  }
  return `${out.join('\n')}\n`;
}

export interface LlmsFullPage {
  title: string;
  routePath: string;
  markdown: string;
}

/**
 * llms-full.txt: every page's Markdown twin, each introduced by a '---' block naming its URL
 * (absolute when `site` is given).
 */
export function buildLlmsFullTxt({ site, pages }: { site?: SiteUrls; pages: LlmsFullPage[] }): string {
  return pages
    .map((page) => {
      const path = mdUrlOfRoute(page.routePath);
      const url = site ? absoluteUrl(site, path) : path;
      return `---\nurl: ${url}\n---\n\n${page.markdown.trim()}\n`;
    })
    .join('\n');
}

/** The pages of a language's llms files: its own but the home; a page shown untranslated is its source page, listed in the source language only. */
export function llmsPagesOf<P extends { page: PageRecord }>(
  pages: P[],
  locale: Pick<Locale, 'lang'>,
  mv?: Pick<SiteConfig['multiVersion'], 'default'>,
): P[] {
  // the default version only, as the sitemap: tools read the current docs
  const current = (p: P) => !mv || !isNonDefaultVersion(p.page.version, mv);
  return pages.filter((p) => p.page.lang === locale.lang && p.page.pageType !== 'home' && !p.page.contentLang && current(p));
}

/** Each language's llms.txt and llms-full.txt (paths relative to the out dir), for dev. */
export function llmsFiles(site: SiteConfig, pages: { page: PageRecord; markdown: string }[]): { file: string; content: string }[] {
  return site.locales.flatMap((locale) => {
    const own = llmsPagesOf(pages, locale, site.multiVersion);
    const files = llmsFilesOfLocale(locale);
    const full = own.map((p) => ({ title: p.page.title, routePath: p.page.routePath, markdown: p.markdown }));
    return [
      { file: files.llms, content: buildLlmsTxt({ site, locale, pages: own.map((p) => p.page) }) },
      { file: files.full, content: buildLlmsFullTxt({ site, pages: full }) },
    ];
  });
}
