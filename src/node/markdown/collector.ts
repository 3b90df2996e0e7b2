import type { Diagnostic, TocEntry } from '../../shared/types';

/** An internal link found on a page, kept for the build-wide link check. */
export interface RecordedLink {
  /** clean route path, no hash: '/zh/guide/basic/cli' */
  target: string;
  /** '' or the decoded fragment: 'watch-mode' */
  hash: string;
  /** the URL as written in the Markdown source */
  raw: string;
  line: number;
  column: number;
}

/** A file of the site's public folder named by a page ('/logo.svg'), kept for the build-wide check. */
export interface RecordedFile {
  /** decoded root path, no query or hash: '/images/logo.svg' */
  path: string;
  /** the URL as written */
  raw: string;
  line: number;
  column: number;
}

/** What the plugins of one compile learn about the page; created by compile.ts, filled by plugins. */
export interface PageCollector {
  /** project-relative path used in diagnostics: 'content/en/guide/a.md' */
  file: string;
  diagnostics: Diagnostic[];
  links: RecordedLink[];
  /** root paths that are no page: files expected in the public folder */
  files: RecordedFile[];
  images: { src: string }[];
  /** relative images looked for and not found (absolute paths): the page changes when one appears */
  missingImages: string[];
  toc: TocEntry[];
  /** text of the first h1, '' when the page has none */
  headingTitle: string;
  /** 'line:column' of headings that must stay out of the outline (inside :::no-outline) */
  outlineExcluded: Set<string>;
  /** elements the author wrote as raw HTML (after the allow-list) */
  authoredHtml: WeakSet<object>;
  /** 'line:column' of the `[[toc]]` paragraphs, filled with the outline once headings have ids */
  tocMarkers: Set<string>;
  /** files other than images the compile read (code imports): the compile holds while they do not change */
  sources: string[];
  /** each heading's id in the style the site did not choose -> its id, when that is no id of the page (links written for another generator) */
  otherStyleIds: Map<string, string>;
  /** ids of those elements but headings (`<a id="install">`): a heading's own id gives way to them */
  htmlAnchorIds: Set<string>;
}

interface PositionLike {
  position?: { start: { line: number; column: number } };
}

export function createCollector(file: string): PageCollector {
  return {
    file,
    diagnostics: [],
    links: [],
    files: [],
    images: [],
    missingImages: [],
    toc: [],
    headingTitle: '',
    outlineExcluded: new Set(),
    authoredHtml: new WeakSet(),
    htmlAnchorIds: new Set(),
    otherStyleIds: new Map(),
    tocMarkers: new Set(),
    sources: [],
  };
}

/** Key that identifies a node across mdast -> hast (remark-rehype copies positions). */
export function positionKey(node: PositionLike): string {
  const start = node.position?.start;
  return start ? `${start.line}:${start.column}` : '';
}

/** Record a content problem at the node's file position; plugins never throw for bad content. */
export function report(
  collector: PageCollector,
  severity: Diagnostic['severity'],
  message: string,
  node?: PositionLike,
  code = 'markdown',
): void {
  const start = node?.position?.start;
  collector.diagnostics.push({
    severity,
    code,
    message,
    file: collector.file,
    ...(start ? { line: start.line, column: start.column } : {}),
  });
}
