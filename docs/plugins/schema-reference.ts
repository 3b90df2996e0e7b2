/**
 * A remark plugin of this docs site: a line `<!-- reference: <name> -->` in a page becomes the
 * reference of that schema, written from the schema itself (src/shared/schema-keys.ts) when the site
 * builds: a heading per top-level key (and per object under it), and a table of the keys under it
 * with their type, default and description. An unknown name is an error naming the file and line.
 */
import type { Html, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { SchemaKey } from '../../src/shared/schema-keys';

/** One reference a page can ask for. */
export interface Reference {
  keys: SchemaKey[];
  /** the default column's Markdown for keys whose default the schema does not hold ('locales[].title') */
  defaults?: Record<string, string>;
}

export interface SchemaReferenceOptions {
  /** by the name a marker gives: 'site-config' */
  references: Record<string, Reference>;
}

const MARKER_RE = /^<!--\s*reference:\s*(.*?)\s*-->$/;

/** The plugin: each marker line is replaced by its reference. */
export function remarkSchemaReference({ references }: SchemaReferenceOptions) {
  const parser = unified().use(remarkParse).use(remarkGfm);
  return (tree: Root, file: { message: (reason: string, options: object) => { fatal?: boolean | null } }) => {
    tree.children = tree.children.flatMap((node): RootContent[] => {
      const name = node.type === 'html' ? MARKER_RE.exec(node.value.trim())?.[1] : undefined;
      if (name === undefined) return [node];
      const reference = Object.hasOwn(references, name) ? references[name] : undefined;
      if (!reference) {
        const known = Object.keys(references).join(', ');
        const message = file.message(`unknown reference '${name}' (known: ${known})`, {
          place: node.position,
          ruleId: 'unknown-reference',
        });
        message.fatal = true;
        return [node];
      }
      const generated = parser.parse(referenceMarkdown(reference)).children;
      for (const child of generated) placeAt(child, (node as Html).position);
      return generated;
    });
  };
}

/** Every generated node takes the marker's place in the file, so a message about it names the marker's line. */
function placeAt(node: RootContent, position: Html['position']): void {
  node.position = position;
  if ('children' in node) for (const child of node.children) placeAt(child as RootContent, position);
}

/**
 * The Markdown of a reference: per top-level key a `##` heading, its type, default and description,
 * then a `###` heading for each object under it with a table of the keys it holds at any depth.
 */
export function referenceMarkdown({ keys, defaults = {} }: Reference): string {
  const out: string[] = [];
  for (const key of keys) {
    out.push(`## ${code(key.path)}`, '', summaryOf(key, defaults), '', describe(key));
    const plain = key.children.filter((child) => child.children.length === 0);
    const objects = key.children.filter((child) => child.children.length > 0);
    if (plain.length > 0) out.push('', ...tableOf(plain, key.path, defaults));
    for (const child of objects) {
      out.push('', `### ${code(child.path)}`, '', summaryOf(child, defaults), '', describe(child));
      out.push('', ...tableOf(descendantsOf(child), child.path, defaults));
    }
    out.push('');
  }
  return out.join('\n');
}

function summaryOf(key: SchemaKey, defaults: Record<string, string>): string {
  return `Type: ${code(key.type)}. Default: ${defaultOf(key, defaults)}.`;
}

function describe(key: SchemaKey): string {
  const same = key.sameAs === undefined ? '' : ` Its items have the fields of ${code(key.sameAs)}.`;
  return `${escapeText(key.description ?? '')}${same}`;
}

const CODE_SPAN_RE = /(`+)[\s\S]*?\1/g;

/** A description as Markdown: its code spans as they are, and no `<`, `*`, `_` or bracket read as markup around them. */
export function escapeText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN_RE)) {
    out += text.slice(last, match.index).replace(/[\\<*_[\]]/g, '\\$&') + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(/[\\<*_[\]]/g, '\\$&');
}

function descendantsOf(key: SchemaKey): SchemaKey[] {
  return key.children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * A table of keys under the section of `parent`, each named by its path from there (`items[].name`
 * under `themeConfig.ecosystem`): the heading above holds the rest, and a short name keeps the
 * table as wide as the page.
 */
function tableOf(keys: SchemaKey[], parent: string, defaults: Record<string, string>): string[] {
  const name = (key: SchemaKey) => key.path.slice(parent.length).replace(/^\./, '');
  const rows = keys.map((key) => [code(name(key)), typeAndDefault(key, defaults), describe(key)].map(cell).join(' | '));
  return ['| Key | Type, default | Description |', '| --- | --- | --- |', ...rows.map((row) => `| ${row} |`)];
}

/** `string`, default `'/'`; `string`, required; `boolean`, no default. One column, so a table fits a page. */
function typeAndDefault(key: SchemaKey, defaults: Record<string, string>): string {
  const fallback = defaultOf(key, defaults);
  if (fallback === 'required') return `${code(key.type)}, required`;
  return fallback === 'none' ? `${code(key.type)}, no default` : `${code(key.type)}, default ${fallback}`;
}

function defaultOf(key: SchemaKey, defaults: Record<string, string>): string {
  if (Object.hasOwn(defaults, key.path)) return defaults[key.path];
  if (key.default) return code(showValue(key.default.value));
  return key.required ? 'required' : 'none';
}

/** A table cell: one line, its pipes escaped (GFM reads `\|` as a pipe inside code spans too). */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** Inline code holding `text`, fenced with more backticks than it holds. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A default as a config writes it: `'/'`, `false`, `['**\/shared/**']`, `{}`. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(showValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([name, item]) => `${name}: ${showValue(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}
