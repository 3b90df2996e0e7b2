import type { LineProblem } from './mdx-module-lines';
import { encodeAmpersands, type JsxAttribute, type JsxTag, quoteAttributeValue, readFlowTag, stringAttribute } from './jsx-tags';
import { findFences } from './source-lines';

/** A JSX element that becomes a container directive; its lines are written by container-fences.ts. */
export interface JsxContainer {
  /** 0-based line of the opening tag, and of the closing tag when there is one */
  open: number;
  close?: number;
  /** the directive it becomes, without colons: 'tabs{groupId="x"}', 'tab{label="A"}', 'Steps{title="x"}' */
  directive: string;
  /** what the messages call it: '<TabItem>' */
  shown: string;
  /** the whitespace its lines start with */
  indent: string;
}

export interface JsxLinesOptions {
  /** the export names of the site's components module */
  components: readonly string[];
}

interface FoundTag extends JsxTag {
  line: number;
  /** index into the found tags of the tag it pairs with */
  partner?: number;
}

/** JSX's own grouping element renders nothing but its content: it goes without a word. */
export const isGroupingElement = (name: string) => name === 'Fragment';

/** The warning for a capitalised JSX element that is no component of the site. */
export const unknownJsxMessage = (name: string) =>
  `JSX element <${name}> is no component of this site, so only its content is shown (to render it, export ${name} from the markdown.components module: see Writing, Components in the quire docs)`;

/**
 * Rewrites JSX elements that stand on lines of their own, in place and line for line:
 * `<Tabs groupId|syncKey>` / `<TabItem label|value|default>` become the built-in tabs, an element the
 * components module exports becomes its directive, and any other capitalised element is reported
 * and leaves its content, which is Markdown as in MDX. The content of an element is indented as
 * the element's own line is (MDX has no indented code, so Docusaurus pages indent freely).
 */
export function rewriteJsxLines(
  lines: string[],
  skip: readonly boolean[],
  options: JsxLinesOptions,
): { containers: JsxContainer[]; problems: LineProblem[] } {
  const tags = findFlowTags(lines, skip);
  const problems: LineProblem[] = [];
  if (tags.length === 0) return { containers: [], problems };
  pairTags(tags, problems);
  dedentContents(lines, tags);
  const components = new Set(options.components);
  const containers: JsxContainer[] = [];
  const tabsLabels = new Map<number, Map<string, string>>();
  tags.forEach((tag, index) => {
    const indent = /^[ \t]*/.exec(lines[tag.line])?.[0] ?? '';
    lines.fill('', tag.line, tag.endLine + 1);
    if (tag.closing) {
      const opened = tag.partner === undefined ? undefined : containers.find((c) => c.open === tags[tag.partner!].line);
      if (opened) opened.close = tag.line;
      else if (tag.partner === undefined) problems.push(at(tag, `'</${tag.name}>' closes no element; left out`));
      return;
    }
    const directive = directiveOf(tag, { components, tabsLabels, index, tags });
    if (directive === undefined) {
      if (!isGroupingElement(tag.name)) problems.push(at(tag, unknownJsxMessage(tag.name)));
    } else if (tag.selfClosing && components.has(tag.name)) {
      lines[tag.line] = `${indent}::${directive}`;
    } else if (!tag.selfClosing) {
      containers.push({ open: tag.line, directive, shown: `<${tag.name}>`, indent });
    }
  });
  return { containers, problems };
}

const at = (tag: FoundTag, message: string): LineProblem => ({ line: tag.line + 1, column: 1, message });

function findFlowTags(lines: readonly string[], skip: readonly boolean[]): FoundTag[] {
  const tags: FoundTag[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (skip[i]) continue;
    const tag = readFlowTag(lines, i);
    if (!tag) continue;
    tags.push({ ...tag, line: i });
    i = tag.endLine;
  }
  return tags;
}

/** Each closing tag with the innermost open tag of its name; an element left open inside it is reported. */
function pairTags(tags: FoundTag[], problems: LineProblem[]): void {
  const open: number[] = [];
  tags.forEach((tag, index) => {
    if (tag.selfClosing) return;
    if (!tag.closing) {
      open.push(index);
      return;
    }
    const match = open.findLastIndex((o) => tags[o].name === tag.name);
    if (match === -1) return;
    for (const inner of open.splice(match + 1)) {
      problems.push(
        at(tag, `'</${tag.name}>' at line ${tag.line + 1} closed <${tags[inner].name}> (opened at line ${tags[inner].line + 1})`),
      );
    }
    const opener = open.pop()!;
    tags[opener].partner = index;
    tag.partner = opener;
  });
}

