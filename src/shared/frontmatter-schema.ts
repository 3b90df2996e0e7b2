/**
 * Front matter, written once: the keys a page may set in its YAML block, their types and checks.
 * The Frontmatter type is inferred from here.
 */
import * as v from 'valibot';
import {
  arrayOf,
  bool,
  choose,
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

/** An image: a URL, `{ src, alt }`, or one per colour scheme `{ light, dark, alt }` (VitePress writes all three). */
const themedImage = choose<string | { src: string; alt?: string } | { light: string; dark: string; alt?: string }>(
  'a URL, { src, alt } or { light, dark, alt }',
  (value) => {
    if (typeof value === 'string') return sourceUrl();
    if (!isPlainObject(value)) return undefined;
    return 'src' in value ? imageBySrc : imageByScheme;
  },
);
const imageBySrc = obj({ src: sourceUrl(), alt: v.optional(str()) });
const imageByScheme = obj({ light: sourceUrl(), dark: sourceUrl(), alt: v.optional(str()) });

const size = num('a size in pixels', (n) => n > 0);

/** A feature's icon: text (an emoji), or an image as `{ src }` or `{ light, dark }`, with an optional size. */
const featureIcon = choose<string | FeatureIconImage>('a text (an emoji), { src } or { light, dark }', (value) => {
  if (typeof value === 'string') return str();
  if (!isPlainObject(value)) return undefined;
  return 'src' in value ? iconBySrc : iconByScheme;
});
const iconSize = { alt: v.optional(str()), width: v.optional(size), height: v.optional(size) };
const iconBySrc = obj({ src: sourceUrl(), ...iconSize });
const iconByScheme = obj({ light: sourceUrl(), dark: sourceUrl(), ...iconSize });
type FeatureIconImage = v.InferOutput<typeof iconBySrc> | v.InferOutput<typeof iconByScheme>;

const heroSchema = obj({
  name: v.optional(str()),
  text: v.optional(str()),
  tagline: v.optional(str()),
  image: v.optional(themedImage),
  actions: v.optional(arrayOf(obj({ text: str(), link: linkUrl(), theme: v.optional(oneOf('brand', 'alt')) }))),
  showStars: v.optional(bool()),
});

const featureSchema = obj({
  icon: v.optional(featureIcon),
  title: str(),
  details: v.optional(str()),
  link: v.optional(linkUrl()),
  linkText: v.optional(str()),
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
  id: v.optional(str()),
  hide_title: v.optional(bool()),
  hide_table_of_contents: v.optional(bool()),
  keywords: v.optional(arrayOf(str())),
  image: v.optional(sourceUrl()),
  pagination_prev: v.optional(orNull('a page path', linkUrl)),
  pagination_next: v.optional(orNull('a page path', linkUrl)),
  custom_edit_url: v.optional(orNull('a URL', linkUrl)),
  sidebar_label: v.optional(str()),
  sidebar_position: v.optional(num('a number', Number.isFinite)),
  slug: v.optional(str()),
  draft: v.optional(bool()),
  // VitePress
  layout: v.optional(oneOf('home', 'doc', 'page')),
  prev: v.optional(pagerLink),
  next: v.optional(pagerLink),
  editLink: v.optional(bool()),
  lastUpdated: v.optional(bool()),
};

export const FRONTMATTER_SCHEMA = obj({
  title: v.optional(str()),
  titleSuffix: v.optional(str()),
  description: v.optional(str()),
  head: v.optional(arrayOf(headTag)),
  overview: v.optional(bool()),
  overviewHeaders: v.optional(arrayOf(level)),
  pageType: v.optional(oneOf(...PAGE_TYPES)),
  hero: v.optional(heroSchema),
  features: v.optional(arrayOf(featureSchema)),
  outline: v.optional(outlineSchema),
  navbar: v.optional(bool()),
  sidebar: v.optional(bool()),
  footer: v.optional(bool()),
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

/** `titel: unknown key, ignored (did you mean 'title'?)`: the accepted keys are listed in the README, too many for one line. */
function unknownKeyWarning(problem: SchemaProblem): SchemaProblem {
  const suggestion = problem.unknownKey?.suggestion;
  const hint = suggestion ? ` (did you mean '${suggestion}'?)` : '';
  return { ...problem, message: `${formatPath(problem.path)}: unknown key, ignored${hint}` };
}
