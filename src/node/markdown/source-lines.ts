/** Line-level helpers for the text transforms that run before and beside the Markdown parser. */

const FENCE_RE = /^[ \t>]*(`{3,}|~{3,})(.*)$/;

/**
 * For each line, whether it belongs to a fenced code block (fence lines included).
 * `['```ts', 'a', '```', 'b']` -> `[true, true, true, false]`.
 * Blockquote markers and indentation before the fence are tolerated.
 */
export function markFencedLines(lines: readonly string[]): boolean[] {
  const inside: boolean[] = [];
  let open: { char: string; size: number } | null = null;
  for (const line of lines) {
    const match = FENCE_RE.exec(line);
    if (open) {
      inside.push(true);
      const closes =
        match && match[1][0] === open.char && match[1].length >= open.size && match[2].trim() === '';
      if (closes) open = null;
      continue;
    }
    // a backtick fence's info string may not contain backticks (CommonMark 4.5)
    if (match && !(match[1][0] === '`' && match[2].includes('`'))) {
      open = { char: match[1][0], size: match[1].length };
      inside.push(true);
      continue;
    }
    inside.push(false);
  }
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
