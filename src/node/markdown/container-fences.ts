import type { JsxContainer } from './jsx-lines';
import type { LineProblem } from './mdx-module-lines';

const OPENING_RE = /^([ \t>]*)(:{3,})([A-Za-z][\w-]*.*)$/;
const CLOSING_RE = /^([ \t>]*)(:{3,})[ \t]*$/;
const SMALLEST = 3;

interface Frame {
  open: number;
  close?: number;
  /** colons as written; 0 for a JSX element */
  colons: number;
  /** the longest fence inside it, containers and stray closing lines alike */
  inner: number;
  jsx?: JsxContainer;
  shown: string;
}

/**
 * Gives every container a fence longer than those of the containers inside it, in place and line
 * for line, so a closing `:::` closes the innermost container open (as Markdown closes nested
 * blocks) and never an outer one: `:::tip` inside `:::tab` no longer ends the tab. A `:::` closes
 * the innermost container opened with as many colons, else with fewer; a JSX element converted by
 * jsx-lines.ts is closed only by its own closing tag. A close that leaves a container inside still
 * open, and a `:::` that closes nothing, are reported with the lines involved.
 */
export function rewriteContainerFences(lines: string[], skip: readonly boolean[], jsx: readonly JsxContainer[]): LineProblem[] {
  const opensAt = new Map(jsx.map((c) => [c.open, c]));
  const closesAt = new Map(jsx.filter((c) => c.close !== undefined).map((c) => [c.close!, c]));
  const problems: LineProblem[] = [];
  const frames: Frame[] = [];
  const stack: Frame[] = [];
  const finish = (frame: Frame) => {
    const parent = stack.at(-1);
    if (parent) parent.inner = Math.max(parent.inner, lengthOf(frame));
  };
  const closeDown = (target: Frame, line: number, closer: string) => {
    for (let inner = stack.pop()!; inner !== target; inner = stack.pop()!) {
      const message = `'${closer}' at line ${line + 1} closed '${target.shown}' (opened at line ${target.open + 1}) while '${inner.shown}' (opened at line ${inner.open + 1}) was still open`;
      problems.push({ line: line + 1, column: 1, message });
      finish(inner);
    }
    target.close = line;
    finish(target);
  };
  for (let i = 0; i < lines.length; i++) {
    const jsxOpen = opensAt.get(i);
    const jsxClose = closesAt.get(i);
    if (jsxOpen) {
      pushFrame({ open: i, colons: 0, inner: 0, jsx: jsxOpen, shown: jsxOpen.shown });
    } else if (jsxClose) {
      const target = stack.find((f) => f.jsx === jsxClose);
      if (target) closeDown(target, i, `</${jsxClose.shown.slice(1)}`);
    } else if (!skip[i]) {
      const opening = OPENING_RE.exec(lines[i]);
      const closing = opening ? null : CLOSING_RE.exec(lines[i]);
      if (opening) pushFrame({ open: i, colons: opening[2].length, inner: 0, shown: `${opening[2]}${/^[\w-]+/.exec(opening[3])![0]}` });
      else if (closing) closeColons(closing[2], i);
    }
  }
  while (stack.length > 0) finish(stack.pop()!);
  for (const frame of frames) writeFence(lines, frame);
  return problems;

  function pushFrame(frame: Frame): void {
    frames.push(frame);
    stack.push(frame);
  }

  function closeColons(colons: string, line: number): void {
    const reachable: Frame[] = [];
    for (let k = stack.length - 1; k >= 0 && !stack[k].jsx; k--) reachable.push(stack[k]);
    const target = reachable.find((f) => f.colons === colons.length) ?? reachable.find((f) => f.colons < colons.length);
    if (target) return closeDown(target, line, colons);
    const top = stack.at(-1);
    if (top) top.inner = Math.max(top.inner, colons.length);
    const inside = top ? ` inside '${top.shown}' (opened at line ${top.open + 1})` : '';
    problems.push({ line: line + 1, column: 1, message: `'${colons}' at line ${line + 1} closes no container${inside}; shown as text` });
  }
}

const lengthOf = (frame: Frame) => Math.max(frame.colons, SMALLEST, frame.inner + 1);

function writeFence(lines: string[], frame: Frame): void {
  const colons = ':'.repeat(lengthOf(frame));
  if (frame.jsx) {
    lines[frame.open] = `${frame.jsx.indent}${colons}${frame.jsx.directive}`;
    if (frame.close !== undefined) lines[frame.close] = `${frame.jsx.indent}${colons}`;
    return;
  }
  lines[frame.open] = lines[frame.open].replace(OPENING_RE, (_, prefix: string, _colons, rest: string) => `${prefix}${colons}${rest}`);
  if (frame.close !== undefined) {
    lines[frame.close] = lines[frame.close].replace(
      CLOSING_RE,
      (whole: string, prefix: string, written: string) => `${prefix}${colons}${whole.slice(prefix.length + written.length)}`,
    );
  }
}
