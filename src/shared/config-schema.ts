/**
 * A small schema walker for the site config: every problem becomes one line naming the key path
 * and what was expected, e.g. `themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'`.
 * Hand-written on purpose: the config is the only thing validated this way, so no dependency.
 */

interface Common {
  optional?: boolean;
}
export type Schema = Common &
  (
    | { type: 'string'; nonEmpty?: boolean; expected?: string; test?: (value: string) => boolean }
    | { type: 'boolean' }
    | { type: 'number'; integer?: boolean; min?: number }
    | { type: 'enum'; values: readonly string[] }
    | { type: 'array'; items: Schema }
    | { type: 'record'; values: Schema }
    | { type: 'object'; fields: Record<string, Schema> }
    /** a union: `pick` chooses the branch from the value, undefined = no branch fits */
    | { type: 'union'; expected: string; pick: (value: unknown) => Schema | undefined }
  );

/** `expected` describes the accepted strings in messages; `test` decides. */
export const str = (extra: { nonEmpty?: boolean; expected?: string; test?: (value: string) => boolean } = {}): Schema => ({
  type: 'string',
  ...extra,
});
export const bool = (): Schema => ({ type: 'boolean' });
export const int = (min?: number): Schema => ({ type: 'number', integer: true, min });
export const oneOf = (...values: string[]): Schema => ({ type: 'enum', values });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const recordOf = (values: Schema): Schema => ({ type: 'record', values });
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
      return schema.integer ? `an integer${schema.min === undefined ? '' : ` >= ${schema.min}`}` : 'number';
    case 'enum':
      return schema.values.map((v) => `'${v}'`).join(' | ');
    case 'union':
      return schema.expected;
    case 'record':
      return 'object';
    default:
      return schema.type;
  }
}

const IDENT_RE = /^[A-Za-z_$][\w$]*$/;

function keyPath(parent: string, key: string): string {
  if (IDENT_RE.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}['${key.replace(/'/g, "\\'")}']`;
}

/** Walks `value` against `schema`, pushing one line per problem into `problems`. */
export function validate(value: unknown, schema: Schema, path: string, problems: string[]): void {
  const where = path || '(config)';
  if (value === undefined) {
    if (!schema.optional) problems.push(`${where}: required, expected ${describe(schema)}`);
    return;
  }
  const mismatch = () => problems.push(`${where}: expected ${describe(schema)}, got ${showValue(value)}`);
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
        (schema.min === undefined || value >= schema.min);
      if (!ok) mismatch();
      return;
    }
    case 'enum':
      if (typeof value !== 'string' || !schema.values.includes(value)) mismatch();
      return;
    case 'array':
      if (!Array.isArray(value)) return void mismatch();
      value.forEach((item, i) => validate(item, schema.items, `${path}[${i}]`, problems));
      return;
    case 'record':
      if (!isPlainObject(value)) return void mismatch();
      for (const [key, item] of Object.entries(value)) validate(item, schema.values, keyPath(path, key), problems);
      return;
    case 'object':
      return validateObject(value, schema.fields, path, problems, mismatch);
    case 'union': {
      const branch = schema.pick(value);
      if (!branch) return void mismatch();
      validate(value, { ...branch, optional: schema.optional }, path, problems);
      return;
    }
  }
}

function validateObject(
  value: unknown,
  fields: Record<string, Schema>,
  path: string,
  problems: string[],
  mismatch: () => void,
): void {
  if (!isPlainObject(value)) return void mismatch();
  const accepted = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) problems.push(`${keyPath(path, key)}: unknown key (accepted: ${accepted.join(', ')})`);
  }
  for (const key of accepted) validate(value[key], fields[key], keyPath(path, key), problems);
}
