/**
 * The site config (content/site.config.ts), written once: its shape, its defaults and its checks.
 * Types are inferred from here; the UI text a locale gets depends on its language, so its built-in
 * values live in locale-text.ts and are filled in by resolveConfig.
 */
import * as v from 'valibot';
import { isAllowableAttribute, isAllowableElement, isHostName, isThemeElement } from './html-allow';
import { isLangTag, type Lang } from './lang';
import { basePathProblem } from './routes';
import {
  arrayOf,
  bool,
  choose,
  int,
  isPlainObject,
  linkUrl,
  obj,
  oneOf,
  recordOf,
  showValue,
  sourceUrl,
  str,
  strChecked,
  strRefusing,
  strWhere,
} from './schema-kit';
import { brandSchema, ecosystemSchema, siteHeadTag } from './theme-options-schema';

export { isLangTag, type Lang };

const STORAGE_PREFIX_RE = /^[\w.-]+$/;
const ORIGIN_RE = /^https?:\/\/[^/\s?#]+\/?$/;

const langTag = () => strWhere("a language tag such as 'en', 'zh' or 'pt-BR'", isLangTag);

/** Recursive shapes are declared by hand (a schema cannot infer its own type through itself). */
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
export type SidebarDivider = v.InferOutput<typeof sidebarDivider>;
export type SidebarSectionHeader = v.InferOutput<typeof sidebarSectionHeader>;
export type SidebarItem = SidebarLink | SidebarDivider | SidebarSectionHeader;
/** key: path prefix ('/guide/'), value: the sidebar shown under it */
export type Sidebar = Record<string, SidebarItem[]>;

const headingDepths = arrayOf(int('an integer >= 1', (n) => n >= 1));

const navItem: v.GenericSchema<NavItem> = obj({
  text: str(),
  link: v.optional(linkUrl()),
  activeMatch: v.optional(str()),
  position: v.optional(oneOf('left', 'right')),
  tag: v.optional(str()),
  items: v.optional(arrayOf(v.lazy(() => navItem))),
  overview: v.optional(bool()),
});

const sidebarDivider = obj({ dividerType: oneOf('dashed', 'solid') });
const sidebarSectionHeader = obj({ sectionHeaderText: str(), tag: v.optional(str()) });
const sidebarLink: v.GenericSchema<SidebarLink> = obj({
  text: str(),
  link: v.optional(linkUrl()),
  tag: v.optional(str()),
  context: v.optional(str()),
  overviewHeaders: v.optional(headingDepths),
  collapsible: v.optional(bool()),
  collapsed: v.optional(bool()),
  items: v.optional(arrayOf(v.lazy(() => sidebarItem))),
});
const sidebarItem: v.GenericSchema<SidebarItem> = choose<SidebarItem>(
  'a sidebar link, divider or section header object',
  (value) => {
    if (!isPlainObject(value)) return undefined;
    if ('dividerType' in value) return sidebarDivider;
    if ('sectionHeaderText' in value) return sidebarSectionHeader;
    return sidebarLink;
  },
  [sidebarLink, sidebarDivider, sidebarSectionHeader],
);

const svgIcon = obj({ svg: str() });
const socialIcon = choose<'github' | 'x' | 'discord' | { svg: string }>(
  "'github' | 'x' | 'discord' | { svg: string }",
  (value) => {
    if (typeof value === 'string') return oneOf('github', 'x', 'discord');
    return isPlainObject(value) ? svgIcon : undefined;
  },
  [svgIcon],
);

const socialLinkFields = (content: v.GenericSchema<string>) =>
  obj({
    icon: socialIcon,
    mode: oneOf('link', 'text', 'img', 'dom'),
    content,
    /** accessible name; defaults to the service name */
    label: v.optional(str()),
  });
/** `content` is the link's URL in mode 'link' and the image's in mode 'img'. */
const contentOfMode = (mode: unknown) => (mode === 'link' ? linkUrl() : mode === 'img' ? sourceUrl() : str());
const socialLink = choose<v.InferOutput<ReturnType<typeof socialLinkFields>>>(
  'object',
  (value) => socialLinkFields(contentOfMode(isPlainObject(value) ? value.mode : undefined)),
  [socialLinkFields(str())],
);

/**
 * The search dialog's strings. Unlike the locale's other UI text they have no defaults here: the
 * search chunk carries the built-in ones, and a locale sets only those it wants to change.
 */
const searchTextFields = {
  errorTitle: v.optional(str()),
  errorHelp: v.optional(str()),
  retry: v.optional(str()),
  /** closes the dialog (the narrow-screen button next to the input, and the error modal's) */
  cancel: v.optional(str()),
  /** the search index arrived but cannot be read */
  indexErrorTitle: v.optional(str()),
  indexErrorHelp: v.optional(str()),
  inputLabel: v.optional(str()),
  placeholder: v.optional(str()),
  clear: v.optional(str()),
  recentTitle: v.optional(str()),
  noRecent: v.optional(str()),
  saveRecent: v.optional(str()),
  removeRecent: v.optional(str()),
  favoriteTitle: v.optional(str()),
  removeFavorite: v.optional(str()),
  noResults: v.optional(str()),
  suggestionLead: v.optional(str()),
  reportText: v.optional(str()),
  reportLink: v.optional(str()),
  selectText: v.optional(str()),
  navigateText: v.optional(str()),
  closeText: v.optional(str()),
  enterKey: v.optional(str()),
  arrowDown: v.optional(str()),
  arrowUp: v.optional(str()),
  escapeKey: v.optional(str()),
  loading: v.optional(str()),
  resultsLabel: v.optional(str()),
};

export const SEARCH_TEXT_KEYS = Object.keys(searchTextFields);

/** Every UI string of a locale; their built-in values per language are in locale-text.ts. */
const localeText = {
  label: str(),
  outlineTitle: str(),
  prevPageText: str(),
  nextPageText: str(),
  lastUpdatedText: str(),
  sourceCodeText: str(),
  searchPlaceholderText: str(),
  searchNoResultsText: str(),
  searchSuggestedQueryText: str(),
  /** othersText names the group of sidebar links that belong to no group */
  overview: obj({ titleText: str(), filterNameText: str(), filterPlaceholderText: str(), filterNoResultText: str(), othersText: str() }),
  // global chrome (navbar, theme toggle, mobile menu)
  languagesText: str(),
  themeText: str(),
  versionsText: str(),
  navMenuText: str(),
  mainNavText: str(),
  skipToContentText: str(),
  switchToDarkText: str(),
  switchToLightText: str(),
  moreLinksText: str(),
  // doc page chrome (sidebar, outline, doc footer, page tools), overview and 404
  menuTitle: str(),
  sidebarText: str(),
  scrollToTopText: str(),
  copyMarkdownText: str(),
  copyMarkdownLinkText: str(),
  copiedText: str(),
  openText: str(),
  /** '{{name}}' is replaced by the service name */
  openInText: str(),
  notFoundText: str(),
  /** the 404 page's description */
  pageNotFoundText: str(),
  takeMeHomeText: str(),
  outdatedTranslationText: str(),
  missingTranslationText: str(),
  readSourceText: str(),
  // page content: code blocks, containers without a title, footnotes
  copyCodeText: str(),
  containerText: obj({ tip: str(), info: str(), note: str(), warning: str(), danger: str(), details: str() }),
  footnotesText: str(),
  footnoteBackText: str(),
};

const { label, ...uiText } = localeText;
const localeSchema = obj({
  lang: langTag(),
  label,
  /** default: the site's title and description */
  title: str(),
  description: str(),
  /** '' for the site language, '/<lang>' for the others */
  langRoutePrefix: str(),
  nav: v.optional(arrayOf(navItem), []),
  sidebar: v.optional(recordOf(arrayOf(sidebarItem)), {}),
  ...uiText,
  editLink: v.optional(obj({ docRepoBaseUrl: linkUrl(), text: str() })),
  titleSuffix: v.optional(str()),
  searchText: v.optional(obj(searchTextFields)),
});

const searchSchema = obj({
  provider: v.optional(oneOf('local', 'algolia'), 'local'),
  maxResultsPerGroup: v.optional(
    int('an integer >= 1', (n) => n >= 1),
    20,
  ),
  /** per language, groups of words a reader may use for one another: { zh: [['模拟', '替换']] } (local search) */
  synonyms: v.optional(recordOf(arrayOf(arrayOf(str()))) as unknown as v.GenericSchema<Record<string, string[][]>>),
  // appId, apiKey and indexName are checked against the provider in config.ts
  algolia: v.optional(
    obj({
      appId: v.optional(str(), ''),
      apiKey: v.optional(str(), ''),
      indexName: v.optional(str(), ''),
      insights: v.optional(bool()),
      /** test-only host override */
      hosts: v.optional(
        arrayOf(
          obj({
            url: str(),
            protocol: v.optional(oneOf('http', 'https')),
            accept: v.optional(oneOf('read', 'write', 'readWrite')),
          }),
        ),
      ),
    }),
  ),
});

/**
 * A unified plugin from the site config: the function, or `[plugin, options]`. Typed loosely on
 * purpose: unified's own types would tie this pure module to the Markdown packages.
 */
export type MarkdownPlugin = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, unknown?];

const isFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function';
const pluginEntry = choose<MarkdownPlugin>('a unified plugin (a function) or [plugin, options]', (value) => {
  if (isFunction(value)) return v.custom<MarkdownPlugin>(isFunction);
  const pair = Array.isArray(value) && (value.length === 1 || value.length === 2) && isFunction(value[0]);
  return pair ? v.custom<MarkdownPlugin>(() => true) : undefined;
});
const ALLOWABLE_ELEMENT = 'a lowercase tag name that runs no code (not script, style, iframe, object, form ...)';
const themeElementRefusal = (name: string) =>
  isThemeElement(name) ? `${showValue(name)} is the theme's own element and cannot be allowed` : undefined;
const allowableElement = strRefusing(
  ALLOWABLE_ELEMENT,
  (name) => themeElementRefusal(name) ?? (isAllowableElement(name) ? undefined : `expected ${ALLOWABLE_ELEMENT}, got ${showValue(name)}`),
);

/** What raw HTML may hold beyond the built-in allow-list; no default, so it costs the client config nothing. */
const rawHtmlSchema = obj({
  allowElements: v.optional(arrayOf(allowableElement)),
  /** per tag name, or '*' for every allowed element */
  allowAttributes: v.optional(
    recordOf(
      arrayOf(
        strWhere('a lowercase attribute name that carries no code or HTML (not on*, srcdoc, action, html ...)', isAllowableAttribute),
      ),
      strRefusing('a tag name or *', themeElementRefusal),
    ),
  ),
  iframeHosts: v.optional(arrayOf(strWhere("a host name such as 'www.youtube-nocookie.com' (no scheme, port or path)", isHostName))),
});

