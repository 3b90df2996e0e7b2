import type { Element, ElementContent, Root } from 'hast';
import { slug } from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, positionKey, report } from './collector';
import { unreservedId } from './reserved-ids';
import { type HeadingIdStyle, otherStyle, slugOf, vitepressSlug } from '../../shared/heading-slugs';

const HEADING_RE = /^h([1-6])$/;
const CUSTOM_ID_RE = /\s*\{#([^\s{}]+)\}\s*$/;
const TOC_MIN_DEPTH = 2;
const TOC_MAX_DEPTH = 4;

export interface RehypeHeadingIdsOptions {
  collector: PageCollector;
  /** markdown.headingIds: the style of the ids made; each heading's id in the other style is recorded too */
  style?: HeadingIdStyle;
  /** file offset of a (line, column) position: the toc's charIndex */
  toSourceOffset: (line: number, column: number) => number;
}

interface Lifted {
  badges: { index: number; node: ElementContent }[];
  /** text nodes trimmed so 'define :badge[x]' slugs as 'define', with their original value */
  trimmed: { node: { value: string }; value: string }[];
}
const lifted = new WeakMap<Element, Lifted>();

/** Headings whose id the author wrote (`{#id}`): no generator slugs them, in either style. */
const customIdHeadings = new WeakSet<Element>();
export const hasCustomId = (heading: Element) => customIdHeadings.has(heading);

/**
 * Runs before rehype-slug: a `{#custom-id}` at the end of a heading becomes its id (and leaves the
 * text), and badges are lifted out so rehype-slug slugs the heading text alone
 * (`## define :badge[Rsbuild]` -> 'define'); rehypeHeadingIds puts them back.
 */
export const rehypeCustomHeadingIds: Plugin<[{ collector: PageCollector }], Root> =
  ({ collector }) =>
  (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!HEADING_RE.test(node.tagName) || typeof node.properties.id === 'string') return;
      const customId = takeCustomId(node);
      if (customId) {
        node.properties.id = unreservedId(customId);
        customIdHeadings.add(node);
      }
      // HTML is indented and wrapped at will: its line breaks and indents are not part of the heading's name
      else if (collector.authoredHtml.has(node)) node.properties.id = slug(toString(node).replace(/\s+/g, ' ').trim() || imageAlts(node));
      if (customId && customId !== node.properties.id) {
        report(collector, 'warning', `heading id '${customId}' is used by the site itself, renamed to '${node.properties.id}'`, node);
      }
      const badges = node.children.flatMap((child, index) =>
        child.type === 'element' && child.tagName === 'rp-badge' ? [{ index, node: child }] : [],
      );
      if (badges.length === 0) return;
      node.children = node.children.filter((child) => !badges.some((b) => b.node === child));
      // the space that separated a badge from the text at either end of the heading
      const trimmed: Lifted['trimmed'] = [];
      const [first, last] = [node.children.at(0), node.children.at(-1)];
      if (last?.type === 'text') {
        trimmed.push({ node: last, value: last.value });
        last.value = last.value.trimEnd();
      }
      if (first?.type === 'text') {
        trimmed.push({ node: first, value: first.value });
        first.value = first.value.trimStart();
      }
      trimmed.reverse(); // restore in reverse order (first and last may be one node)
      lifted.set(node, { badges, trimmed });
    });
  };

/**
 * Runs after rehype-slug (github-slugger, GitHub's rule): puts badges back, gives an id the theme
 * uses the user-content- prefix, makes ids unique across custom and generated ones (-1, -2 …), and
 * collects the toc (h2-h4 outside :::no-outline) and the first h1 text.
 */
export const rehypeHeadingIds: Plugin<[RehypeHeadingIdsOptions], Root> = (options) => (tree: Root) => {
  const { collector } = options;
  // `<a id="install"></a>` above `## Install`: the heading becomes install-1, so every id stays unique
  const used = new Set<string>(collector.htmlAnchorIds);
  const others = new Map<string, string>();
  const other = otherStyle(options.style ?? 'github');
  visit(tree, 'element', (node) => {
    const depth = Number(HEADING_RE.exec(node.tagName)?.[1] ?? 0);
    if (!depth) return;
    const text = headingText(node).replace(/\s+/g, ' ').trim() || imageAlts(node);
    const back = lifted.get(node);
    for (const text of back?.trimmed ?? []) text.node.value = text.value;
    for (const badge of back?.badges ?? []) node.children.splice(badge.index, 0, badge.node);
    if (depth === 1 && !collector.headingTitle) collector.headingTitle = text;
    // an id slugged from the text ('## Main') gives way to the theme's like an author's does
    const base = typeof node.properties.id === 'string' ? unreservedId(node.properties.id) : '';
    if (base === '') {
      delete node.properties.id;
      return;
    }
    let id = base;
    for (let n = 1; used.has(id); n++) id = unreservedId(`${base}-${n}`);
    used.add(id);
    node.properties.id = id;
    // numbered as that generator numbers its own: the second 'Example' is example-1 in both styles
    const otherBase = slugOf(text, other);
    let otherId = otherBase;
    for (let n = 1; others.has(otherId); n++) otherId = `${otherBase}-${n}`;
    if (otherBase !== '') others.set(otherId, id);
    if (node.properties.dataFootnoteLabel !== undefined || id === 'footnote-label') return;
    const excluded = collector.outlineExcluded.has(positionKey(node));
    if (depth >= TOC_MIN_DEPTH && depth <= TOC_MAX_DEPTH && !excluded) {
      const start = node.position?.start;
      const charIndex = start ? options.toSourceOffset(start.line, start.column) : -1;
      collector.toc.push({ text, id, depth, charIndex });
    }
  });
  // an id of the page wins over the same id in the other style, which names another heading
  for (const [otherId, id] of others) if (!used.has(otherId)) collector.otherStyleIds.set(otherId, id);
};

/** `markdown.headingIds: 'vitepress'`: the ids rehype-slug would give, in VitePress's style. */
export const rehypeVitepressSlug: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'element', (node) => {
    if (HEADING_RE.test(node.tagName) && node.properties.id === undefined) node.properties.id = vitepressSlug(toString(node));
  });
};

/** `## Watch mode {#watch}` -> 'watch', and the heading text becomes 'Watch mode'. */
function takeCustomId(node: Element): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID_RE.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') node.children.pop();
  return match[1];
}

/** A heading made of a logo says what it is in the alt text: `<h1><img alt="tsx"></h1>` -> 'tsx'. */
function imageAlts(node: Element): string {
  const alts: string[] = [];
  visit(node, 'element', (child) => {
    if (child.tagName === 'img' && typeof child.properties.alt === 'string' && child.properties.alt.trim())
      alts.push(child.properties.alt.trim());
  });
  return alts.join(' ');
}

/** Text of a heading without its badges: `## define :badge[Rsbuild]` -> 'define'. */
function headingText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'rp-badge') return '';
  return node.children.map(headingText).join('');
}
