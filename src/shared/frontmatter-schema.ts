/**
 * Front matter, written once: the keys a page may set in its YAML block, their types and checks.
 * The Frontmatter type is inferred from here.
 */
import * as v from 'valibot';
import {
  arrayOf,
  bool,
  choose,
  described,
  int,
  isPlainObject,
  linkUrl,
  num,
  obj,
  oneOf,
  formatPath,
  sourceUrl,
  str,
  validate,
  type SchemaProblem,
} from './schema-kit';

export const PAGE_TYPES = ['home', 'doc', '404', 'custom', 'blank'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * The schema of a head tag's attribute: `href` and `src` are loaded, never followed (a head holds no
 * link a reader clicks), so a data: favicon is fine and a script URL is not; the rest is text.
 */
function attributeValue(name: string) {
  const lower = name.toLowerCase();
  return lower === 'href' || lower === 'src' ? sourceUrl() : str();
}

const attributes = choose<Record<string, string>>('an object of string values', (value) => {
  if (!isPlainObject(value) || !Object.values(value).every((x) => typeof x === 'string')) return undefined;
  const entries = Object.fromEntries(Object.keys(value).map((name) => [name, attributeValue(name)]));
  return v.object(entries) as v.GenericSchema<unknown, Record<string, string>>;
});

export type HeadTag = [string, Record<string, string>] | [string, Record<string, string>, string];

/** A `[tag, attributes]` or `[tag, attributes, content]` entry of a `head` list (the site config's too). */
export const headTag = choose<HeadTag>('[tag, attributes] or [tag, attributes, content]', (value) => {
  const ok =
    Array.isArray(value) &&
    (value.length === 2 || value.length === 3) &&
    typeof value[0] === 'string' &&
    (value.length === 2 || typeof value[2] === 'string');
  if (!ok) return undefined;
  return value.length === 2 ? v.tuple([str(), attributes]) : v.tuple([str(), attributes, str()]);
});

const imageAlt = described(v.optional(str()), "The image's alternative text.");
const imageBySrc = obj({ src: described(sourceUrl(), 'The image: a file of the public folder or a URL.'), alt: imageAlt });
const imageByScheme = obj({
  light: described(sourceUrl(), 'The image in the light theme.'),
  dark: described(sourceUrl(), 'The image in the dark theme.'),
  alt: imageAlt,
});

/** An image: a URL, `{ src, alt }`, or one per colour scheme `{ light, dark, alt }` (VitePress writes all three). */
const themedImage = choose<string | { src: string; alt?: string } | { light: string; dark: string; alt?: string }>(
  'a URL, { src, alt } or { light, dark, alt }',
  (value) => {
    if (typeof value === 'string') return sourceUrl();
    if (!isPlainObject(value)) return undefined;
    return 'src' in value ? imageBySrc : imageByScheme;
  },
  [imageBySrc, imageByScheme],
);
const size = num('a size in pixels', (n) => n > 0);

/** A feature's icon: text (an emoji), or an image as `{ src }` or `{ light, dark }`, with an optional size. */
const iconSize = {
  alt: described(v.optional(str()), "The icon's alternative text."),
  width: described(v.optional(size), "The icon's width in pixels."),
  height: described(v.optional(size), "The icon's height in pixels."),
};
const iconBySrc = obj({ src: described(sourceUrl(), 'The icon image: a file of the public folder or a URL.'), ...iconSize });
const iconByScheme = obj({
  light: described(sourceUrl(), 'The icon in the light theme.'),
  dark: described(sourceUrl(), 'The icon in the dark theme.'),
  ...iconSize,
});
const featureIcon = choose<string | FeatureIconImage>(
  'a text (an emoji), { src } or { light, dark }',
  (value) => {
    if (typeof value === 'string') return str();
    if (!isPlainObject(value)) return undefined;
    return 'src' in value ? iconBySrc : iconByScheme;
  },
  [iconBySrc, iconByScheme],
);
type FeatureIconImage = v.InferOutput<typeof iconBySrc> | v.InferOutput<typeof iconByScheme>;

const heroSchema = obj({
  name: described(v.optional(str()), "The hero's heading (the page's h1)."),
  text: described(v.optional(str()), 'A line under the name.'),
  tagline: described(v.optional(str()), 'A smaller line under the text.'),
  image: described(v.optional(themedImage), 'An image beside the text: a URL, `{ src, alt }`, or one per theme.'),
  actions: described(
    v.optional(
      arrayOf(
        obj({
          text: described(str(), "The button's text."),
          link: described(linkUrl(), 'Where the button leads.'),
          theme: described(v.optional(oneOf('brand', 'alt')), "'brand' is filled with the brand colour, 'alt' is quieter."),
        }),
      ),
    ),
    'Buttons under the tagline.',
  ),
  showStars: described(v.optional(bool()), 'Draws a field of stars behind the hero.'),
});

