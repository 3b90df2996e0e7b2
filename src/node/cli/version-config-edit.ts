/**
 * A new version added to `multiVersion.versions` of a site config by editing its text: the array
 * written in the file gets one more name, in the quotes its names use, and every other byte of the
 * file stays as it is (comments, line breaks, a trailing comma). Only an array of quoted names
 * written in the file, and holding the versions the config gives, is edited: a list that is
 * computed, imported or spread is left to the user.
 */
import { parseSync } from 'rolldown/utils';
import { exportedExpression, lineAt, propertyName, topLevelConsts, TRANSPARENT, type AstNode } from './static-config';

export type VersionsEdit =
  | { ok: true; text: string }
  /** why the array could not be edited; `line` where the config sets it, when known */
  | { ok: false; reason: string; line?: number };

/** The value an expression stands for: through `as const`, parentheses and a top-level const of the file. */
function unwrap(node: AstNode, consts: Map<string, AstNode>, seen = new Set<string>()): AstNode {
  if (TRANSPARENT.has(node.type)) return unwrap(node.expression as AstNode, consts, seen);
  const name = node.type === 'Identifier' ? (node.name as string) : undefined;
  const init = name === undefined ? undefined : consts.get(name);
  if (name === undefined || !init || seen.has(name)) return node;
  return unwrap(init, consts, new Set([...seen, name]));
}

/** The property `name: …` of an object written in the file (the last one, as it is the one that counts). */
function propertyOf(object: AstNode, name: string): AstNode | undefined {
  const properties = (object.properties as AstNode[]).filter(
    (property) =>
      property.type === 'Property' && !property.computed && property.kind === 'init' && propertyName(property.key as AstNode) === name,
  );
  return properties.at(-1);
}

/** A name written as a quoted string or a template without expressions; undefined for anything else. */
function quotedName(element: AstNode | null): string | undefined {
  if (element?.type === 'Literal' && typeof element.value === 'string') return element.value;
  if (element?.type === 'TemplateLiteral' && (element.expressions as AstNode[]).length === 0)
    return (element.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join('');
  return undefined;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The leading spaces and tabs of the line holding `offset`. */
function indentAt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart))![0];
}

/**
 * The source with `item` added after the last element of `array`: on a line of its own when the
 * array puts its elements on their own lines (a trailing comma kept), else after a comma.
 */
function appendElement(source: string, array: AstNode, item: (quote: string) => string): string {
  const elements = array.elements as AstNode[];
  const splice = (at: number, text: string) => source.slice(0, at) + text + source.slice(at);
  const last = elements.at(-1);
  if (!last) return splice(array.start + 1, item("'"));
  const quoted = item(source[last.start]);
  const close = (array.end as number) - 1;
  const tail = source.slice(last.end as number, close);
  const lineBreak = tail.indexOf('\n');
  const ownLines = source.slice(array.start, elements[0].start).includes('\n') && lineBreak !== -1;
  if (!ownLines) return splice(last.end as number, `, ${quoted}`);
  const eol = tail[lineBreak - 1] === '\r' ? '\r\n' : '\n';
  // after the last element's line, its comma and any comment on it
  const lineEnd = (last.end as number) + lineBreak - (eol.length - 1);
  const indent = indentAt(source, last.start);
  if (/^[ \t]*,/.test(tail)) return splice(lineEnd, `${eol}${indent}${quoted},`);
  const withComma = splice(last.end as number, ',');
  return withComma.slice(0, lineEnd + 1) + `${eol}${indent}${quoted}` + withComma.slice(lineEnd + 1);
}

/**
 * The config's text with `name` added to `multiVersion.versions`, which the config gives as
 * `versions` (the loaded value, to check the array found is the one that counts).
 * @example addVersionToConfigText("…multiVersion: { default: 'v1', versions: ['v1'] }…", 'site.config.ts', { name: 'v2', versions: ['v1'] })
 *   // { ok: true, text: "…multiVersion: { default: 'v1', versions: ['v1', 'v2'] }…" }
 */
export function addVersionToConfigText(
  source: string,
  file: string,
  { name, versions }: { name: string; versions: readonly string[] },
): VersionsEdit {
  const lang = /\.[mc]?ts$/.test(file) ? 'ts' : 'js';
  const { program, errors } = parseSync(file, source, { lang, sourceType: 'unambiguous' });
  if (errors.length > 0) return { ok: false, reason: 'the file does not parse' };
  const body = program.body as unknown as AstNode[];
  const consts = topLevelConsts(body);
  const exported = exportedExpression(body, consts);
  if (exported?.type !== 'ObjectExpression') return { ok: false, reason: 'its export is not an object written in the file' };
  const multiVersion = propertyOf(exported, 'multiVersion');
  if (!multiVersion) return { ok: false, reason: 'it sets no multiVersion in the object it exports' };
  const multiVersionValue = unwrap(multiVersion.value as AstNode, consts);
  if (multiVersionValue.type !== 'ObjectExpression')
    return { ok: false, reason: 'multiVersion is not an object written in the file', line: lineAt(source, multiVersion.start) };
  const property = propertyOf(multiVersionValue, 'versions');
  if (!property) return { ok: false, reason: 'multiVersion sets no versions', line: lineAt(source, multiVersionValue.start) };
  const line = lineAt(source, property.start);
  const array = unwrap(property.value as AstNode, consts);
  const elements = array.type === 'ArrayExpression' ? (array.elements as (AstNode | null)[]) : [];
  const names = elements.map(quotedName);
  if (array.type !== 'ArrayExpression' || names.some((item) => item === undefined))
    return { ok: false, reason: 'multiVersion.versions is not a list of quoted names written in the file', line };
  if (!sameList(names as string[], versions))
    return { ok: false, reason: 'the multiVersion.versions written in the file is not the list the config gives', line };
  return { ok: true, text: appendElement(source, array, (quote) => `${quote}${name}${quote}`) };
}
