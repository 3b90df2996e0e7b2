/** The document title rules: 'page - site' on pages, the site title alone on the home page, '404 - site' when nothing matches. */
import type { Frontmatter, Locale, PageType, SiteConfig } from './types';

const TIGHT_SUFFIX_RE = /^[-|]/;

export interface PageTitleInput {
  page: { title: string; pageType: PageType; frontmatter: Pick<Frontmatter, 'title' | 'titleSuffix'> };
  site: Pick<SiteConfig, 'title'>;
  locale?: Pick<Locale, 'title' | 'titleSuffix'>;
}

/**
 * ' - Rstest', or the titleSuffix: one that starts with '-' or '|' is joined with one space
 * (' - 基于 Rspack' -> ' - 基于 Rspack', '| Docs' -> ' | Docs'), any other with ' - '.
 */
function joinSuffix(siteTitle: string, titleSuffix: string | undefined): string {
  const suffix = titleSuffix?.trim();
  if (!suffix) return siteTitle ? ` - ${siteTitle}` : '';
  return TIGHT_SUFFIX_RE.test(suffix) ? ` ${suffix}` : ` - ${suffix}`;
}

/**
 * The `<title>` of a page.
 * @example doc  { title: 'Quick start' }              -> 'Quick start - Rstest'
 * @example home                                       -> 'Rstest' (+ suffix when set)
 * @example 404                                        -> '404 - Rstest'
 * @example doc  with titleSuffix ' - 基于 Rspack 的测试框架' -> '快速上手 - 基于 Rspack 的测试框架'
 */
export function pageTitle({ page, site, locale }: PageTitleInput): string {
  const siteTitle = locale?.title || site.title;
  if (page.pageType === '404') return siteTitle ? `404 - ${siteTitle}` : '404';
  const titleSuffix = page.frontmatter.titleSuffix ?? locale?.titleSuffix;
  if (page.pageType === 'home') {
    return titleSuffix?.trim() ? `${siteTitle}${joinSuffix(siteTitle, titleSuffix)}` : siteTitle;
  }
  const title = (page.frontmatter.title ?? page.title).trim();
  if (!title) return siteTitle;
  return `${title}${joinSuffix(siteTitle, titleSuffix)}`;
}
