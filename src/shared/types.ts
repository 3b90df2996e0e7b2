/** Types that cross the node / client boundary. Pure declarations only. */

export type Lang = 'en' | 'zh';
export type PageType = 'home' | 'doc' | '404' | 'custom' | 'blank';
export type ThemePreference = 'light' | 'dark' | 'auto';

export interface TocEntry {
  text: string;
  id: string;
  /** 2 to 4 */
  depth: number;
  /** offset of the heading in the source text, -1 when not known */
  charIndex: number;
}

export interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

export interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
  image?: { src: string; alt?: string };
  actions?: HeroAction[];
  showStars?: boolean;
}

export interface Feature {
  icon?: string;
  title: string;
  details: string;
  link?: string;
}

export type HeadTag = [string, Record<string, string>] | [string, Record<string, string>, string];

export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  head?: HeadTag[];
  overview?: boolean;
  overviewHeaders?: number[];
  pageType?: PageType;
  hero?: Hero;
  features?: Feature[];
  outline?: boolean;
  navbar?: boolean;
  sidebar?: boolean;
  footer?: boolean;
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
  alternates?: { lang: Lang; path: string }[];
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
}

export interface Diagnostic {
  severity: 'error' | 'warning';
  /** short machine code: dead-link, dead-anchor, frontmatter, markdown, config, duplicate-route, render */
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

export interface NavItem {
  text: string;
  link?: string;
  activeMatch?: string;
  position?: 'left' | 'right';
  tag?: string;
  items?: NavItem[];
  /** hide this item's pages from overview pages */
  overview?: boolean;
}

export interface SidebarLink {
  text: string;
  link?: string;
  tag?: string;
  context?: string;
  overviewHeaders?: number[];
  collapsible?: boolean;
  collapsed?: boolean;
  items?: SidebarItem[];
}
export interface SidebarDivider {
  dividerType: 'dashed' | 'solid';
}
export interface SidebarSectionHeader {
  sectionHeaderText: string;
  tag?: string;
}
export type SidebarItem = SidebarLink | SidebarDivider | SidebarSectionHeader;
/** key: path prefix ('/guide/'), value: the sidebar shown under it */
export type Sidebar = Record<string, SidebarItem[]>;

export interface SocialLink {
  icon: 'github' | 'x' | 'discord' | { svg: string };
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
  /** accessible name; defaults to the service name */
  label?: string;
}

export interface EditLink {
  docRepoBaseUrl: string;
  text: string;
}

export interface Locale {
  lang: Lang;
  label: string;
  title: string;
  description: string;
  /** '' for the default language, '/zh' for Chinese */
  langRoutePrefix: string;
  editLink?: EditLink;
  nav: NavItem[];
  sidebar: Sidebar;
  overview: { titleText: string; filterNameText: string; filterPlaceholderText: string; filterNoResultText: string };
  outlineTitle: string;
  prevPageText: string;
  nextPageText: string;
  sourceCodeText: string;
  searchPlaceholderText: string;
  searchNoResultsText: string;
  searchSuggestedQueryText: string;
  lastUpdatedText: string;
  titleSuffix?: string;
  // global chrome (navbar, theme toggle, mobile menu)
  languagesText: string;
  themeText: string;
  versionsText: string;
  navMenuText: string;
  mainNavText: string;
  skipToContentText: string;
  switchToDarkText: string;
  switchToLightText: string;
  moreLinksText: string;
  // doc page chrome (sidebar, outline, doc footer, page tools), overview and 404
  menuTitle: string;
  sidebarText: string;
  scrollToTopText: string;
  copyMarkdownText: string;
  copyMarkdownLinkText: string;
  copiedText: string;
  openText: string;
  /** '{{name}}' is replaced by the service name */
  openInText: string;
  notFoundText: string;
  takeMeHomeText: string;
}

export interface SearchConfig {
  provider: 'local' | 'algolia';
  algolia?: {
    appId: string;
    apiKey: string;
    indexName: string;
    insights?: boolean;
    /** test-only host override: [{url, protocol}] */
    hosts?: { url: string; protocol?: 'http' | 'https'; accept?: 'read' | 'write' | 'readWrite' }[];
  };
  maxResultsPerGroup: number;
}

export interface MarkdownConfig {
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  /** dead internal links and anchors: 'error' fails the build, 'warn' prints and goes on */
  deadLinks: 'error' | 'warn';
  shikiThemes: { light: string; dark: string };
  /** milliseconds one page may take to compile (front matter, Markdown, transforms) before it fails the build */
  compileTimeout: number;
}

export interface ThemeConfig {
  lastUpdated: boolean;
  hideNavbar: 'never' | 'always' | 'scroll';
  enableScrollToTop: boolean;
  localeRedirect: 'auto' | 'never';
  search: boolean;
  darkMode: boolean;
  socialLinks: SocialLink[];
  footer?: { message?: string; copyright?: string };
}

export interface SiteConfig {
  base: string;
  /** absolute origin used for canonical, hreflang, sitemap: 'https://rstest.rs' */
  siteUrl: string;
  title: string;
  description: string;
  lang: Lang;
  icon: string;
  logo: string | { light: string; dark: string };
  logoText: string;
  route: { exclude: string[] };
  locales: Locale[];
  multiVersion: { default: string; versions: string[] };
  search: SearchConfig;
  markdown: MarkdownConfig;
  themeConfig: ThemeConfig;
  /** emit a Content-Security-Policy meta tag in every page */
  cspMeta: boolean;
}