/** Moves the content of each element left so that it starts where the element's own line does. */
function dedentContents(lines: string[], tags: readonly FoundTag[]): void {
  const inCode = lines.map(() => false);
  for (const fence of findFences(lines)) inCode.fill(true, fence.open + 1, fence.close);
  const dedent = lines.map(() => 0);
  for (const tag of tags) {
    if (tag.closing || tag.partner === undefined) continue;
    const close = tags[tag.partner].line;
    let least = Infinity;
    for (let i = tag.endLine + 1; i < close; i++) {
      if (!inCode[i] && lines[i].trim() !== '') least = Math.min(least, indentOf(lines[i]));
    }
    const shift = least === Infinity ? 0 : least - indentOf(lines[tag.line]);
    for (let i = tag.endLine + 1; shift > 0 && i < close; i++) dedent[i] += shift;
  }
  dedent.forEach((shift, i) => {
    if (shift > 0) lines[i] = lines[i].slice(Math.min(shift, indentOf(lines[i])));
  });
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0].length ?? 0;

interface DirectiveContext {
  components: ReadonlySet<string>;
  /** per Tabs tag (its index), the labels its `values` prop gives to values */
  tabsLabels: Map<number, Map<string, string>>;
  index: number;
  tags: readonly FoundTag[];
}

/** The directive (name and attributes) a JSX element becomes; undefined for an element nothing renders. */
function directiveOf(tag: FoundTag, context: DirectiveContext): string | undefined {
  const { attributes } = tag;
  if (context.components.has(tag.name)) return `${tag.name}${componentAttributes(attributes)}`;
  if (tag.name === 'Tabs') {
    context.tabsLabels.set(context.index, readValuesProp(attributes));
    const groupId = stringAttribute(attributes, 'groupId') ?? stringAttribute(attributes, 'syncKey');
    return groupId ? `tabs{groupId=${quoteAttributeValue(groupId)}}` : 'tabs';
  }
  if (tag.name === 'TabItem') {
    const value = stringAttribute(attributes, 'value');
    const labels = context.tabsLabels.get(enclosingTabs(context)) ?? new Map<string, string>();
    const label = stringAttribute(attributes, 'label') ?? (value === undefined ? undefined : (labels.get(value) ?? value));
    const written = [
      label === undefined ? '' : `label=${quoteAttributeValue(label)}`,
      isSetFlag(attributes, 'default') ? 'default="true"' : '',
    ];
    const directiveAttributes = written.filter(Boolean).join(' ');
    return directiveAttributes === '' ? 'tab' : `tab{${directiveAttributes}}`;
  }
  return undefined;
}

/** A flag prop that is on: written bare (`default`), or as `default={true}` / `default="true"`. */
function isSetFlag(attributes: readonly JsxAttribute[], name: string): boolean {
  const attribute = attributes.find((a) => a.name === name);
  return attribute !== undefined && (attribute.value === true || attribute.value.trim() === 'true');
}

/** Index of the innermost Tabs tag still open at the tag `context.index`. */
function enclosingTabs({ tags, index }: DirectiveContext): number {
  for (let i = index - 1; i >= 0; i--) {
    const tag = tags[i];
    if (tag.name === 'Tabs' && !tag.closing && (tag.partner === undefined || tag.partner > index)) return i;
  }
  return -1;
}

// Docusaurus' older spelling: `values={[{ label: 'Apple', value: 'apple' }, …]}`
const VALUES_ENTRY_RE = /\{([^{}]*)\}/g;
const ENTRY_FIELD_RE = /\b(label|value)\s*:\s*(["'`])([^]*?)\2/g;

function readValuesProp(attributes: readonly JsxAttribute[]): Map<string, string> {
  const labels = new Map<string, string>();
  const values = attributes.find((a) => a.name === 'values' && a.expression);
  if (!values || values.value === true) return labels;
  for (const [, entry] of values.value.matchAll(VALUES_ENTRY_RE)) {
    const fields = Object.fromEntries([...entry.matchAll(ENTRY_FIELD_RE)].map((m) => [m[1], m[3]]));
    if (fields.value !== undefined && fields.label !== undefined) labels.set(fields.value, encodeAmpersands(fields.label));
  }
  return labels;
}

/** JSX props as directive attributes: strings as they are, `{3}` as the JSON-in-braces value, a bare name as `{true}`. */
export function componentAttributes(attributes: readonly JsxAttribute[]): string {
  if (attributes.length === 0) return '';
  const written = attributes.map(({ name, value, expression }) => {
    const text = value === true ? '{true}' : expression ? `{${encodeAmpersands(value)}}` : value;
    return `${name}=${quoteAttributeValue(text)}`;
  });
  return `{${written.join(' ')}}`;
}
