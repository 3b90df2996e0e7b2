/**
 * What the scan reads of a page before any compile: its title and the front matter keys that place
 * it (sidebar label and position, route slug, draft). Sidebars need these for every page at once, in
 * dev as in a build, so they come from the raw text, not from a compile. A front matter block the
 * compile will refuse reads as empty here: its problems are the compile's to report.
 */
import { parse } from 'yaml';
import { isPlainObject } from '../../shared/schema-kit';

export interface PageMeta {
  /** front matter `title`, else the first `# heading`'s text; '' when neither */
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  slug?: string;
  draft: boolean;
}

/** The front matter keys the scan reads. */
const META_KEYS = ['title', 'sidebar_label', 'sidebar_position', 'slug', 'draft'];
const OPEN_RE = /^---[ \t]*\r?$/;
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;
const H1_RE = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const CUSTOM_ID_RE = /\s*\{#[^}]*\}$/;
const LINK_RE = /!?\[([^\]]*)\]\([^)]*\)/g;
const EMPHASIS_RE = /(\*{1,3}|_{1,3}|~~)(?=\S)([^*_~]*?\S)\1/g;

/** A heading's text as the compiled page's title reads it: inline code, emphasis and links kept as their text. */
export function plainHeading(text: string): string {
  return text
    .replace(CUSTOM_ID_RE, '')
    .replace(LINK_RE, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(EMPHASIS_RE, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

function frontmatterOf(lines: string[]): { data: Record<string, unknown>; bodyStart: number } {
  if (!OPEN_RE.test(lines[0] ?? '')) return { data: {}, bodyStart: 0 };
  const close = lines.findIndex((line, i) => i > 0 && OPEN_RE.test(line));
  if (close === -1) return { data: {}, bodyStart: 0 };
  const yaml = lines.slice(1, close).join('\n');
  // a text that names none of the keys read here, and escapes nothing, can give none of them: most
  // pages' front matter (a description, tags) needs no parse for the scan
  if (!yaml.includes('\\') && !META_KEYS.some((key) => yaml.includes(key))) return { data: {}, bodyStart: close + 1 };
  try {
    const data: unknown = parse(yaml);
    return { data: isPlainObject(data) ? data : {}, bodyStart: close + 1 };
  } catch {
    return { data: {}, bodyStart: close + 1 };
  }
}

function firstHeading(lines: string[], from: number): string {
  let fence: string | undefined;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    const opened = FENCE_RE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length && line.trim() === opened) fence = undefined;
      continue;
    }
    if (opened) {
      fence = opened;
      continue;
    }
    const heading = H1_RE.exec(line);
    if (heading) return plainHeading(heading[1]);
  }
  return '';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const linesOf = (source: string) => (source.startsWith('\uFEFF') ? source.slice(1) : source).split(/\r?\n/);

/** The meta the lines give; `titled`: the title came from the front matter or a heading, not from their absence. */
function metaOfLines(lines: string[]): { meta: PageMeta; titled: boolean } {
  const { data, bodyStart } = frontmatterOf(lines);
  const position = data.sidebar_position;
  const heading = text(data.title) === undefined ? firstHeading(lines, bodyStart) : undefined;
  const meta: PageMeta = {
    title: text(data.title) ?? heading ?? '',
    sidebarLabel: text(data.sidebar_label),
    sidebarPosition: typeof position === 'number' && Number.isFinite(position) ? position : undefined,
    slug: text(data.slug),
    draft: data.draft === true,
  };
  return { meta, titled: heading !== '' };
}

/** The meta of a page's source text. */
export function readPageMeta(source: string): PageMeta {
  return metaOfLines(linesOf(source)).meta;
}

/**
 * The meta of a page whose text begins with `head`, whole lines only, when the rest of the text
 * cannot change it: the front matter, if the text opens one, ends in the head, and the title is the
 * front matter's or a heading in the head. Undefined otherwise: the whole text is needed.
 */
export function readPageMetaOfHead(head: string): PageMeta | undefined {
  const lines = linesOf(head);
  // the text after the head's last line break starts a line of its own
  lines.pop();
  if (OPEN_RE.test(lines[0] ?? '') && !lines.some((line, i) => i > 0 && OPEN_RE.test(line))) return undefined;
  const { meta, titled } = metaOfLines(lines);
  return titled ? meta : undefined;
}

/** Dev: what the scan reads of page files, and when to keep it (cache/scanned-pages.ts keeps it between servers). */
export interface PageMetaStore {
  /** the meta of a page file (absolute path), read from the file when its stamp is not the one kept */
  read(file: string): PageMeta;
  /** keep what the scan since the last call read; written only when it differs from what is kept */
  keep(): Promise<void>;
}
