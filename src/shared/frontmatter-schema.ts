/**
 * Front matter, written once: the keys a page may set in its YAML block, their types and checks.
 * The Frontmatter type is inferred from here.
 */
import * as v from 'valibot';
import { arrayOf, bool, choose, int, isPlainObject, linkUrl, obj, oneOf, sourceUrl, str, validate, type SchemaProblem } from './schema-kit';

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

const heroSchema = obj({
  name: v.optional(str()),
  text: v.optional(str()),
  tagline: v.optional(str()),
  image: v.optional(obj({ src: sourceUrl(), alt: v.optional(str()) })),
  actions: v.optional(arrayOf(obj({ text: str(), link: linkUrl(), theme: v.optional(oneOf('brand', 'alt')) }))),
  showStars: v.optional(bool()),
});

const featureSchema = obj({ icon: v.optional(str()), title: str(), details: str(), link: v.optional(linkUrl()) });

export const FRONTMATTER_SCHEMA = obj({
  title: v.optional(str()),
  titleSuffix: v.optional(str()),
  description: v.optional(str()),
  head: v.optional(arrayOf(headTag)),
  overview: v.optional(bool()),
  overviewHeaders: v.optional(arrayOf(int('a heading depth 1 to 6', (n) => n >= 1 && n <= 6))),
  pageType: v.optional(oneOf(...PAGE_TYPES)),
  hero: v.optional(heroSchema),
  features: v.optional(arrayOf(featureSchema)),
  outline: v.optional(bool()),
  navbar: v.optional(bool()),
  sidebar: v.optional(bool()),
  footer: v.optional(bool()),
});

export type Frontmatter = v.InferOutput<typeof FRONTMATTER_SCHEMA>;
export type Hero = v.InferOutput<typeof heroSchema>;
export type HeroAction = NonNullable<Hero['actions']>[number];
export type Feature = v.InferOutput<typeof featureSchema>;

/**
 * Check parsed YAML against the front matter schema. Keys with a problem are left out of `value`,
 * so the page still builds with defaults while the problems fail the build.
 */
export function validateFrontmatter(data: Record<string, unknown>): { value: Frontmatter; problems: SchemaProblem[] } {
  const { problems } = validate(FRONTMATTER_SCHEMA, data, '(front matter)');
  const invalidKeys = new Set(problems.map((problem) => problem.path[0]));
  const value = Object.fromEntries(Object.entries(data).filter(([key]) => !invalidKeys.has(key)));
  return { value: value as Frontmatter, problems };
}
