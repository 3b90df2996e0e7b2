/**
 * The site config (content/site.config.ts), written once: its shape, its defaults and its checks.
 * Types are inferred from here; the UI text a locale gets depends on its language, so its built-in
 * values live in locale-text.ts and are filled in by resolveConfig.
 */
import * as v from 'valibot';
import { isAllowableAttribute, isAllowableElement, isHostName, isThemeElement } from './html-allow';
import { isLangTag, type Lang } from './lang';
import { basePathProblem } from './routes';
import { DEFAULT_SHIKI_THEMES } from './shiki-themes';
import {
  arrayOf,
  bool,
  choose,
  described,
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
import { localeText, searchTextFields } from './locale-text-schema';
import { navItem, sidebarItem } from './navigation-schema';
import { brandSchema, ecosystemSchema, siteHeadTag } from './theme-options-schema';

export { isLangTag, type Lang };
export { SEARCH_TEXT_KEYS } from './locale-text-schema';
export type {
  NavItem,
  Sidebar,
  SidebarAutogenerate,
  SidebarDivider,
  SidebarItem,
  SidebarLink,
  SidebarSectionHeader,
  UserSidebarItem,
} from './navigation-schema';

const STORAGE_PREFIX_RE = /^[\w.-]+$/;
const ORIGIN_RE = /^https?:\/\/[^/\s?#]+\/?$/;

const langTag = () => strWhere("a language tag such as 'en', 'zh' or 'pt-BR'", isLangTag);

const svgIcon = obj({ svg: described(str(), 'The markup of an SVG icon, for a service without a built-in one.') });
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
    icon: described(socialIcon, "The link's icon: a built-in one or your own SVG."),
    mode: described(
      oneOf('link', 'text', 'img', 'dom'),
      "'link' opens `content` in a new tab; 'text', 'img' and 'dom' show it (text, an image, HTML) in a panel on hover or focus.",
    ),
    content: described(content, "The link's URL in mode 'link', the image's URL in mode 'img', else the text or HTML shown."),
    label: described(v.optional(str()), 'The accessible name; the service name by default.'),
  });
const contentOfMode = (mode: unknown) => (mode === 'link' ? linkUrl() : mode === 'img' ? sourceUrl() : str());
const socialLink = choose<v.InferOutput<ReturnType<typeof socialLinkFields>>>(
  'object',
  (value) => socialLinkFields(contentOfMode(isPlainObject(value) ? value.mode : undefined)),
  [socialLinkFields(str())],
);

const { label, ...uiText } = localeText;
const localeSchema = obj({
  lang: described(
    langTag(),
    "The locale's language: its pages are in the folder of that name, under `/<lang>/` unless it is the site language.",
  ),
  label,
  title: described(str(), "The site title in this language; the site's `title` by default."),
  description: described(str(), "The site description in this language; the site's `description` by default."),
  langRoutePrefix: described(
    str(),
    "The URL prefix of the language: '' for the site language, '/<lang>' for the others (the only accepted values).",
  ),
  nav: described(v.optional(arrayOf(navItem), []), 'The navbar items.'),
  sidebar: described(
    v.optional(recordOf(arrayOf(sidebarItem)), {}),
    "The sidebars, keyed by the path prefix they show under ('/guide/'): the longest matching key wins.",
  ),
  versions: described(
    v.optional(
      recordOf(
        obj({
          nav: described(v.optional(arrayOf(navItem)), "This version's navbar items, in place of the locale's."),
          sidebar: described(v.optional(recordOf(arrayOf(sidebarItem))), "This version's sidebars, in place of the locale's."),
        }),
      ),
    ),
    "Per version name, that version's nav and sidebar where they differ from the locale's own, written without the version's prefix.",
  ),
  ...uiText,
  editLink: described(
    v.optional(
      obj({
        docRepoBaseUrl: described(linkUrl(), "The URL that the page file's path in the content folder ('en/guide/a.md') is appended to."),
        text: described(str(), "The edit link's text."),
      }),
    ),
    'A link at the foot of each page to edit its source file.',
  ),
  titleSuffix: described(v.optional(str()), 'Replaces the site title after a page title in `<title>`.'),
  searchText: described(
    v.optional(obj(searchTextFields)),
    "The search dialog's texts, over the built-in ones of the locale's language; set only those you change.",
  ),
});

