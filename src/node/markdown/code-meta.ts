/** Parse the meta string of a fenced code block (the text after the language). */

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight */
  highlightLines: Set<number>;
  lineNumbers?: boolean;
  wrap?: boolean;
  /** tokens this parser does not know, for a warning */
  unknown: string[];
}

// key="value" | key='value' | key=value | {1,3-5} | bare-token
const META_TOKEN_RE = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;
const RANGE_RE = /^(\d+)(?:-(\d+))?$/;
const SWITCHES = new Set(['lineNumbers', 'wrap']);

/**
 * `'title="a.ts" {1,3-4} wrap'` -> `{ title: 'a.ts', highlightLines: {1,3,4}, wrap: true }`;
 * `'lineNumbers=false'` -> `{ lineNumbers: false }`.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), unknown: [] };
  for (const match of (meta ?? '').matchAll(META_TOKEN_RE)) {
    const [token, key, double, single, bare, ranges, flag] = match;
    if (ranges !== undefined) {
      if (!addRanges(ranges, result.highlightLines)) result.unknown.push(token);
    } else if (flag !== undefined) {
      if (SWITCHES.has(flag)) setSwitch(result, flag, true);
      else result.unknown.push(token);
    } else {
      const value = double ?? single ?? bare ?? '';
      if (key === 'title') result.title = value;
      else if (SWITCHES.has(key) && (value === 'true' || value === 'false')) setSwitch(result, key, value === 'true');
      else result.unknown.push(token);
    }
  }
  return result;
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
