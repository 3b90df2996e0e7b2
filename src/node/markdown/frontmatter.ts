import { type CST, isMap, isScalar, isSeq, LineCounter, Parser, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { Diagnostic, Frontmatter } from '../../shared/types';
import { validateFrontmatter } from '../../shared/frontmatter-schema';
import { MAX_NESTING_DEPTH, nestingTooDeepMessage } from './nesting-limit';
import { splitLines } from './source-lines';

const OPEN_RE = /^---[ \t]*\r?$/;
const CLOSE_RE = /^---[ \t]*\r?$/;

export interface FrontmatterResult {
  frontmatter: Frontmatter;
  /** the source with the YAML block swapped for as many empty lines: positions stay file positions */
  body: string;
  /** lines taken by the block, both `---` included; 0 without front matter */
  blockLines: number;
  diagnostics: Diagnostic[];
  /** the file line of a key path ('hero', 'actions', 0, 'link'); the first YAML line when unknown */
  lineOf: (path: (string | number)[]) => number;
}

/**
 * Split and validate the leading YAML block.
 * `'---\ntitle: A\n---\n# x'` -> frontmatter `{ title: 'A' }`, body `'\n\n\n# x'`, blockLines 3.
 */
export function extractFrontmatter(source: string, file: string): FrontmatterResult {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const lines = splitLines(text);
  if (!OPEN_RE.test(lines[0] ?? '')) return { frontmatter: {}, body: text, blockLines: 0, diagnostics: [], lineOf: () => 1 };

  const closeIndex = lines.findIndex((line, i) => i > 0 && CLOSE_RE.test(line));
  if (closeIndex === -1) {
    const diagnostic = frontmatterError(file, 1, "front matter opened with '---' on line 1 is never closed by a '---' line");
    return { frontmatter: {}, body: text, blockLines: 0, diagnostics: [diagnostic], lineOf: () => 1 };
  }
  const yamlText = lines.slice(1, closeIndex).join('\n');
  const body = [...lines.slice(0, closeIndex + 1).map(() => ''), ...lines.slice(closeIndex + 1)].join('\n');
  const { frontmatter, diagnostics, lineOf } = parseFrontmatter(yamlText, file);
  return { frontmatter, body, blockLines: closeIndex + 1, diagnostics, lineOf };
}

/** The YAML starts on file line 2, right after the opening `---`. */
const YAML_FIRST_LINE = 2;

function parseFrontmatter(yamlText: string, file: string): Pick<FrontmatterResult, 'frontmatter' | 'diagnostics' | 'lineOf'> {
  const unknownLine = () => YAML_FIRST_LINE;
  // the YAML library composes documents recursively and brings the process down on deep enough
  // nesting: measure the nesting on its syntax tree, which is built without recursion, first
  const tooDeep = linePastNestingLimit(yamlText);
  if (tooDeep !== undefined) {
    return {
      frontmatter: {},
      diagnostics: [frontmatterError(file, tooDeep + YAML_FIRST_LINE - 1, nestingTooDeepMessage('front matter'))],
      lineOf: unknownLine,
    };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + YAML_FIRST_LINE - 1;

  if (doc.errors.length > 0) {
    const diagnostics = doc.errors.map((error) =>
      frontmatterError(file, toFileLine(error.pos[0]), `invalid YAML in front matter: ${firstLine(error.message)}`),
    );
    return { frontmatter: {}, diagnostics, lineOf: unknownLine };
  }
  let data: unknown;
  try {
    // throws on aliases that expand past the library's limit (a "billion laughs" document)
    data = doc.toJS();
  } catch (error) {
    const offset = offsetOfUnreadableEntry(doc);
    const line = offset === undefined ? YAML_FIRST_LINE : toFileLine(offset);
    const detail = error instanceof Error ? error.message : String(error);
    return {
      frontmatter: {},
      diagnostics: [frontmatterError(file, line, `invalid YAML in front matter: ${firstLine(detail)}`)],
      lineOf: unknownLine,
    };
  }
  const lineOf = (path: (string | number)[]) => {
    const offset = offsetOfPath(doc, path);
    return offset === undefined ? YAML_FIRST_LINE : toFileLine(offset);
  };
  if (data === null || data === undefined) return { frontmatter: {}, diagnostics: [], lineOf };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      frontmatter: {},
      diagnostics: [frontmatterError(file, YAML_FIRST_LINE, 'front matter must be a mapping of keys to values')],
      lineOf,
    };
  }
  const { value, problems, warnings } = validateFrontmatter(data as Record<string, unknown>);
  const diagnostics = [
    ...problems.map((problem) => frontmatterError(file, lineOf(problem.path), `front matter: ${problem.message}`)),
    ...warnings.map((warning) => ({
      ...frontmatterError(file, lineOf(warning.path), `front matter: ${warning.message}`),
      severity: 'warning' as const,
    })),
  ];
  // in the order of the file, as the author reads it
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { frontmatter: value, diagnostics, lineOf };
}

/** YAML line of the first collection nested deeper than MAX_NESTING_DEPTH, undefined when none is. */
function linePastNestingLimit(yamlText: string): number | undefined {
  const lineCounter = new LineCounter();
  const stack: { token: CST.Token; depth: number }[] = [];
  for (const token of new Parser(lineCounter.addNewLine).parse(yamlText)) stack.push({ token, depth: 0 });
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (token.type === 'document' && token.value) stack.push({ token: token.value, depth });
    if (!('items' in token)) continue;
    if (depth === MAX_NESTING_DEPTH) return lineCounter.linePos(token.offset).line;
    for (const item of token.items as { key?: CST.Token | null; value?: CST.Token }[]) {
      if (item.key) stack.push({ token: item.key, depth: depth + 1 });
      if (item.value) stack.push({ token: item.value, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Offset of the first top-level key whose value cannot be read on its own. */
function offsetOfUnreadableEntry(doc: Document): number | undefined {
  if (!isMap(doc.contents)) return rangeStart(doc.contents);
  for (const pair of doc.contents.items) {
    try {
      (pair.value as YamlNode | null)?.toJS(doc);
    } catch {
      return rangeStart(pair.key);
    }
  }
  return undefined;
}

/** Offset of the key (for map entries) or item (for list entries) that a validation path names. */
function offsetOfPath(doc: Document, path: (string | number)[]): number | undefined {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
      if (!pair) return offset;
      offset = rangeStart(pair.key) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment];
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  return (node as YamlNode | null)?.range?.[0];
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

function frontmatterError(file: string, line: number, message: string): Diagnostic {
  return { severity: 'error', code: 'frontmatter', message, file, line, column: 1 };
}
