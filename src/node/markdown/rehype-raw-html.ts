import { randomBytes } from 'node:crypto';
import type { Element, Nodes, Root } from 'hast';
import { type Options as RawOptions, raw } from 'hast-util-raw';
import type { Plugin } from 'unified';
import type { RawHtmlConfig } from '../../shared/types';
import { type PageCollector, report } from './collector';
import { htmlPolicy } from './html-schema';
import { sanitizeAuthorHtml } from './html-sanitize';
import { visit } from './visit';

export interface RehypeRawHtmlOptions {
  collector: PageCollector;
  html?: RawHtmlConfig;
}

type Stashed = Pick<Element, 'properties' | 'data' | 'position'>;

/**
 * Raw HTML becomes part of the tree, through the allow-list. The whole tree goes through an HTML
 * parser once, so an element opened in one HTML block and closed in another (`<details>`, Markdown,
 * `</details>`) holds what lies between, and nesting is what a browser would make of it. Elements
 * made from Markdown pass through the parser with a mark under a name no page can guess, and get
 * their properties back after it; whatever lacks the mark was written by the author and is
 * sanitized (html-sanitize.ts), every removal reported as a warning. Runs right after remark-rehype,
 * so heading ids, links and images see the author's HTML like the rest.
 */
export const rehypeRawHtml: Plugin<[RehypeRawHtmlOptions], Root> = (options) => (tree: Root, file: RawOptions['file']) => {
  if (!hasRaw(tree)) return;
  // letters only: a data attribute name that survives the round trip through the parser unchanged
  const mark = `dataRp${randomBytes(8).toString('hex').replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`;
  const stash = markTrusted(tree, mark);
  // with the file, the parser gives the author's elements their line and column
  const parsed = raw(tree, { file }) as Root;
  const authored = restoreTrusted(parsed, mark, stash);
  const { collector } = options;
  sanitizeAuthorHtml(parsed, {
    policy: htmlPolicy(options.html),
    isAuthored: (element) => authored.has(element),
    warn: (message, element) => report(collector, 'warning', message, element, 'raw-html'),
  });
  for (const element of authored) collector.authoredHtml.add(element);
  tree.children = parsed.children;
};

function hasRaw(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return false;
  });
  return found;
}

/** Every element gets the mark (its index in the stash) instead of its properties. */
function markTrusted(tree: Root, mark: string): Stashed[] {
  const stash: Stashed[] = [];
  visit(tree, 'element', (node) => {
    stash.push({ properties: node.properties, data: node.data, position: node.position });
    node.properties = { [mark]: stash.length - 1 };
    delete node.data;
  });
  return stash;
}

/** Gives marked elements their properties back; returns the unmarked ones: the author's. */
function restoreTrusted(tree: Root, mark: string, stash: Stashed[]): Set<Element> {
  const authored = new Set<Element>();
  visit(tree as Nodes, 'element', (node) => {
    const index = node.properties[mark];
    const original = typeof index === 'string' ? stash[Number(index)] : undefined;
    if (!original) {
      authored.add(node);
      return;
    }
    // the parser may copy an element (a formatting element reopened after a block): each copy gets its own object
    node.properties = { ...original.properties };
    if (original.data) node.data = original.data;
    if (original.position) node.position = original.position;
  });
  return authored;
}
