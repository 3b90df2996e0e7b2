/** MDX lines that are no Markdown: module lines (`import …`/`export …`) and `{/* … *\/}` comments. */

/** A problem a text step found, at a 1-based line and column of the text. */
export interface LineProblem {
  line: number;
  column: number;
  message: string;
}

// the shapes an MDX module line starts with; prose such as 'import the module' is none of them
const IMPORT_RE = /^import(?:\s*[{*]|\s+type\b|\s+[\w$]+\s*(?:,|from\b)|\s*['"])/;
const EXPORT_RE = /^export\s+(?:default\b|const\b|let\b|var\b|function\b|async\b|class\b|type\b|interface\b|[{*])/;
const COMMENT_OPEN_RE = /^[ \t]*\{\/\*/;
const COMMENT_CLOSE_RE = /\*\/\}[ \t]*$/;

/**
 * Empties the module lines of an MDX page, in place: a line at the top level that starts an
 * `import`/`export` statement, with the lines after it up to a blank line (a statement may run
 * over several). They are code for an MDX compiler, never content. Returns one warning for the
 * file (at the first such line), or none.
 * `['import A from "a";', '', 'Text']` -> `['', '', 'Text']`.
 */
export function dropModuleLines(lines: string[], skip: readonly boolean[]): LineProblem[] {
  let count = 0;
  let first = 0;
  for (let i = 0; i < lines.length; i++) {
    if (skip[i] || !startsModuleLine(lines, i)) continue;
    first ||= i + 1;
    for (; i < lines.length && lines[i].trim() !== ''; i++) {
      lines[i] = '';
      count += 1;
    }
  }
  if (count === 0) return [];
  const message = `MDX import/export lines are ignored: ${count} line${count === 1 ? '' : 's'}, first at line ${first}`;
  return [{ line: first, column: 1, message }];
}

// a statement starts a block: at the start of the text or after a blank line, at column 1
function startsModuleLine(lines: readonly string[], i: number): boolean {
  if (i > 0 && lines[i - 1].trim() !== '') return false;
  return IMPORT_RE.test(lines[i]) || EXPORT_RE.test(lines[i]);
}

/**
 * Empties MDX comments that stand as blocks of their own, in place: from a line starting `{/*`
 * (after a blank line) to the line ending `*\/}`. A comment inside a paragraph is text, removed
 * by remark-mdx-comments.ts.
 * `['{/* note', 'more *\/}', 'Text']` -> `['', '', 'Text']`.
 */
export function dropBlockComments(lines: string[], skip: readonly boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (skip[i] || !COMMENT_OPEN_RE.test(lines[i]) || (i > 0 && lines[i - 1].trim() !== '')) continue;
    const end = findCommentEnd(lines, i);
    if (end === -1) continue;
    lines.fill('', i, end + 1);
    i = end;
  }
}

/** The line where the comment opened at line `start` closes at the end of the line; -1 when it closes elsewhere. */
function findCommentEnd(lines: readonly string[], start: number): number {
  for (let i = start; i < lines.length; i++) {
    const close = lines[i].indexOf('*/}', i === start ? lines[i].indexOf('{/*') + 3 : 0);
    if (close !== -1) return COMMENT_CLOSE_RE.test(lines[i]) && lines[i].indexOf('*/}', close + 3) === -1 ? i : -1;
  }
  return -1;
}

const INLINE_COMMENT_RE = /\{\/\*[^]*?\*\/\}( ?)/g;
const CODE_SPAN_RE = /(`+)[^]*?[^`]\1(?!`)|(`+)\2(?!`)/g;

/**
 * Removes MDX comments that open and close on one line, in place, but in code spans: before
 * parsing, so their stars never pair with emphasis around them.
 * `'Text {/* note *\/} more'` -> `'Text more'`; `` '`{/* x *\/}`' `` is kept.
 */
export function dropInlineComments(lines: string[], skip: readonly boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (skip[i] || !lines[i].includes('{/*')) continue;
    const code = [...lines[i].matchAll(CODE_SPAN_RE)].map((m) => [m.index, m.index + m[0].length]);
    // one space stays of those around a comment: 'a {/* x *\/} b' -> 'a b'
    lines[i] = lines[i].replace(INLINE_COMMENT_RE, (comment: string, space: string, at: number, line: string) => {
      if (code.some(([from, to]) => at >= from && at < to)) return comment;
      return line[at - 1] === ' ' ? '' : space;
    });
  }
}
