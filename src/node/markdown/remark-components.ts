import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin, Transformer } from 'unified';
import { isRefusedPropName, REFUSED_PROPS_TEXT } from '../../shared/component-props';
import { type PageCollector, report } from './collector';
import { setHast, takeDirectiveLabel } from './directive-label';
import { visit } from './visit';

/** A leaf or container directive named like a React component: a component use, known or not. */
export const COMPONENT_NAME_RE = /^[A-Z][\w-]*$/;
/** The element a component use becomes; rendered by the client's Island component. */
export const ISLAND_TAG = 'rp-island';
/** Wraps the rendered Markdown passed to a component as `children`. */
export const SLOT_TAG = 'rp-slot';
// `start="{3}"`, `steps='{["a","b"]}'`: a JSON value, as in JSX
const JSON_VALUE_RE = /^\{([^]*)\}$/;
// the start of a line that looks like a leaf component use: `::Name{` or `::Name[`
const UNPARSED_USE_RE = /^::[A-Z][\w-]*[[{]/;

export interface RemarkComponentsOptions {
  collector: PageCollector;
  /** the export names of the site's components module */
  names: readonly string[];
}

type Directive = ContainerDirective | LeafDirective | TextDirective;
const COLONS = { containerDirective: ':::', leafDirective: '::', textDirective: ':' } as const;

/**
 * `::Counter{label="Clicks" start="{3}"}`, `:::Steps … :::` and `:Name[text]` for names of the
 * components module -> `rp-island { data-name, data-props }` around the slot (the directive's
 * content). Attributes are string props; a value in braces (`start="{3}"`) is JSON. A capitalised leaf or
 * container name the module does not export is an error at its line, and so is an attribute that is
 * no data (component-props.ts): the author of a page is not trusted with the component's code.
 */
export const remarkComponents: Plugin<[RemarkComponentsOptions], Root> =
  (options): Transformer<Root> =>
  (tree, file) => {
    const source = String(file.value);
    const names = new Set(options.names);
    const each = (node: Directive) => {
      if (node.data?.hName) return;
      if (names.has(node.name)) toIsland(node, options.collector);
      else if (node.type !== 'textDirective' && COMPONENT_NAME_RE.test(node.name)) reportUnknown(node, options);
    };
    visit(tree, (node) => {
      if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') each(node);
      else if (node.type === 'paragraph') reportUnparsed(node, source, options.collector);
    });
  };

/**
 * A line such as `::Counter{:start="3"}` is no directive (here: an attribute name cannot start with
 * `:`), so it stays a paragraph; written like a component use, it is reported rather than shown as text.
 */
function reportUnparsed(node: Paragraph, source: string, collector: PageCollector): void {
  const start = node.position?.start.offset;
  // as written: an escaped `\::Name{` is text on purpose
  if (start === undefined) return;
  const end = source.indexOf('\n', start);
  const line = source.slice(start, end === -1 ? undefined : end).trimEnd();
  if (!UNPARSED_USE_RE.test(line)) return;
  report(
    collector,
    'error',
    `'${line.length > 60 ? `${line.slice(0, 60)}…` : line}' is written like a component use but is no directive: attributes are name="value" pairs, a JSON value between braces (start="{3}")`,
    node,
  );
}

function reportUnknown(node: Directive, { collector, names }: RemarkComponentsOptions): void {
  const known =
    names.length > 0 ? `markdown.components exports: ${names.join(', ')}` : 'no markdown.components module is set in the site config';
  report(collector, 'error', `unknown component '${COLONS[node.type]}${node.name}' (${known})`, node);
  setHast(node, 'div');
}

function toIsland(node: Directive, collector: PageCollector): void {
  const label = node.type === 'containerDirective' ? takeDirectiveLabel(node) : undefined;
  const props: Record<string, unknown> = label === undefined ? {} : { title: label };
  for (const [name, value] of Object.entries(node.attributes ?? {})) {
    if (isRefusedPropName(name)) {
      report(
        collector,
        'error',
        `component ${node.name}: attribute ${name} is refused: attributes are plain data, never ${REFUSED_PROPS_TEXT}`,
        node,
      );
      continue;
    }
    const text = value ?? '';
    const braced = JSON_VALUE_RE.exec(text);
    if (!braced) {
      props[name] = text;
      continue;
    }
    try {
      props[name] = JSON.parse(braced[1]);
    } catch {
      report(collector, 'error', `component ${node.name}: attribute ${name}="${text}" holds no JSON value between its braces`, node);
    }
  }
  setHast(node, ISLAND_TAG, { dataName: node.name, dataProps: JSON.stringify(props) });
  if (node.children.length === 0) return;
  // an mdast node of no known type becomes a `div`, renamed here; the island's only child
  const slot = { type: 'componentSlot', children: node.children, data: { hName: SLOT_TAG } };
  node.children = [slot as never];
}
