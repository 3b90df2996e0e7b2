/**
 * A named region of a source file, as editors fold them: the lines between a `#region name` line
 * and its `#endregion` line, whatever the comment around the marker (`// #region x`, `<!-- #region x -->`,
 * `#region x`), outdented by their common indent. Regions nest; the marker lines are left out.
 */
const REGION_RE = /^\s*(?:\/\/|\/\*|<!--|--|;|')?\s*#(end)?region\b\s*([\w$.-]*)/;

/** `takeRegion('a\n// #region x\n  b\n// #endregion x\n', 'x')` -> 'b'; undefined when there is no such region. */
export function takeRegion(text: string, name: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => {
    const match = REGION_RE.exec(line);
    return match !== null && match[1] === undefined && match[2] === name;
  });
  if (start === -1) return undefined;
  let depth = 0;
  const kept: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = REGION_RE.exec(line);
    if (match?.[1] !== undefined && depth === 0) break;
    if (match) {
      depth += match[1] === undefined ? 1 : -1;
      continue;
    }
    kept.push(line);
  }
  const indent = Math.min(...kept.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0));
  return kept.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}
