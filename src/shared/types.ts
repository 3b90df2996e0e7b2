/**
 * Types that cross the node / client boundary. Pure declarations only: the config and front matter
 * types are inferred from their schemas and re-exported here as types, so no schema code reaches
 * the client.
 */
export type {
  Ecosystem,
  EcosystemItem,
  EditLink,
  Lang,
  Locale,
  LocaleText,
  MarkdownConfig,
  RawHtmlConfig,
  NavItem,
  SearchConfig,
  SearchText,
  Sidebar,
  SidebarDivider,
  SidebarItem,
  SidebarAutogenerate,
  SidebarLink,
  SidebarSectionHeader,
  SiteConfig,
  SocialLink,
  ThemeConfig,
  UserSidebarItem,
} from './config-schema';
export type {
  Feature,
  FeatureIcon,
  Frontmatter,
  HeadTag,
  Hero,
  HeroAction,
  HeroImage,
  OutlineSetting,
  PageType,
} from './frontmatter-schema';
import type { Frontmatter, HeadTag, PageType } from './frontmatter-schema';
import type { Ecosystem, Lang, Locale, SearchConfig, SiteConfig, ThemeConfig } from './config-schema';

/** What of the site's head tags a page's own run of head tags depends on (shared/page-head.ts). */
export interface SiteHeadSeo {
  /** the meta tags with a `name` or `property` (a page's own head may set them again) */
  meta: HeadTag[];
  /** headKeys of the whole list, e.g. 'link:canonical' */
  keys: string[];
}

/** A locale as every page's JS knows it: enough to link to its pages. Its texts come with its pages. */
export type LocaleLink = Pick<Locale, 'lang' | 'label' | 'langRoutePrefix'>;

/** The ecosystem as every page's JS knows it: its items and tagline load with the menu's panel or the home page. */
export type ClientEcosystem = Omit<Ecosystem, 'items' | 'tagline'>;

/**
 * The site config as the browser gets it: what only the build reads is left out (Markdown options,
 * head tags but their keys and named meta tags, route rules), and each locale is only its link; a
 * language's texts load with its pages, and what only code loaded on demand reads loads with it.
 */
export type ClientSiteConfig = Omit<SiteConfig, 'locales' | 'markdown' | 'head' | 'route' | 'cspMeta' | 'themeConfig' | 'search'> & {
  themeConfig: Omit<ThemeConfig, 'ecosystem'> & { ecosystem?: ClientEcosystem };
  /** the search options; the synonyms load with the local search */
  search: Omit<SearchConfig, 'synonyms'>;
  locales: LocaleLink[];
  /** what of the site's head tags a page's own run depends on (shared/page-head.ts), for client navigations; none when absent */
  headSeo?: SiteHeadSeo;
};

export type ThemePreference = 'light' | 'dark' | 'auto';

export interface TocEntry {
  text: string;
  id: string;
  /** 2 to 4 */
  depth: number;
  /** offset of the heading in the source text, -1 when not known */
  charIndex: number;
}

export interface PageRecord {
  title: string;
  routePath: string;
  lang: Lang;
  toc: TocEntry[];
  frontmatter: Frontmatter;
  version: string;
  /** content-relative path, e.g. 'en/guide/start/index.md' */
  _relativePath: string;
  headingTitle: string;
  pageType: PageType;
  /** ISO date string, or undefined when unknown */
  lastUpdatedTime?: string;
  /** page description (front matter or first paragraph) */
  description: string;
  /** overview pages only (front matter `overview: true`): the section's pages and their headings */
  overview?: OverviewGroup[];
  /** the same page in every language it exists in, this one included (hreflang, language picker) */
  alternates?: PageAlternate[];
  /** a site with versions: the same page in every version it exists in, this one included (version picker, canonical) */
  versionAlternates?: PageVersionAlternate[];
  /**
   * A translation that lags behind its source page: 'outdated' when the source changed in substance
   * after it (builds only), 'missing' when there is none yet and this page shows the source instead.
   */
  translation?: { state: 'outdated' | 'missing'; source: string };
  /** the language of the content when it differs from the page's (a page shown untranslated) */
  contentLang?: Lang;
  /** the previous/next links the front matter sets instead of the sidebar's: null hides one */
  pager?: { prev?: PagerOverride | null; next?: PagerOverride | null };
  /** dev only: the page's front matter says `draft: true`, so a build leaves it out */
  draft?: true;
}

/** A neighbour link set in front matter: `link` (the sidebar's when absent) and its `text`. */
export interface PagerOverride {
  link?: string;
  text?: string;
}

/** The page in one language; `fallback` when that language has no translation and shows the source. */
export interface PageAlternate {
  lang: Lang;
  path: string;
  fallback?: true;
}

/** The page in one version. */
export interface PageVersionAlternate {
  version: string;
  path: string;
}

/** One sidebar group of an overview page: its pages, each with the headings it contributes. */
export interface OverviewGroup {
  name: string;
  items: { text: string; link: string; headers: { text: string; id: string; depth: number }[] }[];
}

export interface RouteEntry {
  path: string;
  /** absolute path of the Markdown file */
  filePath: string;
  lang: Lang;
  version: string;
  /** content-relative path, e.g. 'en/guide/start/index.md' */
  relativePath: string;
  /**
   * The default-language route whose file this route shows, when its own language has no
   * translation of it: the page is then built in this route's language with the source's content.
   */
  fallbackOf?: string;
}

export interface Diagnostic {
  severity: 'error' | 'warning';
  /** short machine code: dead-link, dead-anchor, frontmatter, markdown, raw-html, config, duplicate-route, render */
  code: string;
  message: string;
  /** project-relative file path */
  file?: string;
  line?: number;
  column?: number;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string | null;
    lvl1: string | null;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  content: string | null;
  lang: Lang;
  /**
   * Page records only: how other pages describe this one in their lists of links ('onConsoleLog:
   * filter console output'), searched but never shown
   */
  mentions?: string[];
}