const featureSchema = obj({
  icon: described(v.optional(featureIcon), 'A text (an emoji) or an image: `{ src }` or `{ light, dark }`, with `alt`, `width`, `height`.'),
  title: described(str(), "The card's title."),
  details: described(v.optional(str()), "The card's text."),
  link: described(v.optional(linkUrl()), 'Makes the whole card a link.'),
  linkText: described(v.optional(str()), 'Shown at the bottom of a linked card.'),
});

/** A heading level of the outline, 1 to 6. */
const level = int('a heading depth 1 to 6', (n) => n >= 1 && n <= 6);

/** `false` hides the outline, `true` shows the default levels; a level, `[min, max]` or 'deep' (2 to 6) choose them. */
const outlineSchema = choose<boolean | number | [number, number] | 'deep'>(
  "a boolean, a heading depth 1 to 6, [min, max] or 'deep'",
  (value) => {
    if (typeof value === 'boolean') return bool();
    if (typeof value === 'number') return level;
    if (value === 'deep') return oneOf('deep');
    if (Array.isArray(value)) return v.tuple([level, level]);
    return undefined;
  },
);

/** A neighbour link (VitePress `prev` / `next`): its text, `{ text, link }`, or `false` for none. */
const pagerLink = choose<false | string | { text?: string; link?: string }>('false, a link text or { text, link }', (value) => {
  if (value === false) return v.literal(false);
  if (typeof value === 'string') return str();
  if (isPlainObject(value)) return obj({ text: v.optional(str()), link: v.optional(linkUrl()) });
  return undefined;
});

/** `null` (none), else `then`'s value: Docusaurus hides a link with null. */
const orNull = <T>(expected: string, then: () => v.GenericSchema<unknown, T>) =>
  choose<T | null>(`${expected} or null`, (value) => (value === null ? v.null() : typeof value === 'string' ? then() : undefined));

/**
 * Keys other generators write, accepted so that their pages build as they are. The sidebar ones
 * (`sidebar_label`, `sidebar_position`, `slug`, `draft`) place the page in the routes and sidebars.
 */
const foreignKeys = {
  // Docusaurus
  id: described(v.optional(str()), "Docusaurus's page id: accepted so that it does not warn; it does nothing."),
  hide_title: described(v.optional(bool()), 'Docusaurus: `true` shows no heading from `title` on a page without an h1.'),
  hide_table_of_contents: described(v.optional(bool()), 'Docusaurus: `true` hides the outline.'),
  keywords: described(v.optional(arrayOf(str())), 'Docusaurus: the `<meta name="keywords">` of the page.'),
  image: described(
    v.optional(sourceUrl()),
    "Docusaurus: the page's `og:image` and `twitter:image`; a path is a file of the public folder, a full URL is kept.",
  ),
  pagination_prev: described(
    v.optional(orNull('a page path', linkUrl)),
    "Docusaurus: `null` hides the previous-page link; a page path (from the language's root, or `./x`) sets it.",
  ),
  pagination_next: described(
    v.optional(orNull('a page path', linkUrl)),
    "Docusaurus: `null` hides the next-page link; a page path (from the language's root, or `./x`) sets it.",
  ),
  custom_edit_url: described(
    v.optional(orNull('a URL', linkUrl)),
    "Docusaurus: the edit link's URL in place of `editLink`'s; `null` hides the edit link.",
  ),
  sidebar_label: described(
    v.optional(str()),
    "Docusaurus: the page's text in sidebars (autogenerated groups and links written without `text`).",
  ),
  sidebar_position: described(
    v.optional(num('a number', Number.isFinite)),
    "Docusaurus: the page's place in an autogenerated sidebar group, lower first; pages without one follow, by file name.",
  ),
  slug: described(
    v.optional(str()),
    "Docusaurus: the page's route instead of its file's, from the language's root (`/install`) or, without a leading `/`, from the page's folder.",
  ),
  draft: described(
    v.optional(bool()),
    'Docusaurus: `true` shows the page in `quire dev` with a notice and leaves it out of a build (routes, sidebars, search, sitemap).',
  ),
  // VitePress
  layout: described(
    v.optional(oneOf('home', 'doc', 'page')),
    "VitePress: 'home' is `pageType: home`, 'doc' a doc page, 'page' a doc page without sidebar and outline.",
  ),
  prev: described(
    v.optional(pagerLink),
    'VitePress: `false` hides the previous-page link; a string is its text; `{ text, link }` sets either.',
  ),
  next: described(
    v.optional(pagerLink),
    'VitePress: `false` hides the next-page link; a string is its text; `{ text, link }` sets either.',
  ),
  editLink: described(v.optional(bool()), 'VitePress: `false` hides the edit link.'),
  lastUpdated: described(v.optional(bool()), 'VitePress: `false` hides the last-updated line.'),
};

