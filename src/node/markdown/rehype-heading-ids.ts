import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { type PageCollector, positionKey } from './collector';

const HEADING_RE = /^h([1-6])$/;
const CUSTOM_ID_RE = /\s*\{#([^\s{}]+)\}\s*$/;
const TOC_MIN_DEPTH = 2;
const TOC_MAX_DEPTH = 4;

export interface RehypeHeadingIdsOptions {
  collector: PageCollector;
  /** file offset of a (line, column) position: the toc's charIndex */
  toSourceOffset: (line: number, column: number) => number;
}

/**
 * Give every heading an id (github-slugger, or `{#custom-id}` at the end of its text, which is removed)
 * and collect the toc (h2-h4 outside :::no-outline) and the first h1 text.
 * Headings that already carry an id (the footnote section's label) keep it.
 */
export const rehypeHeadingIds: Plugin<[RehypeHeadingIdsOptions], Root> = (options) => (tree: Root) => {
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  const { collector } = options;
  visit(tree, 'element', (node) => {
    const depth = Number(HEADING_RE.exec(node.tagName)?.[1] ?? 0);
    if (!depth) return;
    if (typeof node.properties.id === 'string') {
      used.add(node.properties.id);
      return;
    }
    const customId = takeCustomId(node);
    const text = headingText(node).trim();
    if (depth === 1 && !collector.headingTitle) collector.headingTitle = text;
    const id = customId ?? uniqueSlug(slugger, used, text);
    if (id === '') return;
    used.add(id);
    node.properties.id = id;
    const excluded = collector.outlineExcluded.has(positionKey(node));
    if (depth >= TOC_MIN_DEPTH && depth <= TOC_MAX_DEPTH && !excluded) {
      const start = node.position?.start;
      const charIndex = start ? options.toSourceOffset(start.line, start.column) : -1;
      collector.toc.push({ text, id, depth, charIndex });
    }
  });
};

/** Slug the text; ask again while the id is taken by a custom id (the slugger counts up each call). */
function uniqueSlug(slugger: GithubSlugger, used: Set<string>, text: string): string {
  let id = slugger.slug(text);
  while (id !== '' && used.has(id)) id = slugger.slug(text);
  return id;
}

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

/** Text of a heading without its badges: `## define :badge[Rsbuild]` -> 'define'. */
function headingText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'rp-badge') return '';
  return node.children.map(headingText).join('');
}
