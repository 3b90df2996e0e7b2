/**
 * An overview page's own content, as the build changes it: the filter placed after the introduction,
 * and under each entry of the author's lists that links a page of the section, that page's headings
 * as anchor links (so a reader finds the option's sections from the overview, as the cards show them
 * for the pages the lists leave out).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { routeKey } from '../../shared/routes';

export interface OverviewHeading {
  text: string;
  id: string;
  depth: number;
}

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';
const isList = (node: Element) => node.tagName === 'ul' || node.tagName === 'ol';

/** Route keys of the page links inside list items of a tree (the author's own listing). */
export function listedLinks(tree: Root): Set<string> {
  const found = new Set<string>();
  const walk = (nodes: (RootContent | ElementContent)[], inItem: boolean) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const href = node.properties?.href;
      if (inItem && node.tagName === 'a' && typeof href === 'string' && href.startsWith('/')) found.add(routeKey(href.split('#')[0]));
      walk(node.children, inItem || node.tagName === 'li');
    }
  };
  walk(tree.children, false);
  return found;
}

/**
 * The overview page's tree with the filter in place: after the introduction, before the first
 * section heading (h2), or at the end of a page without one (the cards follow the content).
 */
export function placeOverviewFilter(tree: Root): Root {
  const filter: Element = { type: 'element', tagName: 'rp-overview-filter', properties: {}, children: [] };
  const at = tree.children.findIndex((node) => isElement(node) && node.tagName === 'h2');
  const children = [...tree.children];
  children.splice(at === -1 ? children.length : at, 0, filter);
  return { ...tree, children };
}

/** The first link of a list item outside its nested lists: the page the entry is about. */
function entryLink(item: Element): string | undefined {
  for (const child of item.children) {
    if (!isElement(child) || isList(child)) continue;
    const href = child.properties?.href;
    if (child.tagName === 'a') return typeof href === 'string' ? href : undefined;
    const inner = entryLink(child);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The list of a page's headings shown under its entry; the filter finds it by its data attribute. */
function headingList(href: string, headings: OverviewHeading[]): Element {
  const item = (h: OverviewHeading): Element => ({
    type: 'element',
    tagName: 'li',
    properties: { className: [`rp-overview-depth-${h.depth}`] },
    children: [{ type: 'element', tagName: 'a', properties: { href: `${href}#${h.id}` }, children: [{ type: 'text', value: h.text }] }],
  });
  return {
    type: 'element',
    tagName: 'ul',
    properties: { className: ['rp-overview-headers'], dataRpOverviewHeaders: '' },
    children: headings.map(item),
  };
}

/**
 * The tree with each list entry that links a whole page (no `#anchor`) followed by that page's
 * headings, as `headingsOf` gives them by route key (none: the entry stays as written). The tree
 * is copied where it changes, never edited: dev keeps the compiled tree for the next request.
 */
export function addListedHeadings(tree: Root, headingsOf: (key: string) => OverviewHeading[] | undefined): Root {
  const visit = <T extends RootContent | ElementContent>(node: T): T => {
    if (!isElement(node)) return node;
    const children = node.children.map(visit);
    const href = node.tagName === 'li' ? entryLink(node) : undefined;
    const headings = href?.startsWith('/') && !href.includes('#') ? headingsOf(routeKey(href)) : undefined;
    if (headings && headings.length > 0) children.push(headingList(href!, headings));
    return children.every((child, i) => child === node.children[i]) && children.length === node.children.length
      ? node
      : { ...node, children };
  };
  return { ...tree, children: tree.children.map(visit) };
}
