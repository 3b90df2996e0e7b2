/**
 * The site config's theme options beyond switches: the ecosystem menu and section, the brand
 * colours and the site-wide head tags. Part of SITE_CONFIG_SCHEMA (config-schema.ts).
 */
import * as v from 'valibot';
import { headTag, type HeadTag } from './frontmatter-schema';
import {
  arrayOf,
  bool,
  choose,
  described,
  isPlainObject,
  linkUrl,
  num,
  obj,
  recordOf,
  showValue,
  sourceUrl,
  str,
  strWhere,
} from './schema-kit';

/** A text in one language for all, or one per language: `{ en: 'Bundler', zh: '打包工具' }`. */
export type Localized = string | Record<string, string>;

export const localized = choose<Localized>('a string or { <lang>: string }', (value) => {
  if (typeof value === 'string') return str();
  return isPlainObject(value) ? recordOf(str()) : undefined;
});

const ecosystemItem = obj({
  name: described(str(), "The product's name."),
  link: described(linkUrl(), "The product's site."),
  logo: described(sourceUrl(), "The product's logo: a file of the public folder or a URL."),
  logoScale: described(
    v.optional(num('a number between 0 and 2', (n) => n > 0 && n <= 2)),
    'Draws the logo scaled by this factor, for a logo with less margin than the others.',
  ),
  description: described(v.optional(localized), "The product's card text in the home page section."),
  role: described(v.optional(localized), 'The short label under the name in the menu.'),
  landing: described(v.optional(bool(), true), '`false` shows the product in the menu only.'),
});

/** The product family: a grid-button menu before the site title, and a section on the home page. */
export const ecosystemSchema = obj({
  title: described(str(), "The family's name: the home page section's heading and the menu's header."),
  label: described(v.optional(localized), "The menu button's accessible name; `title` by default."),
  tagline: described(v.optional(localized), 'A line under the title in the home page section.'),
  link: described(v.optional(linkUrl()), "Where the menu's header links."),
  logo: described(v.optional(sourceUrl()), "The logo in the menu's header."),
  menu: described(v.optional(bool(), true), '`false` drops the menu.'),
  landing: described(v.optional(bool(), true), '`false` keeps the section off the home page.'),
  items: described(arrayOf(ecosystemItem), 'The products.'),
});

const HEX_COLOR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hexColor = strWhere("a hex colour such as '#bf4000'", (s) => HEX_COLOR_RE.test(s));

/** `--rp-c-brand` of the light and the dark theme; the other brand shades derive from it. */
export const brandSchema = obj({
  light: described(v.optional(hexColor), "`--rp-c-brand` in the light theme ('#2563eb'); the build warns below 4.5:1 contrast."),
  dark: described(v.optional(hexColor), '`--rp-c-brand` in the dark theme; the build warns below 4.5:1 contrast.'),
});

/** Tags the site's `head` may hold. */
const SITE_HEAD_TAGS = ['meta', 'link', 'script', 'style', 'noscript'];
const SITE_PATH_RE = /^\/(?!\/)/;

/**
 * What the Content-Security-Policy would block without a word, as a message; undefined when the
 * attribute is fine. Inline scripts and styles are fine: the build allows each by its hash.
 */
function cspProblem(tag: string, attrs: Record<string, string>, name: string): string | undefined {
  const value = attrs[name];
  if (/^on/i.test(name))
    return "event handler attributes are blocked by the Content-Security-Policy: put the code in a ['script', {}, code] tag";
  if (tag === 'script' && name.toLowerCase() === 'src' && !SITE_PATH_RE.test(value) && !/^https:\/\//i.test(value)) {
    return `the Content-Security-Policy allows scripts from the site ('/…') and https URLs only, got ${showValue(value)}`;
  }
  const stylesheet = tag === 'link' && /\bstylesheet\b/i.test(attrs.rel ?? '');
  if (stylesheet && name.toLowerCase() === 'href' && !SITE_PATH_RE.test(value)) {
    return `the Content-Security-Policy allows stylesheets from the site only: put the file in public/ and link '/…', or use themeConfig.customCss, got ${showValue(value)}`;
  }
  return undefined;
}

/** A site-wide head tag: a head tag of a kind the page head may hold, that the policy lets run. */
export const siteHeadTag = v.pipe(
  headTag,
  v.rawCheck(({ dataset, addIssue }) => {
    // one problem per value: a script URL is reported as such already
    if (!dataset.typed || dataset.issues) return;
    const [tag, attrs] = dataset.value as HeadTag;
    const issue = (message: string, index: 0 | 1, attribute?: string) => {
      const tagItem = { type: 'array', origin: 'value', input: dataset.value, key: index, value: dataset.value[index] } as const;
      const attrItem = { type: 'object', origin: 'value', input: attrs, key: attribute ?? '', value: attrs[attribute ?? ''] } as const;
      addIssue({ message, path: attribute === undefined ? [tagItem] : [tagItem, attrItem] });
    };
    if (!SITE_HEAD_TAGS.includes(tag)) {
      issue(`expected ${SITE_HEAD_TAGS.map((name) => `'${name}'`).join(' | ')}, got ${showValue(tag)}`, 0);
      return;
    }
    for (const name of Object.keys(attrs)) {
      const problem = cspProblem(tag, attrs, name);
      if (problem) issue(problem, 1, name);
    }
  }),
);
