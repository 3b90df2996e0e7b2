import { randomBytes } from 'node:crypto';
import type { Element, Nodes, Root } from 'hast';
import type { Options as RawOptions } from 'hast-util-raw';
import type { Plugin } from 'unified';
import type { RawHtmlConfig } from '../../shared/types';
import { type PageCollector, report } from './collector';
import { htmlPolicy } from './html-schema';
import { sanitizeAuthorHtml } from './html-sanitize';
import { SKIP, visit } from './visit';

export interface RehypeRawHtmlOptions {
  collector: PageCollector;
  html?: RawHtmlConfig;
}

const HEADING_RE = /^h[1-6]$/;
const DOCUMENT_TAG_RE = /<(html|head|body)(?=[\s/>])/gi;
const NOT_HTML_RE = /^\s*(<(?:\?|!\[CDATA\[|![A-Za-z])[^\s>]{0,20})/;

interface Stashed extends Pick<Element, 'properties' | 'data' | 'position'> {
  /** the content of an element with no raw HTML in it, kept out of the parser */
  children?: Element['children'];
}

/**
 * Raw HTML becomes part of the tree, through the allow-list. The whole tree goes through an HTML
 * parser once, so an element opened in one HTML block and closed in another (`<details>`, Markdown,
 * `</details>`) holds what lies between, and nesting is what a browser would make of it. Elements
 * made from Markdown pass through the parser with a mark under a name no page can guess, and get
 * their properties back after it; whatever lacks the mark was written by the author and is
 * sanitized (html-sanitize.ts), every removal reported as a warning. Runs right after remark-rehype,
 * so heading ids, links and images see the author's HTML like the rest.
 */
export const rehypeRawHtml: Plugin<[RehypeRawHtmlOptions], Root> = (options) => async (tree: Root, file: RawOptions['file']) => {
  const holders = new Set<Root | Element>();
  if (!holdsRaw(tree, holders)) return;
  // the HTML parser loads with the first page that has raw HTML: most pages have none
  const { raw } = await import('hast-util-raw');
  const { collector } = options;
  reportNotHtml(tree, collector);
  // letters only: a data attribute name that survives the round trip through the parser unchanged
  const mark = `dataRp${randomBytes(8)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`;
  const stash = markTrusted(tree, mark, holders);
  // with the file, the parser gives the author's elements their line and column
  const parsed = raw(tree, { file }) as Root;
  const authored = restoreTrusted(parsed, mark, stash);
  sanitizeAuthorHtml(parsed, {
    policy: htmlPolicy(options.html),
    isAuthored: (element) => authored.has(element),
    warn: (message, element) => report(collector, 'warning', message, element, 'raw-html'),
  });
  for (const element of authored) {
    collector.authoredHtml.add(element);
    const { id } = element.properties;
    if (typeof id === 'string' && !HEADING_RE.test(element.tagName)) collector.htmlAnchorIds.add(id);
  }
  tree.children = parsed.children;
};

/**
 * A processing instruction (`<?php … ?>`), a declaration (`<!DOCTYPE html>`) or a CDATA section is
 * read by the parser as a comment, or not at all, and so is a tag of the document itself (`<body>`):
 * they never show, and are reported here.
 */
function reportNotHtml(tree: Root, collector: PageCollector): void {
  visit(tree, 'raw', (node) => {
    const start = NOT_HTML_RE.exec(node.value)?.[1];
    if (start)
      report(
        collector,
        'warning',
        `${start}… removed: processing instructions, declarations and CDATA are not page content`,
        node,
        'raw-html',
      );
    // the parser ignores these tags inside a page, and with them their attributes (`<body onload>`)
    for (const [, name] of node.value.matchAll(DOCUMENT_TAG_RE)) {
      report(collector, 'warning', `<${name.toLowerCase()}> removed: the page has its own`, node, 'raw-html');
    }
  });
}

/** Whether raw HTML lies below `node`; every element (and the root) below which it lies goes into `holders`. */
function holdsRaw(node: Root | Element, holders: Set<Root | Element>): boolean {
  let holds = false;
  for (const child of node.children) {
    if (child.type === 'raw' || (child.type === 'element' && holdsRaw(child, holders))) holds = true;
  }
  if (holds) holders.add(node);
  return holds;
}

/**
 * Every element gets the mark (its index in the stash) instead of its properties. An element with no
 * raw HTML below it goes to the parser empty, its content kept aside: the parser still places the
 * element itself, and has much less to read.
 */
function markTrusted(tree: Root, mark: string, holders: Set<Root | Element>): Stashed[] {
  const stash: Stashed[] = [];
  const walk = (parent: Root | Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      const holds = holders.has(child);
      stash.push({
        properties: child.properties,
        data: child.data,
        position: child.position,
        children: holds ? undefined : child.children,
      });
      child.properties = { [mark]: stash.length - 1 };
      delete child.data;
      if (holds) walk(child);
      else child.children = [];
    }
  };
  walk(tree);
  return stash;
}

/** Gives marked elements their properties and content back; returns the unmarked ones: the author's. */
function restoreTrusted(tree: Root, mark: string, stash: Stashed[]): Set<Element> {
  const authored = new Set<Element>();
  const restored = new Set<number>();
  visit(tree as Nodes, 'element', (node) => {
    const index = Number(node.properties[mark]);
    const original = stash[index] as Stashed | undefined;
    if (typeof node.properties[mark] !== 'string' || !original) {
      authored.add(node);
      return undefined;
    }
    // the parser may copy an element (a formatting element reopened after a block): each copy gets its own objects
    const copy = restored.has(index);
    restored.add(index);
    node.properties = { ...original.properties };
    if (original.data) node.data = original.data;
    if (original.position) node.position = original.position;
    if (!original.children) return undefined;
    node.children = copy ? structuredClone(original.children) : original.children;
    return SKIP;
  });
  return authored;
}
