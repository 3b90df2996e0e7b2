/** Parse the meta string of a fenced code block (the text after the language). */

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight */
  highlightLines: Set<number>;
  lineNumbers?: boolean;
  wrap?: boolean;
  /** options of other tools (`twoslash`, `foo=bar`): ignored, summed up in one warning per build */
  unknown: string[];
  /** quire's own options written wrong (`{1,x}`, `wrap=maybe`): a warning on the block */
  malformed: string[];
}

// key="value" | key='value' | key=value | {1,3-5} | [title] | bare-token
const META_TOKEN_RE = /([\w:-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|\[([^\]]*)\]|(\S+)/g;
const RANGE_RE = /^(\d+)(?:-(\d+))?$/;
const SWITCHES = new Set(['lineNumbers', 'wrap']);
/** VitePress's spellings of the line-number switch */
const LINE_NUMBER_FLAGS = new Map([
  [':line-numbers', true],
  [':no-line-numbers', false],
]);

/**
 * `'title="a.ts" {1,3-4} wrap'` -> `{ title: 'a.ts', highlightLines: {1,3,4}, wrap: true }`;
 * `'[vite.config.ts] {2}'` -> `{ title: 'vite.config.ts', highlightLines: {2} }`;
 * `'lineNumbers=false twoslash'` -> `{ lineNumbers: false, unknown: ['twoslash'] }`.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), unknown: [], malformed: [] };
  for (const match of (meta ?? '').matchAll(META_TOKEN_RE)) {
    const [token, key, double, single, bare, ranges, bracketTitle, flag] = match;
    if (ranges !== undefined) {
      if (!addRanges(ranges, result.highlightLines)) result.malformed.push(token);
    } else if (bracketTitle !== undefined) {
      result.title ??= bracketTitle.trim();
    } else if (flag !== undefined) {
      readFlag(result, flag, token);
    } else {
      const value = double ?? single ?? bare ?? '';
      if (key === 'title') result.title = value;
      else if (SWITCHES.has(key) && (value === 'true' || value === 'false')) setSwitch(result, key, value === 'true');
      else if (SWITCHES.has(key)) result.malformed.push(token);
      else result.unknown.push(token);
    }
  }
  return result;
}

function readFlag(result: CodeMeta, flag: string, token: string): void {
  const lineNumbers = LINE_NUMBER_FLAGS.get(flag);
  if (SWITCHES.has(flag)) setSwitch(result, flag, true);
  else if (lineNumbers !== undefined) result.lineNumbers = lineNumbers;
  else if (flag === 'title') result.malformed.push(token);
  else result.unknown.push(token);
}

function setSwitch(result: CodeMeta, key: string, value: boolean): void {
  if (key === 'lineNumbers') result.lineNumbers = value;
  else result.wrap = value;
}

/** `'1,3-5'` -> adds 1, 3, 4, 5; returns false when a part is not a line or a range. */
function addRanges(text: string, lines: Set<number>): boolean {
  for (const part of text.split(',')) {
    const match = RANGE_RE.exec(part.trim());
    if (!match) return false;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    for (let line = from; line <= to; line += 1) lines.add(line);
  }
  return true;
}
