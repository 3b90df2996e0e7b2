/**
 * Building blocks for the site config and front matter schemas (valibot), and the one way their
 * problems are worded: `<key path>: expected <what>, got <value>`, `<key path>: required, expected
 * <what>` or `<key path>: unknown key (accepted: ...)`.
 * Build time only: the client imports nothing but types from the schema modules.
 */
import * as v from 'valibot';
import { escapeTerminal } from './escape';
import { isScriptUrl, refusedLinkKind } from './script-url';

export type Path = (string | number)[];

/** One schema problem: the key path as segments (to find the line) and the full message line. */
export interface SchemaProblem {
  path: Path;
  message: string;
  /** set on an unknown key: the accepted key it is a typo away from, if any (front matter warns, the config fails) */
  unknownKey?: { suggestion?: string };
}

/** Marks the issue an object schema raises for a key it does not have; its `received` is the nearest accepted key, or ''. */
const UNKNOWN_KEY = 'a known key';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * How a received value is shown in a message: strings quoted, with their control characters escaped
 * so a message stays one line (a line break shows as `\n`), containers by kind.
 */
export function showValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${escapeTerminal(shown)}'`;
  }
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'function') return 'function';
  return String(value);
}

const IDENT_RE = /^[A-Za-z_$][\w$]*$/;

/** `['hero', 'actions', 0, 'theme']` -> `hero.actions[0].theme`; odd keys as `['/guide/']`, control characters escaped. */
export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENT_RE.test(segment)) out += out ? `.${segment}` : segment;
    else out += `['${escapeTerminal(segment.replace(/'/g, "\\'"))}']`;
  }
  return out;
}

/** What each schema accepts, in words: read when a required key is missing. */
const EXPECTED = new WeakMap<object, string>();

const mismatch = (expected: string) => (issue: v.BaseIssue<unknown>) => `expected ${expected}, got ${showValue(issue.input)}`;

/** How a schema is made, for the generated reference: its type in a word and the schemas it is made of. */
export interface SchemaParts {
  /** 'string', 'boolean', 'number', 'object', 'array', 'record', or the accepted values in words ("'a' | 'b'") */
  type: string;
  /** an object's entries */
  entries?: v.ObjectEntries;
  /** an array's or record's item, a union's object branches */
  inner?: readonly object[];
}
const PARTS = new WeakMap<object, SchemaParts>();

function named<S extends object>(schema: S, expected: string, parts: SchemaParts = { type: expected }): S {
  EXPECTED.set(schema, expected);
  PARTS.set(schema, parts);
  return schema;
}

/** How `schema` is made; undefined for a schema not made by this module (a tuple, a literal). */
export const partsOf = (schema: object): SchemaParts | undefined => PARTS.get(schema);

/** What each key of the config and front matter does, in one sentence: the reference pages are written from it. */
const DESCRIPTIONS = new WeakMap<object, string>();

/** `schema`, the value of an object key, with the sentence that says what the key does. */
export function described<S extends object>(schema: S, description: string): S {
  DESCRIPTIONS.set(schema, description);
  return schema;
}

export const descriptionOf = (schema: object): string | undefined => DESCRIPTIONS.get(schema);

export const str = () => named(v.string(mismatch('string')), 'string', { type: 'string' });
export const bool = () => named(v.boolean(mismatch('boolean')), 'boolean', { type: 'boolean' });

/** A string that passes `test`; `expected` says in words which strings do. */
export const strWhere = (expected: string, test: (value: string) => boolean) =>
  named(v.pipe(v.string(mismatch(expected)), v.check(test, mismatch(expected))), expected, { type: 'string' });

/**
 * A string `problemOf` finds nothing wrong with; what it finds ('expected a path ending with '/'')
 * is the message. `expected` says in words which strings are accepted.
 */
export const strChecked = (expected: string, problemOf: (value: string) => string | undefined) =>
  named(
    v.pipe(
      v.string(mismatch(expected)),
      v.check(
        (value) => problemOf(value) === undefined,
        (issue) => `${problemOf(issue.input as string)}, got ${showValue(issue.input)}`,
      ),
    ),
    expected,
    { type: 'string' },
  );

/**
 * A string `refusalOf` finds nothing wrong with; what it finds is the whole message, for a refusal
 * that says more than what is expected (`'rp-tabs' is the theme's own element and cannot be allowed`).
 */