const markdownSchema = obj({
  showLineNumbers: v.optional(bool(), false),
  defaultWrapCode: v.optional(bool(), false),
  /** dead internal links and anchors: 'error' fails the build, 'warn' prints and goes on */
  deadLinks: v.optional(oneOf('error', 'warn'), 'error'),
  // GitHub's high-contrast palettes: github-light's keywords, comments and variables and
  // github-dark's comments fall below WCAG AA 4.5:1 on the code block background (--rp-c-bg-soft)
  shikiThemes: v.optional(
    obj({ light: v.optional(str(), 'github-light-high-contrast'), dark: v.optional(str(), 'github-dark-high-contrast') }),
    {},
  ),
  /** milliseconds one page may take to compile (front matter, Markdown, transforms) before it fails the build */
  compileTimeout: v.optional(
    int('an integer >= 1', (n) => n >= 1),
    10_000,
  ),
  /** unified plugins on the Markdown tree, after the built-in directives and before links are rewritten and checked */
  remarkPlugins: v.optional(arrayOf(pluginEntry), []),
  /** unified plugins on the HTML tree, after the raw HTML allow-list: before heading ids, the outline, images and code highlighting */
  rehypePlugins: v.optional(arrayOf(pluginEntry), []),
  html: v.optional(rawHtmlSchema),
  /** a module of React components, relative to the config's folder: each named export is a directive */
  components: v.optional(strWhere('a path to a module of React components', (s) => s.trim() !== '')),
});

const themeConfigSchema = obj({
  lastUpdated: v.optional(bool(), false),
  hideNavbar: v.optional(oneOf('never', 'always', 'scroll'), 'never'),
  enableScrollToTop: v.optional(bool(), true),
  localeRedirect: v.optional(oneOf('auto', 'never'), 'auto'),
  search: v.optional(bool(), true),
  darkMode: v.optional(bool(), true),
  socialLinks: v.optional(arrayOf(socialLink), []),
  footer: v.optional(obj({ message: v.optional(str()), copyright: v.optional(str()) })),
  /** browser storage keys: '<prefix>-theme-appearance', '<prefix>-visited', '<prefix>.tabs.<group>' */
  storagePrefix: v.optional(
    strWhere('a non-empty string of letters, digits, _, . or -', (s) => STORAGE_PREFIX_RE.test(s)),
    'rp',
  ),
  brand: v.optional(brandSchema),
  /** a CSS file, relative to the config's folder, bundled after the theme's CSS */
  customCss: v.optional(strWhere('a path to a CSS file', (s) => s.trim() !== '')),
  ecosystem: v.optional(ecosystemSchema),
});

