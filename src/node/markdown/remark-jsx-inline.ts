import type { Html, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { type PageCollector, report } from './collector';
import { isGroupingElement, unknownJsxMessage } from './jsx-lines';
import { type JsxAttribute, type JsxTag, readFlowTag, stringAttribute } from './jsx-tags';
import { visit } from './visit';

export interface RemarkJsxInlineOptions {
  collector: PageCollector;
  /** the export names of the site's components module */
  components: readonly string[];
}

const JSX_HTML_RE = /^<\/?[A-Z]/;

/**
 * JSX elements written inside text (those on lines of their own are rewritten before parsing, see
 * jsx-lines.ts): a paragraph of `<TabItem label="A">text</TabItem>` elements becomes tabs, an
 * element of the components module becomes its text directive, and any other capitalised element
 * is reported and leaves its content.
 */
export const remarkJsxInline: Plugin<[RemarkJsxInlineOptions], Root> = (options) => (tree: Root) => {
  const components = new Set(options.components);
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as RootContent[];
    if (children.some((child) => child.type === 'paragraph' && child.children.some(isJsxHtml))) {
      node.children = children.flatMap((child) => (child.type === 'paragraph' && toTabs(child)) || [child]) as never;
    }
    if ((node.children as RootContent[]).some(isJsxHtml)) {
      node.children = rewritePhrasing(node.children as PhrasingContent[], components, options.collector) as never;
    }
  });
};

const isJsxHtml = (node: RootContent): node is Html => node.type === 'html' && JSX_HTML_RE.test(node.value);

const readTag = (node: Html) => readFlowTag(node.value.split('\n'), 0);

/** A paragraph made only of `<TabItem …>…</TabItem>` elements (and spaces between) -> one tab each. */
function toTabs(paragraph: Paragraph): ContainerDirective[] | undefined {
  const tabs: ContainerDirective[] = [];
  let open: { attributes: readonly JsxAttribute[]; content: PhrasingContent[]; node: Html } | undefined;
  for (const child of paragraph.children) {
    const tag = child.type === 'html' && isJsxHtml(child) ? readTag(child) : undefined;
    if (tag?.name === 'TabItem' && !tag.closing && !tag.selfClosing && !open) {
      open = { attributes: tag.attributes, content: [], node: child as Html };
    } else if (tag?.name === 'TabItem' && tag.closing && open) {
      const label = stringAttribute(open.attributes, 'label') ?? stringAttribute(open.attributes, 'value');
      const content: Paragraph = { type: 'paragraph', children: trimEnds(open.content) };
      tabs.push({
        type: 'containerDirective',
        name: 'tab',
        attributes: label === undefined ? {} : { label },
        children: [content],
        position: { start: open.node.position!.start, end: child.position!.end },
      });
      open = undefined;
    } else if (open) open.content.push(child);
    else if (!(child.type === 'text' && child.value.trim() === '')) return undefined;
  }
  return tabs.length > 0 && !open ? tabs : undefined;
}

function trimEnds(content: PhrasingContent[]): PhrasingContent[] {
  const first = content[0];
  const last = content.at(-1);
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return content.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Components' tags -> text directives around what lies between them; other JSX tags removed, reported once. */
function rewritePhrasing(children: PhrasingContent[], components: ReadonlySet<string>, collector: PageCollector): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  const open: { tag: JsxTag; at: number }[] = [];
  for (const child of children) {
    const html = child.type === 'html' && isJsxHtml(child) ? child : undefined;
    const tag = html && readTag(html);
    if (!html || !tag) {
      result.push(child);
      continue;
    }
    if (!components.has(tag.name)) {
      if (!tag.closing && !isGroupingElement(tag.name)) report(collector, 'warning', unknownJsxMessage(tag.name), html);
      continue;
    }
    if (tag.selfClosing) result.push(textDirective(tag, [], html));
    else if (!tag.closing) open.push({ tag, at: result.length });
    else {
      const opener = open.findLast((o) => o.tag.name === tag.name);
      if (!opener) continue;
      open.splice(open.indexOf(opener));
      const inner = result.splice(opener.at);
      result.push(textDirective(opener.tag, inner, html));
    }
  }
  return result;
}

function textDirective(tag: JsxTag, children: PhrasingContent[], node: Html): TextDirective {
  const attributes = Object.fromEntries(
    tag.attributes.map(({ name, value, expression }) => [name, value === true ? '{true}' : expression ? `{${value}}` : value]),
  );
  return { type: 'textDirective', name: tag.name, attributes, children, position: node.position };
}