export const strRefusing = (expected: string, refusalOf: (value: string) => string | undefined) =>
  named(
    v.pipe(
      v.string(mismatch(expected)),
      v.check(
        (value) => refusalOf(value) === undefined,
        (issue) => refusalOf(issue.input as string) ?? '',
      ),
    ),
    expected,
    { type: 'string' },
  );

/** A link (an href): script and data URLs are refused, as in Markdown links. */
export const linkUrl = () =>
  strWhere('a URL that is not a script or data URL (javascript:, vbscript:, data:)', (value) => refusedLinkKind(value) === undefined);

/** What a page loads (an image, an icon, a script's src): script URLs are refused; a data: image is fine. */
export const sourceUrl = () => strWhere('a URL that is not a script URL (javascript:, vbscript:)', (value) => !isScriptUrl(value));

export const num = (expected: string, test: (value: number) => boolean) =>
  named(v.pipe(v.number(mismatch(expected)), v.check(test, mismatch(expected))), expected, { type: 'number' });

export const int = (expected: string, test: (value: number) => boolean) => num(expected, (n) => Number.isInteger(n) && test(n));

export function oneOf<const T extends readonly [string, ...string[]]>(...values: T) {
  const expected = values.map((value) => `'${value}'`).join(' | ');
  return named(v.picklist(values, mismatch(expected)), expected);
}

export const arrayOf = <S extends v.GenericSchema>(item: S) =>
  named(v.array(item, mismatch('array')), 'array', { type: 'array', inner: [item] });

/** A plain object of `item`s; `key`, when given, checks each key (a problem names the key). */
export const recordOf = <S extends v.GenericSchema>(item: S, key: v.GenericSchema<string, string> = v.string()) =>
  named(v.pipe(v.custom<Record<string, unknown>>(isPlainObject, mismatch('object')), v.record(key, item)), 'object', {
    type: 'record',
    inner: [item],
  });

/**
 * A plain object with exactly these keys: every unknown key is reported with the accepted ones.
 * Output keys follow the order of `entries`.
 */
export function obj<const E extends v.ObjectEntries>(entries: E) {
  const accepted = Object.keys(entries).join(', ');
  const schema = v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, mismatch('object')),
    v.looseObject(entries, (issue) => {
      const key = issue.path?.[0].key;
      const entry = typeof key === 'string' ? entries[key] : undefined;
      return `required, expected ${(entry && EXPECTED.get(entry)) ?? 'a value'}`;
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value;
      if (!isPlainObject(input)) return;
      for (const key of Object.keys(input)) {
        if (Object.hasOwn(entries, key)) continue;
        const suggestion = nearestKey(key, Object.keys(entries));
        addIssue({
          expected: UNKNOWN_KEY,
          received: suggestion ?? '',
          message: `unknown key (accepted: ${accepted})${suggestion ? ` (did you mean '${suggestion}'?)` : ''}`,
          path: [{ type: 'object', origin: 'key', input, key, value: input[key] }],
        });
      }
    }),
  );
  return named(
    schema as unknown as v.GenericSchema<v.InferInput<v.ObjectSchema<E, undefined>>, v.InferOutput<v.ObjectSchema<E, undefined>>>,
    'object',
    { type: 'object', entries },
  );
}

/**
 * A value whose schema depends on the value (unions); `pick` returns undefined when none fits.
 * `branches` lists the object shapes `pick` may return, for keysOf.
 */
export function choose<T, I = T>(
  expected: string,
  pick: (value: unknown) => v.GenericSchema<unknown, T> | undefined,
  branches: readonly object[] = [],
) {
  const none = v.custom<T>(() => false, mismatch(expected));
  return named(v.lazy((value) => pick(value) ?? none) as unknown as v.GenericSchema<I, T>, expected, { type: expected, inner: branches });
}

/** The accepted key `key` is a typo away from (one edit, two for longer keys), undefined when none is. */
function nearestKey(key: string, accepted: string[]): string | undefined {
  const limit = key.length > 4 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of accepted) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * `value` checked against `schema`: the output (defaults filled in) when it fits, else every
 * problem, one message line each; `root` names the whole value in messages.
 */
export function validate<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  root: string,
): { output: T; problems: [] } | { output: undefined; problems: SchemaProblem[] } {
  const result = v.safeParse(schema, value);
  if (result.success) return { output: result.output, problems: [] };
  const problems = result.issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const problem: SchemaProblem = { path, message: `${formatPath(path) || root}: ${issue.message}` };
    if (issue.expected === UNKNOWN_KEY) problem.unknownKey = issue.received ? { suggestion: issue.received } : {};
    return problem;
  });
  return { output: undefined, problems };
}