export const FRONTMATTER_SCHEMA = obj({
  title: described(v.optional(str()), "The page title; the first h1 by default, and the page's heading when it has no h1."),
  titleSuffix: described(
    v.optional(str()),
    'Replaces the site title after the page title in `<title>` (a suffix starting with `-` or `|` is joined with one space).',
  ),
  description: described(v.optional(str()), "The meta description; the page's first paragraph with text by default."),
  head: described(
    v.optional(arrayOf(headTag)),
    "Extra head tags, `[tag, attributes]` or `[tag, attributes, content]`: `[['meta', { name: 'keywords', content: 'test' }]]`.",
  ),
  overview: described(
    v.optional(bool()),
    "Makes the page an overview of its section: a filter, and the section's pages with their headings.",
  ),
  overviewHeaders: described(
    v.optional(arrayOf(level)),
    'The heading depths this page contributes to an overview page; `[2]` by default, `[]` for none.',
  ),
  pageType: described(v.optional(oneOf(...PAGE_TYPES)), "The page's layout; 'doc' by default."),
  hero: described(v.optional(heroSchema), "The home page's hero: its name, text, image and buttons."),
  features: described(v.optional(arrayOf(featureSchema)), "The home page's feature cards."),
  outline: described(
    v.optional(outlineSchema),
    "The heading depths the outline lists (a depth, `[min, max]`, or 'deep' for 2 to 6; h2 to h4 by default); `false` hides it.",
  ),
  navbar: described(v.optional(bool()), '`false` hides the navbar on this page.'),
  sidebar: described(v.optional(bool()), '`false` hides the sidebar on this page.'),
  footer: described(v.optional(bool()), '`false` hides the footers on this page: the doc footer (pager, edit link) and the site footer.'),
  ...foreignKeys,
});

export type Frontmatter = v.InferOutput<typeof FRONTMATTER_SCHEMA>;
export type Hero = v.InferOutput<typeof heroSchema>;
export type HeroAction = NonNullable<Hero['actions']>[number];
export type Feature = v.InferOutput<typeof featureSchema>;
export type FeatureIcon = NonNullable<Feature['icon']>;
export type HeroImage = NonNullable<Hero['image']>;
export type OutlineSetting = NonNullable<Frontmatter['outline']>;

/**
 * Check parsed YAML against the front matter schema. Keys with a problem are left out of `value`,
 * so the page still builds with defaults while the problems fail the build. An unknown key (one
 * another generator reads, or a typo) is only a warning: it is ignored and the page builds as it is.
 */
export function validateFrontmatter(data: Record<string, unknown>): {
  value: Frontmatter;
  problems: SchemaProblem[];
  warnings: SchemaProblem[];
} {
  const { problems: all } = validate(FRONTMATTER_SCHEMA, data, '(front matter)');
  const problems = all.filter((problem) => !problem.unknownKey);
  const warnings = all.filter((problem) => problem.unknownKey).map(unknownKeyWarning);
  const invalidKeys = new Set(problems.map((problem) => problem.path[0]));
  const unknownKeys = new Set(warnings.filter((warning) => warning.path.length === 1).map((warning) => warning.path[0]));
  const value = Object.fromEntries(Object.entries(data).filter(([key]) => !invalidKeys.has(key) && !unknownKeys.has(key)));
  return { value: value as Frontmatter, problems, warnings };
}

/** `titel: unknown key, ignored (did you mean 'title'?)`: the accepted keys are listed in the front matter reference, too many for one line. */
function unknownKeyWarning(problem: SchemaProblem): SchemaProblem {
  const suggestion = problem.unknownKey?.suggestion;
  const hint = suggestion ? ` (did you mean '${suggestion}'?)` : '';
  return { ...problem, message: `${formatPath(problem.path)}: unknown key, ignored${hint}` };
}
