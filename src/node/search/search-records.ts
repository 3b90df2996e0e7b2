/**
 * DocSearch-shaped search records of the compiled pages: one `lvl1` record per page, one `lvlN`
 * record per heading, one `content` record per text block (paragraph, list item, table row, code
 * block) under the heading it follows. The page's own record carries its lead (the front matter
 * description, else the first paragraph): what the page is about, next to its title, so a search
 * for the concept finds the page even when the title is an identifier. The local index and the
 * Algolia upload both start here.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { isRootPath } from '../../shared/routes';
import type { Lang, PageRecord, SearchRecord, SiteConfig } from '../../shared/types';
import { searchPlacement, type SearchedPage, type SearchPlacement } from './search-placement';

/** The parts of a compiled page the records need (see site-state.ts CompiledEntry). */
export interface RecordSource {
  page: SearchedPage;
  tree: Root;
}

/**
 * What a page's search records read of its page record, and nothing else: not its last-updated
 * time, which changes with the file (or the commit) while the records stay the same.
 */
export function recordForSearch({
  title,
  routePath,
  lang,
  pageType,
  frontmatter,
  translation,
}: RecordSource['page']): RecordSource['page'] {
  return { title, routePath, lang, pageType, frontmatter, translation };
}

type Level = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
type Hierarchy = SearchRecord['hierarchy'];

/** Long code blocks are cut: the head of a block identifies it, and a record must stay small. */
export const CONTENT_MAX = 1000;
const HEADING_RE = /^h([1-6])$/;
const PACKAGE_MANAGER_GROUP = 'package-manager';
/** Elements that end a run of inline text; everything else (code, a, strong, badge ...) is inline. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'blockquote',
  'pre',
  'details',
  'summary',
  'section',
  'hr',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'header',
  'footer',
  'rp-container',
  'rp-tabs',
  'rp-tab',
  'rp-code-block',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const SKIPPED_TAGS = new Set(['rp-badge', 'script', 'style', 'template']);
/** Characters the highlight markers use (search-index-format / markers.ts); stripped so content cannot fake a mark. */
const MARKER_CHARS_RE = /[\uE000\uE001]/g;

/** Markers, labels and footnote arrows: never indexed ('note1' would not match 'note'). */
function isSkipped(node: Element): boolean {
  const { dataFootnoteRef, dataFootnoteBackref } = node.properties;
  return SKIPPED_TAGS.has(node.tagName) || dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined;
}

function clean(text: string): string {
  return text.replace(MARKER_CHARS_RE, '').replace(/\s+/g, ' ').trim();
}

function cutCode(code: string): string {
  if (code.length <= CONTENT_MAX) return code;
  const cut = code.slice(0, CONTENT_MAX);
  const lastLine = cut.lastIndexOf('\n');
  return (lastLine > CONTENT_MAX / 2 ? cut.slice(0, lastLine) : cut) + ' …';
}

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && isSkipped(node)) return '';
  return node.children.map((child) => textOf(child as ElementContent)).join('');
}

/** A list item of one page that opens with a link to another: it says what that page is about. */
export interface LinkDescription {
  /** the linked route path, without its anchor */
  target: string;
  text: string;
}