const searchSchema = obj({
  provider: described(
    v.optional(oneOf('local', 'algolia'), 'local'),
    "'local' searches an index the build writes, in the browser; 'algolia' queries your Algolia index.",
  ),
  maxResultsPerGroup: described(
    v.optional(
      int('an integer >= 1', (n) => n >= 1),
      20,
    ),
    'The most results the dialog lists under one section heading.',
  ),
  synonyms: described(
    v.optional(recordOf(arrayOf(arrayOf(str()))) as unknown as v.GenericSchema<Record<string, string[][]>>),
    "Per language, groups of words a reader may use for one another (`{ zh: [['模拟', '替换']] }`), for the local search.",
  ),
  // appId, apiKey and indexName are checked against the provider in config.ts
  algolia: described(
    v.optional(
      obj({
        appId: described(v.optional(str(), ''), "Your Algolia application's id; required with the 'algolia' provider."),
        apiKey: described(v.optional(str(), ''), "A search-only API key; required with the 'algolia' provider."),
        indexName: described(v.optional(str(), ''), "The index to query; required with the 'algolia' provider."),
        insights: described(
          v.optional(bool()),
          "Asks Algolia for click analytics and sends its 'Item Selected' event when a reader opens a result.",
        ),
        hosts: described(
          v.optional(
            arrayOf(
              obj({
                url: described(str(), 'The host name.'),
                protocol: described(v.optional(oneOf('http', 'https')), 'The protocol to reach it with.'),
                accept: described(v.optional(oneOf('read', 'write', 'readWrite')), 'What the host is used for.'),
              }),
            ),
          ),
          "Hosts that replace Algolia's own, for tests against a local server.",
        ),
      }),
    ),
    "The Algolia index the 'algolia' provider queries.",
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
  allowElements: described(v.optional(arrayOf(allowableElement)), 'Tag names raw HTML may use beyond the built-in allow-list.'),
  allowAttributes: described(
    v.optional(
      recordOf(
        arrayOf(
          strWhere('a lowercase attribute name that carries no code or HTML (not on*, srcdoc, action, html ...)', isAllowableAttribute),
        ),
        strRefusing('a tag name or *', themeElementRefusal),
      ),
    ),
    "Attribute names raw HTML may use beyond the built-in ones, per tag name, or '*' for every allowed element.",
  ),
  iframeHosts: described(
    v.optional(arrayOf(strWhere("a host name such as 'www.youtube-nocookie.com' (no scheme, port or path)", isHostName))),
    "Host names whose https pages an `<iframe>` may show; they join the Content-Security-Policy's `frame-src`.",
  ),
});

const deadLinkPattern = choose<string | RegExp>('a path prefix or glob (string) or a RegExp', (value) => {
  if (typeof value === 'string') return strWhere('a non-empty path prefix or glob', (s) => s.trim() !== '');
  return value instanceof RegExp ? v.instance(RegExp) : undefined;
});

const markdownSchema = obj({
  showLineNumbers: described(v.optional(bool(), false), 'Numbers the lines of every code block.'),
  defaultWrapCode: described(v.optional(bool(), false), 'Wraps the long lines of code blocks until the reader turns it off.'),
  deadLinks: described(
    v.optional(oneOf('error', 'warn'), 'error'),
    "What a dead internal link or anchor does: 'error' fails the build, 'warn' prints it and goes on.",
  ),
  ignoreDeadLinks: described(
    v.optional(arrayOf(deadLinkPattern), []),
    'Links never reported dead: a string is a path prefix or a glob, a RegExp is tested on the link as written and on its target.',
  ),
  headingIds: described(
    v.optional(oneOf('github', 'vitepress'), 'github'),
    "How heading ids are made from their text: GitHub's way or VitePress's; a link written with the other style's id is still found.",
  ),
  shikiThemes: described(
    v.optional(
      obj({
        light: described(v.optional(str(), DEFAULT_SHIKI_THEMES.light), 'The Shiki theme of code blocks in the light theme.'),
        dark: described(v.optional(str(), DEFAULT_SHIKI_THEMES.dark), 'The Shiki theme of code blocks in the dark theme.'),
      }),
      {},
    ),
    'The Shiki themes that colour code; the defaults keep every token at WCAG AA contrast on the code block background.',
  ),
  compileTimeout: described(
    v.optional(
      int('an integer >= 1', (n) => n >= 1),
      10_000,
    ),
    'Milliseconds one page may take to compile (front matter, Markdown, transforms) before it fails the build.',
  ),
  remarkPlugins: described(
    v.optional(arrayOf(pluginEntry), []),
    'Unified plugins on the Markdown tree, each a function or `[plugin, options]`: after the built-in directives, before links are rewritten and checked.',
  ),
  rehypePlugins: described(
    v.optional(arrayOf(pluginEntry), []),
    'Unified plugins on the HTML tree, each a function or `[plugin, options]`: after the raw HTML allow-list, before heading ids, the outline, images and code highlighting.',
  ),
  html: described(v.optional(rawHtmlSchema), 'What raw HTML in pages may hold beyond the built-in allow-list.'),
  components: described(
    v.optional(strWhere('a path to a module of React components', (s) => s.trim() !== '')),
    "A module of React components, relative to the config's folder (`'./components.tsx'`): each named export is a directive of that name.",
  ),
});

const themeConfigSchema = obj({
  lastUpdated: described(v.optional(bool(), false), 'Shows at the foot of each page when its file was last changed (from git).'),
  hideNavbar: described(
    v.optional(oneOf('never', 'always', 'scroll'), 'never'),
    "'always' hides the navbar, 'scroll' hides it while the reader scrolls down.",
  ),
  enableScrollToTop: described(v.optional(bool(), true), 'Shows a back-to-top button on doc pages.'),
  localeRedirect: described(
    v.optional(oneOf('auto', 'never'), 'auto'),
    "'auto' sends a first-time reader to the language of their browser, once; 'never' does not.",
  ),
  search: described(v.optional(bool(), true), 'Shows the search button.'),
  darkMode: described(v.optional(bool(), true), 'Offers the dark theme and its toggle.'),
  socialLinks: described(v.optional(arrayOf(socialLink), []), 'Icons in the navbar linking your project elsewhere.'),
  footer: described(
    v.optional(
      obj({
        message: described(v.optional(str()), "The footer's first line."),
        copyright: described(v.optional(str()), "The footer's copyright line."),
      }),
    ),
    'A footer under every page but blank and custom ones; none when both lines are empty.',
  ),
  storagePrefix: described(
    v.optional(
      strWhere('a non-empty string of letters, digits, _, . or -', (s) => STORAGE_PREFIX_RE.test(s)),
      'rp',
    ),
    "Starts the browser storage keys ('<prefix>-theme-appearance', '<prefix>-visited', '<prefix>.tabs.<group>'); changing it forgets readers' choices once.",
  ),
  brand: described(v.optional(brandSchema), 'The brand colour of each theme; the other brand shades derive from it.'),
  customCss: described(
    v.optional(strWhere('a path to a CSS file', (s) => s.trim() !== '')),
    "A CSS file, relative to the config's folder (`'./theme.css'`), bundled after the theme's CSS.",
  ),
  ecosystem: described(
    v.optional(ecosystemSchema),
    'A product family: a grid-button menu before the site title and a section of the home page; off unless set.',
  ),
});

const lightDarkLogo = obj({
  light: described(sourceUrl(), 'The logo in the light theme.'),
  dark: described(sourceUrl(), 'The logo in the dark theme.'),
});

/** The site config's keys, in the order the resolved config (and the client's copy of it) has them. */
const siteFields = {
  base: described(
    v.optional(strChecked("a path starting and ending with '/' (e.g. '/docs/')", basePathProblem), '/'),
    "The path the site is served under ('/docs/'): one `/` at each end, no host, scheme, `.` or `..` segment, query or hash; `--base` follows the same rule.",
  ),
  siteUrl: described(
    strWhere("an absolute origin such as 'https://example.com'", (s) => ORIGIN_RE.test(s)),
    "The site's absolute origin (`'https://rstest.rs'`), for canonical, hreflang, sitemap and Open Graph URLs.",
  ),
  title: described(
    strWhere('a non-empty string', (s) => s.trim() !== ''),
    "The site title: after each page title in `<title>`, and the navbar's text when there is no `logoText`.",
  ),
  description: described(v.optional(str(), ''), "The site's description: the meta description of pages that have none of their own."),
  lang: described(
    v.optional(langTag(), 'en'),
    "The site language, whose pages have no URL prefix: a language tag ('en', 'de', 'pt-BR'); the first locale's when not set.",
  ),
  icon: described(v.optional(sourceUrl(), ''), "The favicon: a file of the public folder ('/favicon.svg') or a URL."),
  logo: described(
    v.optional(
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
    'The navbar logo: one image, or one per theme.',
  ),
  logoText: described(v.optional(str(), ''), 'The text next to the navbar logo.'),
  route: described(
    v.optional(
      obj({
        exclude: described(
          v.optional(arrayOf(str()), ['**/shared/**', '**/theme/**']),
          "Globs of Markdown files that are not pages, relative to the content folder or to a language's folder.",
        ),
      }),
      {},
    ),
    'Which files are pages.',
  ),
  multiVersion: described(
    v.optional(
      obj({
        default: described(v.optional(str(), ''), 'The version of pages whose URL has no version segment; one of `versions`.'),
        versions: described(
          v.optional(arrayOf(str()), []),
          "The versions the navbar's version picker offers ('/<version>/…' URLs); it shows with two or more.",
        ),
      }),
      {},
    ),
    'The version picker.',
  ),
  search: described(v.optional(searchSchema, {}), 'The search dialog: where results come from and how many it shows.'),
  markdown: described(
    v.optional(markdownSchema, {}),
    'How pages are compiled: code blocks, links, heading ids, plugins, raw HTML and components.',
  ),
  themeConfig: described(v.optional(themeConfigSchema, {}), "The theme's switches and options."),
  head: described(
    v.optional(arrayOf(siteHeadTag), []),
    "`[tag, attributes, content?]` tags (meta, link, script, style, noscript) added to every page's head, before the page's own.",
  ),
  cspMeta: described(
    v.optional(bool(), false),
    'Also puts the Content-Security-Policy in a `<meta http-equiv>` of every page, for hosts that cannot send headers.',
  ),
  locales: described(
    v.optional(arrayOf(localeSchema)),
    'One entry per language, with its navbar, sidebars and UI text; one for the site language when not set.',
  ),
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
