import { isScriptUrl } from '../../shared/script-url';
import type { Frontmatter } from '../../shared/types';

type Path = (string | number)[];

export interface SchemaProblem {
  path: Path;
  message: string;
}

type Check = (value: unknown, path: Path, problems: SchemaProblem[]) => void;

/**
 * `['hero', 'actions', 0, 'theme']` -> `'hero.actions[0].theme'`.
 */
export function formatPath(path: Path): string {
  return path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join('');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text.replace(/^"|"$/g, "'");
}

function expect(expected: string, test: (value: unknown) => boolean): Check {
  return (value, path, problems) => {
    if (!test(value)) {
      problems.push({ path, message: `'${formatPath(path)}' expected ${expected}, got ${describe(value)}` });
    }
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = expect('a string', (v) => typeof v === 'string');
const bool = expect('true or false', (v) => typeof v === 'boolean');
const stringRecord = expect(
  'an object of string values',
  (v) => isRecord(v) && Object.values(v).every((x) => typeof x === 'string'),
);

/** A string used as a link or an image source: a script URL is refused, as in Markdown links. */
const url: Check = (value, path, problems) => {
  if (typeof value !== 'string') return str(value, path, problems);
  if (isScriptUrl(value)) problems.push({ path, message: `script URL in '${formatPath(path)}' is not allowed: ${value.slice(0, 60)}` });
};

/** Attributes of a head tag that hold a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

function oneOf(values: readonly string[]): Check {
  return expect(values.map((v) => `'${v}'`).join(' | '), (v) => values.includes(v as string));
}

function listOf(item: Check): Check {
  return (value, path, problems) => {
    if (!Array.isArray(value)) {
      problems.push({ path, message: `'${formatPath(path)}' expected a list, got ${describe(value)}` });
      return;
    }
    value.forEach((entry, i) => item(entry, [...path, i], problems));
  };
}

function objectOf(fields: Record<string, Check>, required: string[] = []): Check {
  return (value, path, problems) => {
    if (!isRecord(value)) {
      problems.push({ path, message: `'${formatPath(path)}' expected an object, got ${describe(value)}` });
      return;
    }
    for (const [key, entry] of Object.entries(value)) {
      const check = fields[key];
      if (check) check(entry, [...path, key], problems);
      else problems.push({ path: [...path, key], message: unknownKeyMessage([...path, key], fields) });
    }
    for (const key of required) {
      if (!(key in value)) {
        problems.push({ path, message: `'${formatPath([...path, key])}' is required (a string)` });
      }
    }
  };
}

function unknownKeyMessage(path: Path, fields: Record<string, Check>): string {
  return `unknown key '${formatPath(path)}', expected one of: ${Object.keys(fields).join(', ')}`;
}

const headingDepth = expect('a heading depth 1 to 6', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6);

const headTag: Check = (value, path, problems) => {
  const ok =
    Array.isArray(value) &&
    (value.length === 2 || value.length === 3) &&
    typeof value[0] === 'string' &&
    (value.length === 2 || typeof value[2] === 'string');
  if (!ok) {
    problems.push({
      path,
      message: `'${formatPath(path)}' expected [tag, attributes] or [tag, attributes, content], got ${describe(value)}`,
    });
    return;
  }
  stringRecord(value[1], [...path, 1], problems);
  if (!isRecord(value[1])) return;
  for (const [name, attribute] of Object.entries(value[1])) {
    if (URL_ATTRIBUTES.has(name.toLowerCase()) && typeof attribute === 'string') url(attribute, [...path, 1, name], problems);
  }
};

const hero = objectOf({
  name: str,
  text: str,
  tagline: str,
  image: objectOf({ src: url, alt: str }, ['src']),
  actions: listOf(objectOf({ text: str, link: url, theme: oneOf(['brand', 'alt']) }, ['text', 'link'])),
  showStars: bool,
});

const feature = objectOf({ icon: str, title: str, details: str, link: url }, ['title', 'details']);

/** One check per Frontmatter key (src/shared/types.ts); keep the two in step. */
const FRONTMATTER_FIELDS: Record<keyof Frontmatter, Check> = {
  title: str,
  titleSuffix: str,
  description: str,
  head: listOf(headTag),
  overview: bool,
  overviewHeaders: listOf(headingDepth),
  pageType: oneOf(['home', 'doc', '404', 'custom', 'blank']),
  hero,
  features: listOf(feature),
  outline: bool,
  navbar: bool,
  sidebar: bool,
  footer: bool,
};

/** Every front matter key, in the order the README documents them. */
export const FRONTMATTER_KEYS = Object.keys(FRONTMATTER_FIELDS) as (keyof Frontmatter)[];

/**
 * Check parsed YAML against the Frontmatter type. Keys with a problem are left out of `value`,
 * so the page still builds with defaults while the diagnostics fail the build.
 */
export function validateFrontmatter(data: Record<string, unknown>): {
  value: Frontmatter;
  problems: SchemaProblem[];
} {
  const problems: SchemaProblem[] = [];
  objectOf(FRONTMATTER_FIELDS)(data, [], problems);
  const invalidKeys = new Set(problems.map((p) => p.path[0]));
  const value = Object.fromEntries(Object.entries(data).filter(([key]) => !invalidKeys.has(key)));
  return { value: value as Frontmatter, problems };
}
