/**
 * The one schema walker, for the site config and for front matter: every problem names the key path
 * and what was expected and found, e.g. `themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'`
 * or `hero.actions[0].link: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:x'`.
 */

interface Common {
  optional?: boolean;
}
export type Schema = Common &
  (
    | { type: 'string'; nonEmpty?: boolean; expected?: string; test?: (value: string) => boolean }
    | { type: 'boolean' }
    | { type: 'number'; integer?: boolean; min?: number; max?: number }
    | { type: 'enum'; values: readonly string[] }
    | { type: 'array'; items: Schema }
    /** `keyed` picks a stricter schema for some keys (a URL attribute) */
    | { type: 'record'; values: Schema; keyed?: (key: string) => Schema | undefined }
    /** a list of fixed length; items marked optional may be left off the end */
    | { type: 'tuple'; items: Schema[]; expected: string }
    | { type: 'object'; fields: Record<string, Schema> }
    /** a union: `pick` chooses the branch from the value, undefined = no branch fits */
    | { type: 'union'; expected: string; pick: (value: unknown) => Schema | undefined }
  );

import { isScriptUrl } from './script-url';

/** `expected` describes the accepted strings in messages; `test` decides. */
export const str = (extra: { nonEmpty?: boolean; expected?: string; test?: (value: string) => boolean } = {}): Schema => ({
  type: 'string',
  ...extra,
});
export const bool = (): Schema => ({ type: 'boolean' });
/** A link or an image source: script URLs are refused, as in Markdown links. */
export const urlString = (): Schema =>
  str({ expected: 'a URL that is not a script URL (javascript:, vbscript:)', test: (value) => !isScriptUrl(value) });
export const int = (min?: number, max?: number): Schema => ({ type: 'number', integer: true, min, max });
export const oneOf = (...values: string[]): Schema => ({ type: 'enum', values });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const recordOf = (values: Schema, keyed?: (key: string) => Schema | undefined): Schema => ({ type: 'record', values, keyed });
export const tuple = (expected: string, ...items: Schema[]): Schema => ({ type: 'tuple', items, expected });
export const obj = (fields: Record<string, Schema>): Schema => ({ type: 'object', fields });
export const union = (expected: string, pick: (value: unknown) => Schema | undefined): Schema => ({
  type: 'union',
  expected,
  pick,
});
export const optional = (schema: Schema): Schema => ({ ...schema, optional: true });

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** How a received value is shown in a message: strings quoted, containers by kind. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${shown}'`;
  }
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'function') return 'function';
  return String(value);
}

function describe(schema: Schema): string {
  switch (schema.type) {
    case 'string':
      return schema.expected ?? (schema.nonEmpty ? 'a non-empty string' : 'string');
    case 'number':
      if (!schema.integer) return 'number';
      if (schema.min !== undefined && schema.max !== undefined) return `an integer from ${schema.min} to ${schema.max}`;
      return `an integer${schema.min === undefined ? '' : ` >= ${schema.min}`}`;
    case 'enum':
      return schema.values.map((v) => `'${v}'`).join(' | ');
    case 'union':
    case 'tuple':
      return schema.expected;
    case 'record':
      return 'object';
    default:
      return schema.type;
  }
}

const IDENT_RE = /^[A-Za-z_$][\w$]*$/;

/** A place in a value: keys and list indexes from the root. */
export type SchemaPath = (string | number)[];

/** One problem: where, and what was expected and found. */
export interface SchemaProblem {
  path: SchemaPath;
  message: string;
}

/** `['hero', 'actions', 0, 'theme']` -> `hero.actions[0].theme`; a key that is not an identifier is quoted. */
export function formatKeyPath(path: SchemaPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENT_RE.test(segment)) out += out ? `.${segment}` : segment;
    else out += `['${segment.replace(/'/g, "\\'")}']`;
  }
  return out;
}

/** The one line a problem is shown as: `key.path: message`. */
export function formatProblem(problem: SchemaProblem, root = '(config)'): string {
  return `${formatKeyPath(problem.path) || root}: ${problem.message}`;
}

/** Walks `value` against `schema`; returns one problem per mistake, with its path. */
export function check(value: unknown, schema: Schema, path: SchemaPath = []): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walk(value, schema, path, problems);
  return problems;
}

function walk(value: unknown, schema: Schema, path: SchemaPath, problems: SchemaProblem[]): void {
  if (value === undefined) {
    if (!schema.optional) problems.push({ path, message: `required, expected ${describe(schema)}` });
    return;
  }
  const mismatch = () => problems.push({ path, message: `expected ${describe(schema)}, got ${showValue(value)}` });
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string' || (schema.nonEmpty && value.trim() === '') || schema.test?.(value) === false) {
        mismatch();
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') mismatch();
      return;
    case 'number': {
      const ok =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (!schema.integer || Number.isInteger(value)) &&
        (schema.min === undefined || value >= schema.min) &&
        (schema.max === undefined || value <= schema.max);
      if (!ok) mismatch();
      return;
    }
    case 'enum':
      if (typeof value !== 'string' || !schema.values.includes(value)) mismatch();
      return;
    case 'array':
      if (!Array.isArray(value)) return void mismatch();
      value.forEach((item, i) => walk(item, schema.items, [...path, i], problems));
      return;
    case 'tuple': {
      const required = schema.items.filter((item) => !item.optional).length;
      if (!Array.isArray(value) || value.length < required || value.length > schema.items.length) return void mismatch();
      schema.items.forEach((item, i) => walk(value[i], item, [...path, i], problems));
      return;
    }
    case 'record':
      if (!isPlainObject(value)) return void mismatch();
      for (const [key, item] of Object.entries(value)) walk(item, schema.keyed?.(key) ?? schema.values, [...path, key], problems);
      return;
    case 'object':
      return walkObject(value, schema.fields, path, problems, mismatch);
    case 'union': {
      const branch = schema.pick(value);
      if (!branch) return void mismatch();
      walk(value, { ...branch, optional: schema.optional }, path, problems);
      return;
    }
  }
}

function walkObject(
  value: unknown,
  fields: Record<string, Schema>,
  path: SchemaPath,
  problems: SchemaProblem[],
  mismatch: () => void,
): void {
  if (!isPlainObject(value)) return void mismatch();
  const accepted = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) problems.push({ path: [...path, key], message: `unknown key (accepted: ${accepted.join(', ')})` });
  }
  for (const key of accepted) walk(value[key], fields[key], [...path, key], problems);
}