const lightDarkLogo = obj({ light: sourceUrl(), dark: sourceUrl() });

/** The site config's keys, in the order the resolved config (and the client's copy of it) has them. */
const siteFields = {
  base: v.optional(strChecked("a path starting and ending with '/' (e.g. '/docs/')", basePathProblem), '/'),
  /** absolute origin used for canonical, hreflang, sitemap: 'https://rstest.rs' */
  siteUrl: strWhere("an absolute origin such as 'https://example.com'", (s) => ORIGIN_RE.test(s)),
  title: strWhere('a non-empty string', (s) => s.trim() !== ''),
  description: v.optional(str(), ''),
  lang: v.optional(langTag(), 'en'),
  icon: v.optional(sourceUrl(), ''),
  logo: v.optional(
    choose<string | { light: string; dark: string }>(
      'string | { light: string; dark: string }',
      (value) => {
        if (typeof value === 'string') return sourceUrl();
        return isPlainObject(value) ? lightDarkLogo : undefined;
      },
      [lightDarkLogo],
    ),
    '',
  ),
  logoText: v.optional(str(), ''),
  route: v.optional(obj({ exclude: v.optional(arrayOf(str()), ['**/shared/**', '**/theme/**']) }), {}),
  multiVersion: v.optional(obj({ default: v.optional(str(), ''), versions: v.optional(arrayOf(str()), []) }), {}),
  search: v.optional(searchSchema, {}),
  markdown: v.optional(markdownSchema, {}),
  themeConfig: v.optional(themeConfigSchema, {}),
  /** tags added to the head of every page, before the page's own `head` */
  head: v.optional(arrayOf(siteHeadTag), []),
  /** emit a Content-Security-Policy meta tag in every page */
  cspMeta: v.optional(bool(), false),
  /** default: one locale, the site language's */
  locales: v.optional(arrayOf(localeSchema)),
};
export const SITE_CONFIG_SCHEMA = obj(siteFields);

const { title: _title, siteUrl: _siteUrl, locales: _locales, ...defaulted } = siteFields;
/** Every site-level default, as the schema fills them in for a config that sets nothing. */
export const DEFAULTS = v.parse(v.object(defaulted), {});

export type SiteConfig = v.InferOutput<typeof SITE_CONFIG_SCHEMA> & { locales: Locale[] };
export type Locale = v.InferOutput<typeof localeSchema>;
export type EditLink = NonNullable<Locale['editLink']>;
/** Every string of the search dialog; a locale's `searchText` sets some of them. */
export type SearchText = Required<NonNullable<Locale['searchText']>>;
export type SocialLink = SiteConfig['themeConfig']['socialLinks'][number];
export type SearchConfig = SiteConfig['search'];
export type MarkdownConfig = SiteConfig['markdown'];
export type RawHtmlConfig = NonNullable<MarkdownConfig['html']>;
export type ThemeConfig = SiteConfig['themeConfig'];
export type Ecosystem = NonNullable<ThemeConfig['ecosystem']>;
export type EcosystemItem = Ecosystem['items'][number];

/** A locale as written in site.config.ts: everything but `lang` has a default. */
export type UserLocale = { lang: Lang } & Partial<Omit<v.InferInput<typeof localeSchema>, 'lang' | 'overview' | 'containerText'>> & {
    overview?: Partial<Locale['overview']>;
    containerText?: Partial<Locale['containerText']>;
  };
/** The config as written in site.config.ts: `title` and `siteUrl` are required, the rest has defaults. */
export type UserConfig = Omit<v.InferInput<typeof SITE_CONFIG_SCHEMA>, 'locales'> & { locales?: UserLocale[] };

/** UI text a locale gets when the config does not set it. */
export type LocaleText = Pick<Locale, keyof typeof localeText>;
/** The locale keys whose value is an object of texts, merged key by key over the built-in ones. */
export const NESTED_TEXT_KEYS = ['overview', 'containerText'] as const;
