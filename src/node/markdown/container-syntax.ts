import { markFencedLines, splitLines } from './source-lines';

// `:::tip Custom title`, `::: tip`, `::: tip {title="x"}` (opening lines only; `:::` alone closes)
const OPENING_RE = /^([ \t>]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(.*)$/;
const LABEL_SPECIAL_RE = /[[\]\\]/g;

/**
 * Rewrite the container forms remark-directive does not know into its syntax, one line for one
 * line, so every position after this step is still a file position.
 * `':::tip Custom title'` -> `':::tip[Custom title]'`; `'::: tip'` -> `':::tip'`;
 * `':::tabs{groupId="x"}'` is left as it is. Lines inside fenced code are never touched.
 */
export function rewriteContainerTitles(body: string): string {
  const lines = splitLines(body);
  const fenced = markFencedLines(lines);
  return lines.map((line, i) => (fenced[i] ? line : rewriteOpeningLine(line))).join('\n');
}

function rewriteOpeningLine(line: string): string {
  const carriage = line.endsWith('\r') ? '\r' : '';
  const content = carriage ? line.slice(0, -1) : line;
  const match = OPENING_RE.exec(content);
  if (!match) return line;
  const [, prefix, colons, name, rawRest] = match;
  const rest = rawRest.trim();
  if (rest === '' || rest.startsWith('[') || rest.startsWith('{')) {
    return `${prefix}${colons}${name}${rest}${carriage}`;
  }
  const label = rest.replace(LABEL_SPECIAL_RE, (char) => `\\${char}`);
  return `${prefix}${colons}${name}[${label}]${carriage}`;
}
