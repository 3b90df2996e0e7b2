/** Reading JSX tags written in MDX pages: `<Tabs groupId="x">`, `</TabItem>`, `<Counter start={3} />`. */

export interface JsxAttribute {
  name: string;
  /** the string, the expression's source without its braces, or true for a bare name */
  value: string | true;
  expression: boolean;
}

export interface JsxTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: JsxAttribute[];
  /** 0-based index of the line the tag ends on */
  endLine: number;
}

/** A JSX element's name starts with a capital letter (lowercase names are HTML). */
export const JSX_TAG_START_RE = /^([ \t]*)<(\/?)([A-Z][\w.]*)(?=[\s/>]|$)/;
const ATTRIBUTE_NAME_RE = /[\w:.-]/;
// a tag may spread its attributes over a few lines, not over the page
const MAX_TAG_LINES = 30;

/**
 * The JSX tag that fills line `start` (and maybe the lines after it) on its own, or undefined:
 * a tag followed by more text on its line is inline content, and a malformed tag is none.
 * `['<TabItem value="a"', '  label="A">']` -> `{ name: 'TabItem', attributes: [value, label], endLine: 1, … }`.
 */
export function readFlowTag(lines: readonly string[], start: number): JsxTag | undefined {
  const head = JSX_TAG_START_RE.exec(lines[start]);
  if (!head) return undefined;
  const text = lines.slice(start, start + MAX_TAG_LINES).join('\n');
  const scanner = { text, at: head[0].length };
  const attributes: JsxAttribute[] = [];
  for (;;) {
    skipSpace(scanner);
    const char = text[scanner.at];
    if (char === undefined) return undefined;
    if (char === '>' || (char === '/' && text[scanner.at + 1] === '>')) {
      scanner.at += char === '>' ? 1 : 2;
      const lineEnd = text.indexOf('\n', scanner.at);
      if (text.slice(scanner.at, lineEnd === -1 ? undefined : lineEnd).trim() !== '') return undefined;
      const endLine = start + countLineBreaks(text.slice(0, scanner.at));
      return { name: head[3], closing: head[2] === '/', selfClosing: char === '/', attributes, endLine };
    }
    const attribute = readAttribute(scanner);
    if (!attribute) return undefined;
    attributes.push(attribute);
  }
}

interface Scanner {
  text: string;
  at: number;
}

function skipSpace(scanner: Scanner): void {
  while (/\s/.test(scanner.text[scanner.at] ?? '')) scanner.at += 1;
}

function readAttribute(scanner: Scanner): JsxAttribute | undefined {
  const { text } = scanner;
  const from = scanner.at;
  while (ATTRIBUTE_NAME_RE.test(text[scanner.at] ?? '')) scanner.at += 1;
  const name = text.slice(from, scanner.at);
  if (name === '') return undefined;
  skipSpace(scanner);
  if (text[scanner.at] !== '=') return { name, value: true, expression: false };
  scanner.at += 1;
  skipSpace(scanner);
  const quote = text[scanner.at];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, scanner.at + 1);
    if (end === -1) return undefined;
    const value = text.slice(scanner.at + 1, end);
    scanner.at = end + 1;
    return { name, value, expression: false };
  }
  if (quote !== '{') return undefined;
  const end = findClosingBrace(text, scanner.at);
  if (end === -1) return undefined;
  const value = text.slice(scanner.at + 1, end).trim();
  scanner.at = end + 1;
  return { name, value, expression: true };
}

/** Index of the brace closing the one at `open`, skipping strings; -1 when there is none. */
function findClosingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      const end = text.indexOf(char, i + 1);
      if (end === -1) return -1;
      i = end;
    } else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i;
  }
  return -1;
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/**
 * The value of an attribute given as a string, `label="A"` or `label={'A'}`, with character
 * references as in JSX strings (a literal's `&` becomes `&amp;`); undefined otherwise.
 */
export function stringAttribute(attributes: readonly JsxAttribute[], name: string): string | undefined {
  const attribute = attributes.find((a) => a.name === name);
  if (!attribute || attribute.value === true) return undefined;
  if (!attribute.expression) return attribute.value;
  const literal = /^(["'`])([^]*)\1$/.exec(attribute.value);
  return literal ? encodeAmpersands(literal[2]) : undefined;
}

export const encodeAmpersands = (text: string) => text.replaceAll('&', '&amp;');

/** A directive attribute value between double quotes, from text whose character references are kept. */
export const quoteAttributeValue = (value: string) => `"${value.replaceAll('"', '&quot;').replaceAll('\n', ' ')}"`;
