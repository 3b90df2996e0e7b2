/** Line-level helpers for the text transforms that run before and beside the Markdown parser. */

const FENCE_RE = /^[ \t>]*(`{3,}|~{3,})(.*)$/;

/** A fenced code block: the lines of its opening and closing fences, and its info string. */
export interface Fence {
  open: number;
  /** the closing fence's line; the line count when the block runs to the end of the text */
  close: number;
  info: string;
}

/**
 * The fenced code blocks of a text's lines, in order. Blockquote markers and indentation before
 * the fence are tolerated. `['```ts', 'a', '```']` -> `[{ open: 0, close: 2, info: 'ts' }]`.
 */
export function findFences(lines: readonly string[]): Fence[] {
  const fences: Fence[] = [];
  let open: { line: number; char: string; size: number; info: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const match = FENCE_RE.exec(lines[i]);
    if (open) {
      if (match && match[1][0] === open.char && match[1].length >= open.size && match[2].trim() === '') {
        fences.push({ open: open.line, close: i, info: open.info });
        open = null;
      }
      continue;
    }
    // a backtick fence's info string may not contain backticks (CommonMark 4.5)
    if (match && !(match[1][0] === '`' && match[2].includes('`')))
      open = { line: i, char: match[1][0], size: match[1].length, info: match[2].trim() };
  }
  if (open) fences.push({ open: open.line, close: lines.length, info: open.info });
  return fences;
}

/**
 * For each line, whether it belongs to a fenced code block (fence lines included).
 * `['```ts', 'a', '```', 'b']` -> `[true, true, true, false]`.
 */
export function markFencedLines(lines: readonly string[]): boolean[] {
  const inside = lines.map(() => false);
  for (const { open, close } of findFences(lines)) inside.fill(true, open, close + 1);
  return inside;
}

/**
 * Offsets of the first character of each line.
 * `'ab\ncd'` -> `[0, 3]`.
 */
export function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Split keeping '\r' on the lines, so `lines.join('\n')` restores the text byte for byte. */
export function splitLines(text: string): string[] {
  return text.split('\n');
}