/** The route a list item opens with a link to ('- [retry](/config/test/retry): …'), if any. */
function linkedRoute(item: Element): string | undefined {
  const first = item.children.find((child) => !(child.type === 'text' && !child.value.trim()));
  const link = first?.type === 'element' && first.tagName === 'p' ? first.children[0] : first;
  if (link?.type !== 'element' || link.tagName !== 'a') return undefined;
  const href = link.properties.href;
  if (typeof href !== 'string' || !isRootPath(href)) return undefined;
  return href.split(/[?#]/)[0];
}

class PageRecords {
  readonly records: SearchRecord[] = [];
  readonly linkDescriptions: LinkDescription[] = [];
  private hierarchy: Hierarchy;
  private anchor = '';
  private inline = '';

  constructor(
    private readonly url: (anchor: string) => string,
    private readonly path: string,
    private readonly lang: Lang,
    { lvl0, lvl1, lead }: { lvl0: string; lvl1: string; lead: string },
  ) {
    this.hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    this.push('lvl1', clean(lead) || null);
  }

  private push(type: SearchRecord['type'], content: string | null): void {
    const n = this.records.length;
    this.records.push({
      objectID: `${this.path}${this.anchor ? `#${this.anchor}` : ''}:${n}`,
      url: this.url(this.anchor),
      type,
      hierarchy: { ...this.hierarchy },
      content,
      lang: this.lang,
    });
  }

  content(text: string): void {
    const value = clean(text);
    if (value) this.push('content', value);
  }

  heading(depth: number, text: string, id: string | undefined): void {
    const value = clean(text);
    if (!value) return;
    const levels: Level[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
    levels.forEach((level, i) => {
      if (i + 2 > depth) this.hierarchy[level] = null;
    });
    this.hierarchy[`lvl${depth}` as Level] = value;
    this.anchor = id ?? this.anchor;
    this.push(`lvl${depth}` as Level, null);
  }

  flush(): void {
    this.content(this.inline);
    this.inline = '';
  }

  /** Inline nodes gather into one text; a block element closes the text before it. */
  walk(nodes: (RootContent | ElementContent)[]): void {
    for (const node of nodes) {
      if (node.type === 'text') this.inline += node.value;
      if (node.type !== 'element' || isSkipped(node)) continue;
      if (!BLOCK_TAGS.has(node.tagName)) {
        this.inline += node.tagName === 'br' ? ' ' : textOf(node);
        continue;
      }
      this.flush();
      this.block(node);
      this.flush();
    }
  }

  private block(node: Element): void {
    const depth = Number(HEADING_RE.exec(node.tagName)?.[1] ?? 0);
    // h1 is the page title, already the lvl1 record
    if (depth === 1) return;
    if (depth > 1) return this.heading(depth, textOf(node), typeof node.properties.id === 'string' ? node.properties.id : undefined);
    if (node.tagName === 'rp-code-block') {
      const code = typeof node.properties.code === 'string' ? node.properties.code : toString(node);
      return this.content(cutCode(code));
    }
    // a header row repeats column names on every table: noise
    if (node.tagName === 'thead') return;
    // the footnotes' own 'Footnotes' heading is for screen readers; the notes stay under the last heading
    if (node.properties.dataFootnotes !== undefined) {
      return this.walk(node.children.filter((child) => !(child.type === 'element' && HEADING_RE.test(child.tagName))));
    }
    // npm, yarn, pnpm and bun tabs say the same thing: the npm one is enough
    if (node.tagName === 'rp-tabs' && node.properties.groupId === PACKAGE_MANAGER_GROUP) {
      const first = node.children.find((child): child is Element => child.type === 'element');
      return first ? this.walk(first.children) : undefined;
    }
    if (node.tagName === 'li') {
      const target = linkedRoute(node);
      if (target && target !== this.path) this.linkDescriptions.push({ target, text: clean(textOf(node)) });
    }
    // one record per row keeps an option next to its description
    if (node.tagName === 'tr')
      return this.content(
        node.children
          .map((cell) => textOf(cell))
          .filter((t) => t.trim())
          .join(' · '),
      );
    this.walk(node.children);
  }
}

/** The first paragraph above the page's first section, unless the front matter describes the page. */
function leadParagraph(source: RecordSource): Element | undefined {
  if (source.page.frontmatter.description) return undefined;
  for (const node of source.tree.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'p') return node;
    if (HEADING_RE.test(node.tagName) && node.tagName !== 'h1') return undefined;
  }
  return undefined;
}

function homeTexts(page: RecordSource['page']): string[] {
  const { hero, features = [] } = page.frontmatter;
  return [hero?.text ?? '', hero?.tagline ?? '', ...features.map((f) => `${f.title} — ${f.details}`)];
}

/** Where unplaced records are: no URL but their anchor, no titles above them. */
const UNPLACED = { lvl0: '', lvl1: '', url: '' };

/** Whether a page gives the index records: every page but the 404 page. */
export const hasSearchParts = (page: Pick<PageRecord, 'pageType'>) => page.pageType !== '404';

/** A page's records, at `placement` (its URL and the titles above it); none for the 404 page. */
function pageRecords(source: RecordSource, placement: Pick<SearchPlacement, 'lvl0' | 'lvl1' | 'url'>): PageRecords | undefined {
  const { page } = source;
  if (!hasSearchParts(page)) return undefined;
  const { lvl0, lvl1, url: pageUrl } = placement;
  const isHome = page.pageType === 'home';
  const leadNode = leadParagraph(source);
  const lead = page.frontmatter.description ?? (leadNode ? textOf(leadNode) : '');
  const records = new PageRecords((anchor) => (anchor ? `${pageUrl}#${anchor}` : pageUrl), page.routePath, page.lang, { lvl0, lvl1, lead });
  if (isHome) homeTexts(page).forEach((text) => records.content(text));
  // the lead paragraph is the page record's text already
  records.walk(source.tree.children.filter((node) => node !== leadNode));
  records.flush();
  return records;
}

/** Records of one page; none for the 404 page. */
export function pageSearchRecords(source: RecordSource, site: SiteConfig): SearchRecord[] {
  return pageRecords(source, searchPlacement(source.page, site))?.records ?? [];
}

/** What the index takes from one page: its records and what its lists of links say about other pages. */
export interface PageSearchParts {
  lang: Lang;
  routePath: string;
  records: SearchRecord[];
  linkDescriptions: LinkDescription[];
}

/** The search parts of one page; none for the 404 page. */
export function pageSearchParts(source: RecordSource, site: SiteConfig): PageSearchParts | undefined {
  const parts = unplacedSearchParts(source);
  return parts && placeSearchParts(parts, searchPlacement(source.page, site));
}

/**
 * The search parts of one page with nothing of the site config in them (the build takes them right
 * after the compile, and places them as it indexes them: search-placement.ts): each record's URL
 * is only its anchor, and its section's and page's titles are empty.
 */
export function unplacedSearchParts(source: RecordSource): PageSearchParts | undefined {
  const built = pageRecords(source, UNPLACED);
  if (!built) return undefined;
  return { lang: source.page.lang, routePath: source.page.routePath, records: built.records, linkDescriptions: built.linkDescriptions };
}

/** Records of every page, per language; a page record gets the descriptions of the links to its page. */
export function combineSearchRecords(site: SiteConfig, parts: Iterable<PageSearchParts>): Map<Lang, SearchRecord[]> {
  const byLang = new Map<Lang, SearchRecord[]>(site.locales.map((l) => [l.lang, []]));
  const pageRecordOf = new Map<string, SearchRecord>();
  const descriptions: LinkDescription[] = [];
  for (const part of parts) {
    byLang.get(part.lang)?.push(...part.records);
    pageRecordOf.set(part.routePath, part.records[0]);
    descriptions.push(...part.linkDescriptions);
  }
  for (const { target, text } of descriptions) {
    const record = pageRecordOf.get(target);
    if (!record || !text) continue;
    record.mentions ??= [];
    if (!record.mentions.includes(text)) record.mentions.push(text);
  }
  return byLang;
}

/** Records of every page, per language (combineSearchRecords of each page's parts). */
export function buildSearchRecords({ site, pages }: { site: SiteConfig; pages: RecordSource[] }): Map<Lang, SearchRecord[]> {
  return combineSearchRecords(
    site,
    pages.flatMap((source) => pageSearchParts(source, site) ?? []),
  );
}

/** Unplaced parts (unplacedSearchParts) at their place (search-placement.ts): the same as parts made there at once. */
export function placeSearchParts(parts: PageSearchParts, { lvl0, lvl1, url, mentions }: SearchPlacement): PageSearchParts {
  return {
    lang: parts.lang,
    routePath: parts.routePath,
    records: parts.records.map((record) => ({ ...record, url: `${url}${record.url}`, hierarchy: { ...record.hierarchy, lvl0, lvl1 } })),
    linkDescriptions: [...parts.linkDescriptions, ...mentions.map((text) => ({ target: parts.routePath, text }))],
  };
}
