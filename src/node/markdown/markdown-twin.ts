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
 * The source without front matter (its first `frontmatterLines` lines), leading blank lines and
 * `{#id}` heading markers.
 */
export function twinBody(source: string, frontmatterLines: number): string {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const lines = splitLines(text).slice(frontmatterLines);
  const fenced = markFencedLines(lines);
  const cleaned = lines.map((line, i) => (!fenced[i] && ATX_HEADING_RE.test(line) ? line.replace(CUSTOM_ID_RE, '') : line));
  while (cleaned.length > 0 && cleaned[0].trim() === '') cleaned.shift();
  return cleaned.join('\n').trimEnd();
}

/** `body` starting with '# Title' when the page has no h1 of its own (`hasH1`) and none opens the body. */
export function titledTwin(body: string, title: string, hasH1: boolean): string {
  const startsWithH1 = H1_RE.test(body.slice(0, body.indexOf('\n') + 1 || undefined));
  return !hasH1 && !startsWithH1 && title ? `# ${title}\n\n${body}\n` : `${body}\n`;
}
