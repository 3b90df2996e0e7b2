/** The shape of a resolved SiteConfig, for the walker in config-schema.ts. Mirrors types.ts. */
import {
  arrayOf,
  bool,
  int,
  isPlainObject,
  obj,
  oneOf,
  optional,
  recordOf,
  str,
  union,
  urlString,
  type Schema,
} from './config-schema';

const BASE_RE = /^\/(?:.*\/)?$/;
const ORIGIN_RE = /^https?:\/\/[^/\s?#]+\/?$/;

const url = urlString;

/** A schema built on demand, for recursive shapes (nav items, sidebar groups). */
const lazy = (make: () => Schema): Schema => union('object', () => make());

function navItemSchema(): Schema {
  return obj({
    text: str(),
    link: optional(url()),
    activeMatch: optional(str()),
    position: optional(oneOf('left', 'right')),
    tag: optional(str()),
    items: optional(arrayOf(lazy(navItemSchema))),
    overview: optional(bool()),
  });
}

function sidebarItemSchema(): Schema {
  return union('a sidebar link, divider or section header object', (value) => {
    if (!isPlainObject(value)) return undefined;
    if ('dividerType' in value) return obj({ dividerType: oneOf('dashed', 'solid') });
    if ('sectionHeaderText' in value) return obj({ sectionHeaderText: str(), tag: optional(str()) });
    return obj({
      text: str(),
      link: optional(url()),
      tag: optional(str()),
      context: optional(str()),
      overviewHeaders: optional(arrayOf(int(1))),
      collapsible: optional(bool()),
      collapsed: optional(bool()),
      items: optional(arrayOf(lazy(sidebarItemSchema))),
    });
  });
}

const socialIconSchema = union("'github' | 'x' | 'discord' | { svg: string }", (value) => {
  if (typeof value === 'string') return oneOf('github', 'x', 'discord');
  return isPlainObject(value) ? obj({ svg: str() }) : undefined;
});

/** `content` is the link's URL in mode 'link' and the image's in mode 'img'. */
const socialLinkSchema = union('object', (value) => {
  const isUrl = isPlainObject(value) && (value.mode === 'link' || value.mode === 'img');
  return obj({
    icon: socialIconSchema,
    mode: oneOf('link', 'text', 'img', 'dom'),
    content: isUrl ? url() : str(),
    label: optional(str()),
  });
});

const localeSchema = obj({
  lang: oneOf('en', 'zh'),
  label: str(),
  title: str(),
  description: str(),
  langRoutePrefix: str(),
  editLink: optional(obj({ docRepoBaseUrl: url(), text: str() })),
  nav: arrayOf(navItemSchema()),
  sidebar: recordOf(arrayOf(sidebarItemSchema())),
  overview: obj({ titleText: str(), filterNameText: str(), filterPlaceholderText: str(), filterNoResultText: str() }),
  outlineTitle: str(),
  prevPageText: str(),
  nextPageText: str(),
  sourceCodeText: str(),
  searchPlaceholderText: str(),
  searchNoResultsText: str(),
  searchSuggestedQueryText: str(),
  lastUpdatedText: str(),
  titleSuffix: optional(str()),
  languagesText: str(),
  themeText: str(),
  versionsText: str(),
  navMenuText: str(),
  mainNavText: str(),
  skipToContentText: str(),
  switchToDarkText: str(),
  switchToLightText: str(),
  moreLinksText: str(),
  menuTitle: str(),
  sidebarText: str(),
  scrollToTopText: str(),
  copyMarkdownText: str(),
  copyMarkdownLinkText: str(),
  copiedText: str(),
  openText: str(),
  openInText: str(),
  notFoundText: str(),
  takeMeHomeText: str(),
});

const searchSchema = obj({
  provider: oneOf('local', 'algolia'),
  // appId, apiKey and indexName are checked against the provider in config.ts
  algolia: optional(
    obj({
      appId: optional(str()),
      apiKey: optional(str()),
      indexName: optional(str()),
      insights: optional(bool()),
      hosts: optional(
        arrayOf(
          obj({
            url: str(),
            protocol: optional(oneOf('http', 'https')),
            accept: optional(oneOf('read', 'write', 'readWrite')),
          }),
        ),
      ),
    }),
  ),
  maxResultsPerGroup: int(1),
});

const themeConfigSchema = obj({
  lastUpdated: bool(),
  hideNavbar: oneOf('never', 'always', 'scroll'),
  enableScrollToTop: bool(),
  localeRedirect: oneOf('auto', 'never'),
  search: bool(),
  darkMode: bool(),
  socialLinks: arrayOf(socialLinkSchema),
  footer: optional(obj({ message: optional(str()), copyright: optional(str()) })),
});

export const SITE_SCHEMA: Schema = obj({
  base: str({ expected: "a path starting and ending with '/' (e.g. '/docs/')", test: (v) => BASE_RE.test(v) }),
  siteUrl: str({ expected: "an absolute origin such as 'https://example.com'", test: (v) => ORIGIN_RE.test(v) }),
  title: str({ nonEmpty: true }),
  description: str(),
  lang: oneOf('en', 'zh'),
  icon: url(),
  logo: union('string | { light: string; dark: string }', (value) => {
    if (typeof value === 'string') return url();
    return isPlainObject(value) ? obj({ light: url(), dark: url() }) : undefined;
  }),
  logoText: str(),
  route: obj({ exclude: arrayOf(str()) }),
  locales: arrayOf(localeSchema),
  multiVersion: obj({ default: str(), versions: arrayOf(str()) }),
  search: searchSchema,
  markdown: obj({
    showLineNumbers: bool(),
    defaultWrapCode: bool(),
    deadLinks: oneOf('error', 'warn'),
    shikiThemes: obj({ light: str(), dark: str() }),
    compileTimeout: int(1),
  }),
  themeConfig: themeConfigSchema,
  cspMeta: bool(),
});
