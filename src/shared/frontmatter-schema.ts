/** The shape of front matter, for the one schema walker (config-schema.ts) the site config uses too. */
import { arrayOf, bool, int, obj, oneOf, optional, recordOf, str, tuple, urlString, type Schema } from './config-schema';
import type { Frontmatter } from './types';

/** Head tag attributes that hold a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

const headTag = tuple(
  '[tag, attributes] or [tag, attributes, content]',
  str(),
  recordOf(str(), (name) => (URL_ATTRIBUTES.has(name.toLowerCase()) ? urlString() : undefined)),
  optional(str()),
);

const hero = obj({
  name: optional(str()),
  text: optional(str()),
  tagline: optional(str()),
  image: optional(obj({ src: urlString(), alt: optional(str()) })),
  actions: optional(arrayOf(obj({ text: str(), link: urlString(), theme: optional(oneOf('brand', 'alt')) }))),
  showStars: optional(bool()),
});

const feature = obj({ icon: optional(str()), title: str(), details: str(), link: optional(urlString()) });

/** One schema per Frontmatter key (src/shared/types.ts), in the order the README documents them. */
const FIELDS: Record<keyof Frontmatter, Schema> = {
  title: optional(str()),
  titleSuffix: optional(str()),
  description: optional(str()),
  head: optional(arrayOf(headTag)),
  pageType: optional(oneOf('home', 'doc', '404', 'custom', 'blank')),
  hero: optional(hero),
  features: optional(arrayOf(feature)),
  overview: optional(bool()),
  overviewHeaders: optional(arrayOf(int(1, 6))),
  outline: optional(bool()),
  navbar: optional(bool()),
  sidebar: optional(bool()),
  footer: optional(bool()),
};

export const FRONTMATTER_SCHEMA: Schema = obj(FIELDS);
export const FRONTMATTER_KEYS = Object.keys(FIELDS) as (keyof Frontmatter)[];
