import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { parseEntities } from 'parse-entities';

/**
 * Our compiled tree as plain CommonMark HTML, for comparing with the spec. It undoes only what our
 * dialect adds on purpose, each rule a documented feature:
 * - every heading gets an `id` (Headings): the `id` goes, and so does the empty element that holds
 *   the heading's id in the other style of ids (`rp-heading-alias`);
 * - a code block is an `rp-code-block` holding Shiki's highlighted HTML (Code blocks): it becomes
 *   `<pre><code class="language-x">` with the text the reader sees in the highlighted HTML;
 *   `text`, the language of a block without one, gives no class;
 * - an external link opens in a new tab (Links): `target="_blank"` and its `rel` go;
 * - images load lazily (Images): `loading="lazy"` goes;
 * - task lists carry GitHub's classes (`contains-task-list`, `task-list-item`): they go, and so does
 *   the name a task's checkbox is given from its item's text (`aria-label`);
 * - footnotes render as GitHub.com renders them today (ids prefixed `user-content-`, a visually
 *   hidden "Footnotes" heading, `data-footnote-*` and `aria-*` attributes, a back link per reference):
 *   they become the spec fixtures' cmark-gfm form (`fn1`, `fnref1`, `footnote-ref`, `footnote-backref`).
 * Link destinations are compared through `comparableHref`, on both sides.
 */
export function toPlainHtml(tree: Root): string {
  const copy = structuredClone(tree);
  const footnotes = footnoteNumbers(copy);
  copy.children = copy.children.flatMap((child) => project(child, footnotes));
  return toHtml(copy);
}

/**
 * A page links relative to its route, and the compiler writes relative page links as absolute paths
 * (`foo` on the page `/` is `/foo`): both sides compare with the path resolved against `/`, as a
 * browser resolves it. Text-level only, no decoding, so a changed escape or slash still shows.
 */
export function comparableHref(href: string): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#|\?)/i.test(href) || href === '') return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const segments: string[] = [];
  for (const segment of path.replace(/^\/+/, '').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}${cut === -1 ? '' : href.slice(cut)}`;
}

const HEADING_RE = /^h[1-6]$/;
const FOOTNOTE_ID_RE = /^user-content-fn-(.+)$/;
const FOOTNOTE_TARGET_RE = /^#?user-content-fn(?:ref)?-(.+)$/;

function project(node: RootContent, footnotes: Map<string, number>): RootContent[] {
  if (node.type !== 'element') return [node];
  if (node.tagName === 'rp-code-block') return [codeBlock(node)];
  if (node.tagName === 'h2' && node.properties.id === 'footnote-label') return [];
  const { properties } = node;
  if (HEADING_RE.test(node.tagName)) delete properties.id;
  if (node.tagName === 'span' && Array.isArray(properties.className) && properties.className.includes('rp-heading-alias')) return [];
  if (node.tagName === 'a') link(node, footnotes);
  if (node.tagName === 'img' && properties.loading === 'lazy') delete properties.loading;
  if (node.tagName === 'section' && properties.dataFootnotes !== undefined) delete properties.dataFootnotes;
  if (node.tagName === 'li') {
    const label = FOOTNOTE_ID_RE.exec(String(properties.id ?? ''))?.[1];
    if (label !== undefined) properties.id = `fn${footnotes.get(label)}`;
  }
  if (node.tagName === 'sup' && node.children.some((child) => child.type === 'element' && child.properties.dataFootnoteRef !== undefined)) {
    properties.className = ['footnote-ref'];
  }
  removeClasses(node, ['contains-task-list', 'task-list-item']);
  if (node.tagName === 'input' && properties.type === 'checkbox') delete properties.ariaLabel;
  node.children = node.children.flatMap((child) => project(child, footnotes) as ElementContent[]);
  return [node];
}

function link(node: Element, footnotes: Map<string, number>): void {
  const { properties } = node;
  if (properties.target === '_blank') {
    delete properties.target;
    delete properties.rel;
  }
  if (properties.dataFootnoteRef !== undefined) {
    node.properties = { href: `#fn${footnoteNumber(properties.href, footnotes)}`, id: `fnref${footnoteNumber(properties.id, footnotes)}` };
  } else if (properties.dataFootnoteBackref !== undefined) {
    node.properties = { href: `#fnref${footnoteNumber(properties.href, footnotes)}`, className: ['footnote-backref'] };
  }
}

/** `#user-content-fn-note` -> '1'; a repeated reference `user-content-fnref-note-2` -> '1-2'. */
function footnoteNumber(value: unknown, footnotes: Map<string, number>): string {
  const label = FOOTNOTE_TARGET_RE.exec(String(value))?.[1] ?? '';
  const repeat = /^(.*)-(\d+)$/.exec(label);
  if (!footnotes.has(label) && repeat && footnotes.has(repeat[1])) return `${footnotes.get(repeat[1])}-${repeat[2]}`;
  return String(footnotes.get(label));
}

/** Footnote label -> its number, from the order of the footnote list. */
function footnoteNumbers(tree: Root): Map<string, number> {
  const numbers = new Map<string, number>();
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const label = child.tagName === 'li' ? FOOTNOTE_ID_RE.exec(String(child.properties.id ?? ''))?.[1] : undefined;
      if (label !== undefined) numbers.set(label, numbers.size + 1);
      walk(child);
    }
  };
  walk(tree);
  return numbers;
}

function codeBlock(node: Element): Element {
  const { lang, html } = node.properties as { lang?: string; html?: string };
  const text = parseEntities(String(html ?? '').replace(/<[^>]*>/g, ''), { nonTerminated: false });
  const className = lang && lang !== 'text' ? [`language-${lang}`] : undefined;
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: className ? { className } : {},
    children: text ? [{ type: 'text', value: `${text}\n` }] : [],
  };
  return { type: 'element', tagName: 'pre', properties: {}, children: [code] };
}

function removeClasses(node: Element, names: string[]): void {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return;
  const kept = classes.filter((name) => !names.includes(String(name)));
  if (kept.length === 0) delete node.properties.className;
  else node.properties.className = kept;
}
