/**
 * The keys of a schema made with schema-kit, at every depth, each with its type, its default and its
 * description: what the config and front matter reference pages are written from, and what the test
 * that every key is described walks.
 */
import { descriptionOf, partsOf } from './schema-kit';

export interface SchemaKey {
  /** the key's place, arrays as `[]` and a record's keys as `[*]`: 'locales[].nav[].text' */
  path: string;
  name: string;
  /** 'string', 'boolean', 'array of string', "'left' | 'right'", '{ [key]: string }' … */
  type: string;
  /** a key of an object that is set must be set too; at the top level, in every config */
  required: boolean;
  /** what the schema fills in when the key is left out, when it fills anything in */
  default?: { value: unknown };
  description: string | undefined;
  /** the keys of the object it holds (or holds a list or record of, or may be, for a union) */
  children: SchemaKey[];
  /** a recursive shape: the path of the key whose fields these are too ('locales[].nav[]') */
  sameAs?: string;
}

interface Wrapper {
  type?: string;
  wrapped?: object;
  default?: unknown;
  getter?: (input: unknown) => object;
  pipe?: readonly object[];
  item?: object;
}

/** The schema under `optional`, a recursive reference (`lazy`) and a `pipe` of checks. */
function unwrap(schema: object): object {
  if (partsOf(schema)) return schema;
  const wrapper = schema as Wrapper;
  if ((wrapper.type === 'optional' || wrapper.type === 'nullable') && wrapper.wrapped) return unwrap(wrapper.wrapped);
  // a pipe copies its first schema's fields (a lazy one's getter too): look at the first schema
  if (Array.isArray(wrapper.pipe)) return unwrap(wrapper.pipe[0]);
  if (wrapper.type === 'lazy' && wrapper.getter) return unwrap(wrapper.getter(undefined));
  return schema;
}

/** The type of a schema in words: `array of string`, `{ [key]: boolean }`, `'a' | 'b'`. */
export function typeOf(schema: object): string {
  const inner = unwrap(schema);
  const parts = partsOf(inner);
  if (!parts) return (inner as Wrapper).type ?? 'unknown';
  if (parts.type === 'array') return `array of ${typeOf(parts.inner![0])}`;
  if (parts.type === 'record') return `{ [key]: ${typeOf(parts.inner![0])} }`;
  return parts.type;
}

/** Every key of an object schema, in the order it declares them, with the keys nested under each. */
export function listKeys(schema: object, prefix = ''): SchemaKey[] {
  const seen = new Map<object, string>();
  seen.set(unwrap(schema), prefix);
  return fieldsOf(schema, prefix, seen);
}

/** The keys under `schema` (an object, a list or record of objects, a union of objects); `path` is its own. */
function fieldsOf(schema: object, path: string, seen: Map<object, string>): SchemaKey[] {
  const parts = partsOf(unwrap(schema));
  if (!parts) return [];
  if (parts.entries) {
    return Object.entries(parts.entries).map(([name, entry]) => keyOf(name, entry, path ? `${path}.${name}` : name, seen));
  }
  if (parts.type === 'array' || parts.type === 'record') {
    return fieldsOf(parts.inner![0], `${path}${parts.type === 'array' ? '[]' : '[*]'}`, seen);
  }
  // a union: the keys of its object branches, each name once
  const byName = new Map<string, SchemaKey>();
  for (const branch of parts.inner ?? []) {
    for (const key of fieldsOf(branch, path, seen)) if (!byName.has(key.name)) byName.set(key.name, key);
  }
  return [...byName.values()];
}

function keyOf(name: string, entry: object, path: string, seen: Map<object, string>): SchemaKey {
  const wrapper = entry as Wrapper;
  const optional = wrapper.type === 'optional';
  const key: SchemaKey = { path, name, type: typeOf(entry), required: !optional, description: descriptionOf(entry), children: [] };
  if (optional && wrapper.default !== undefined) key.default = { value: wrapper.default };
  const container = containerOf(entry);
  if (!container) return key;
  const { schema, suffix } = container;
  const first = seen.get(schema);
  if (first !== undefined) return { ...key, sameAs: first };
  seen.set(schema, path + suffix);
  key.children = fieldsOf(entry, path, seen);
  return key;
}

/** The object (or union of objects) a key holds, through lists and records, and the path suffix to it; undefined for a plain value. */
function containerOf(entry: object): { schema: object; suffix: string } | undefined {
  let schema = unwrap(entry);
  let suffix = '';
  for (;;) {
    const parts = partsOf(schema);
    if (!parts) return undefined;
    if (parts.entries) return { schema, suffix };
    if (parts.type === 'array' || parts.type === 'record') {
      suffix += parts.type === 'array' ? '[]' : '[*]';
      schema = unwrap(parts.inner![0]);
      continue;
    }
    return parts.inner?.length ? { schema, suffix } : undefined;
  }
}
