import { markFencedLines, splitLines } from './source-lines';

const ATX_HEADING_RE = /^ {0,3}#{1,6}[ \t]/;
const CUSTOM_ID_RE = /[ \t]*\{#[^\s{}]+\}(?=[ \t]*#*[ \t]*\r?$)/;
const H1_RE = /^ {0,3}#[ \t]/;

export interface MarkdownTwinInput {
  /** the whole file text */
  source: string;
  /** lines of the front matter block, both `---` included (0 without one) */
  frontmatterLines: number;
  /** page title, written as '# Title' when the page has no h1 */
  title: string;
  /** whether the Markdown has an h1 of its own */
  hasH1: boolean;
}

/**
 * The `.md` twin served next to each page: the source without front matter and without `{#id}`
 * heading markers, starting with '# Title' when the page had no h1.
 * `'---\ntitle: A\n---\nText'` -> `'# A\n\nText\n'`.
 */
export function createMarkdownTwin(input: MarkdownTwinInput): string {
  const text = input.source.startsWith('\uFEFF') ? input.source.slice(1) : input.source;
  const lines = splitLines(text).slice(input.frontmatterLines);
  const fenced = markFencedLines(lines);
  const cleaned = lines.map((line, i) =>
    !fenced[i] && ATX_HEADING_RE.test(line) ? line.replace(CUSTOM_ID_RE, '') : line,
  );
  while (cleaned.length > 0 && cleaned[0].trim() === '') cleaned.shift();
  let body = cleaned.join('\n').trimEnd();
  const startsWithH1 = cleaned.length > 0 && H1_RE.test(cleaned[0]);
  if (!input.hasH1 && !startsWithH1 && input.title) body = `# ${input.title}\n\n${body}`;
  return `${body}\n`;
}
