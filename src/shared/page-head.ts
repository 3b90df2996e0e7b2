/**
 * A page's own part of <head>, as tags: its SEO tags (description, canonical, alternates, Open Graph
 * and Twitter cards), the site's keyed meta tags the page does not set again, and the page's front
 * matter `head`. The server writes them into the page shell in this order, as one run of tags; on a
 * client navigation the browser swaps the previous page's run for the new page's (client/page-head.ts).
 */
import { headKeys, isKeyedMeta, ownHeadTags } from './head-tags';
import { absoluteUrl } from './routes';
import { shareImagePath } from './share-image';
import { isNonDefaultVersion, searchVersionFacet } from './versions';
import type { HeadTag, Lang, Locale, PageAlternate, PageRecord, SiteConfig, SiteHeadSeo } from './types';

/** What of the site config's `head` a page's run depends on: its keyed meta tags and the keys of all its tags. */
export type PageHeadSite = Pick<SiteConfig, 'siteUrl' | 'base' | 'lang' | 'title' | 'description' | 'multiVersion'>;

export interface PageHeadInput {
  site: PageHeadSite;
  siteHead: SiteHeadSeo;
  locale: Pick<Locale, 'lang' | 'title' | 'description'>;
  page: Pick<PageRecord, 'pageType' | 'frontmatter' | 'description' | 'translation'> &
    Partial<Pick<PageRecord, 'version' | 'versionAlternates'>> & { lang?: Lang };
  /** base-less route path, e.g. '/zh/guide/start/' */
  routePath: string;
  /** the page in every language it exists in, base-less paths */
  alternates: PageAlternate[];
  /** the document title */
  title: string;
}

/** The part of the site config's `head` a page's run depends on. */
export function siteHeadSeo(head: HeadTag[]): SiteHeadSeo {
  return { meta: head.filter(isKeyedMeta), keys: [...headKeys(head)] };
}

/** Open Graph's language_TERRITORY form of a language tag, the territory guessed when the tag has none: 'en' -> 'en_US'. */
/** Each language's og:locale, found once: a build asks for it on every page, and Intl.Locale is slow to make. */
const ogLocales = new Map<Lang, string>();

function ogLocale(lang: Lang): string {
  let locale = ogLocales.get(lang);
  if (locale === undefined) {
    try {
      const { language, region } = new Intl.Locale(lang).maximize();
      locale = region ? `${language}_${region}` : language;
    } catch {
      locale = lang;
    }
    ogLocales.set(lang, locale);
  }
  return locale;
}

/** A page's share image as a full URL: a file of the public folder gets the site's URL and base, a full URL is kept. */
function imageUrl(site: PageHeadSite, image: string): string {
  const path = shareImagePath(image);
  return path === undefined ? image.trim() : absoluteUrl(site, path);
}

/** The page's canonical URL: the source page for one shown untranslated, the default version's page for another version's. */
function canonicalUrl({ site, page, routePath }: PageHeadInput): string {
  const untranslated = page.translation?.state === 'missing';
  const current = isNonDefaultVersion(page.version, site.multiVersion)
    ? page.versionAlternates?.find((alt) => alt.version === site.multiVersion.default)
    : undefined;
  return absoluteUrl(site, untranslated ? page.translation!.source : (current?.path ?? routePath));
}

/** hreflang links: only real translations are alternates, the site language's page is also x-default. */
function alternateLinks({ site, page, alternates }: PageHeadInput): HeadTag[] {
  const translated = alternates.filter((alt) => !alt.fallback);
  if (translated.length <= 1 && page.translation?.state !== 'missing') return [];
  const links: HeadTag[] = translated.map((alt) => ['link', { rel: 'alternate', hreflang: alt.lang, href: absoluteUrl(site, alt.path) }]);
  const fallback = translated.find((alt) => alt.lang === site.lang);
  if (fallback) links.push(['link', { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(site, fallback.path) }]);
  return links;
}

/** The SEO tags the theme writes for a page, less those the site's or the page's own head sets. */
export function seoHeadTags(input: PageHeadInput): HeadTag[] {
  const { site, siteHead, locale, page, title } = input;
  const taken = new Set([...siteHead.keys, ...headKeys(page.frontmatter.head)]);
  const description = page.frontmatter.description || page.description || locale.description || site.description;
  const meta = (key: 'name' | 'property', id: string, content: string | undefined): HeadTag[] =>
    content && !taken.has(`meta:${id}`) ? [['meta', { [key]: id, content }]] : [];
  const tags = [...meta('name', 'description', description), ...meta('name', 'keywords', page.frontmatter.keywords?.join(', '))];
  const isNotFound = page.pageType === '404';
  if (isNotFound) tags.push(['meta', { name: 'robots', content: 'noindex' }]);
  const url = canonicalUrl(input);
  if (!isNotFound && !taken.has('link:canonical')) tags.push(['link', { rel: 'canonical', href: url }]);
  if (!isNotFound) tags.push(...alternateLinks(input));
  const image = page.frontmatter.image && imageUrl(site, page.frontmatter.image);
  tags.push(
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:site_name', locale.title || site.title),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', description),
    ...(isNotFound ? [] : meta('property', 'og:url', url)),
    ...meta('property', 'og:locale', ogLocale(page.lang ?? locale.lang)),
    ...meta('name', 'twitter:card', 'summary'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', description),
    ...meta('property', 'og:image', image),
    ...meta('name', 'twitter:image', image),
  );
  // a site with versions tells a DocSearch crawler each page's language and version, which become facets of its records
  const version = searchVersionFacet(page.version, site.multiVersion);
  if (version) tags.push(...meta('name', 'docsearch:language', page.lang ?? locale.lang), ...meta('name', 'docsearch:version', version));
  return tags;
}

/** The site's keyed meta tags, less those whose name or property the page's own head sets again. */
function siteMetaFor(siteHead: SiteHeadSeo, page: PageHeadInput['page']): HeadTag[] {
  const pageKeys = headKeys(page.frontmatter.head);
  return siteHead.meta.filter((tag) => ![...headKeys([tag])].some((key) => pageKeys.has(key)));
}

/** The page's run of head tags: SEO tags, the site's keyed meta tags it keeps, its own front matter `head`. */
export function pageHeadTags(input: PageHeadInput): HeadTag[] {
  return [...seoHeadTags(input), ...ownHeadTags(siteMetaFor(input.siteHead, input.page)), ...ownHeadTags(input.page.frontmatter.head)];
}
