import { dropBlockComments, dropInlineComments, dropModuleLines } from './mdx-module-lines';
import { markFencedLines, splitLines } from './source-lines';

const ATX_HEADING_RE = /^ {0,3}#{1,6}[ \t]/;
const CUSTOM_ID_RE = /[ \t]*\{#[^\s{}]+\}(?=[ \t]*#*[ \t]*\r?$)/;
const H1_RE = /^ {0,3}#[ \t]/;

/**
 * The `.md` twin served next to each page, in two steps: `twinBody` (the work on every line) and
 * `titledTwin` (the title line, known once the page is compiled).
 * `'---\ntitle: A\n---\nText'` -> `'Text'` -> `'# A\n\nText\n'`.
 */

/**
 * The source without front matter (its first `frontmatterLines` lines), leading blank lines,
 * `{#id}` heading markers, and what the page never shows: MDX module lines and `{/* … *\/}` comments.
 */
export function twinBody(source: string, frontmatterLines: number): string {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const lines = splitLines(text).slice(frontmatterLines);
  const fenced = markFencedLines(lines);
  const cleaned = lines.map((line, i) => (!fenced[i] && ATX_HEADING_RE.test(line) ? line.replace(CUSTOM_ID_RE, '') : line));
  const shown = withoutMdxLines(cleaned, fenced);
  while (shown.length > 0 && shown[0].trim() === '') shown.shift();
  return shown.join('\n').trimEnd();
}

/**
 * The lines with MDX module lines and comments left out, as the page shows them: a line that held
 * only those goes, and so does a blank line its going leaves next to another.
 * `['import A from "a";', '', 'Text {/* x *\/} here']` -> `['Text here']`.
 */
function withoutMdxLines(lines: readonly string[], fenced: readonly boolean[]): string[] {
  const kept = [...lines];
  dropModuleLines(kept, fenced);
  dropBlockComments(kept, fenced);
  dropInlineComments(kept, fenced);
  const out: string[] = [];
  let dropped = false;
  kept.forEach((line, i) => {
    const blank = line.trim() === '';
    if (blank && lines[i].trim() !== '') {
      dropped = true;
      return;
    }
    if (blank && dropped && (out.length === 0 || out[out.length - 1].trim() === '')) return;
    if (!blank) dropped = false;
    out.push(line);
  });
  return out;
}

/** `body` starting with '# Title' when the page has no h1 of its own (`hasH1`) and none opens the body. */
export function titledTwin(body: string, title: string, hasH1: boolean): string {
  const startsWithH1 = H1_RE.test(body.slice(0, body.indexOf('\n') + 1 || undefined));
  return !hasH1 && !startsWithH1 && title ? `# ${title}\n\n${body}\n` : `${body}\n`;
}
