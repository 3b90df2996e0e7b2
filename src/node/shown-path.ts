/**
 * Paths as the command line prints them: relative to the folder it runs in, with '/' between
 * folders, control characters escaped; and as a command's argument, quoted for the shell.
 */
import { relative, sep } from 'node:path';
import { escapeRegExp, escapeTerminal } from '../shared/escape';

/**
 * A path for a message, relative to `cwd`.
 * @example shownPath('/home/me/site/dist', '/home/me/site') // 'dist'
 * @example shownPath('/home/me/site', '/home/me/site') // '.'
 * @example shownPath('/tmp/x', '/home/me') // '../../tmp/x'
 */
export function shownPath(path: string, cwd: string = process.cwd()): string {
  return escapeTerminal(relative(cwd, path).split(sep).join('/') || '.');
}

/**
 * A message from a tool that names files by their absolute paths (Vite's 'File: /home/me/site/…'),
 * with every path inside `cwd` written relative to it, as quire's own messages name files; a path
 * that is part of a URL (`file:///…`) or of a longer path is left as it is.
 * @example relativizePaths('File: /home/me/site/docs/a.md:3:1', '/home/me/site') // 'File: docs/a.md:3:1'
 * @example relativizePaths('File: \x1b[36m/home/me/site/a.md\x1b[39m', '/home/me/site') // 'File: \x1b[36ma.md\x1b[39m'
 * @example relativizePaths('at file:///home/me/site/x.js', '/home/me/site') // unchanged
 */
export function relativizePaths(text: string, cwd: string = process.cwd()): string {
  const root = cwd.endsWith(sep) ? cwd : cwd + sep;
  if (root === sep || !text.includes(root)) return text;
  // a colour code may stand right before the path (Vite colours it when the terminal has colours)
  const rootRe = new RegExp(`(?:(?<=\\u001b\\[[\\d;]*m)|(?<![\\w/:.~-]))${escapeRegExp(root)}`, 'g');
  return text.replace(rootRe, '');
}

const SHELL_SAFE_RE = /^[\w@%+=:,./-]+$/;
const SHELL_CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/;
const ANSI_C_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', "'": "\\'" };

/** bash's $'…' escapes: a C1 control is a code point, not a byte, so it gets \u. */
function escapeForAnsiC(ch: string): string {
  const code = ch.charCodeAt(0);
  return ANSI_C_ESCAPES[ch] ?? (code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/**
 * One argument for a POSIX shell, to copy from a message: as it is when nothing in it is special,
 * else in single quotes; a control character can only be written in bash's $'…' quotes, which show
 * it escaped.
 * @example quoteForShell('docs') // 'docs'
 * @example quoteForShell("my docs") // "'my docs'"
 * @example quoteForShell('a\nb') // "$'a\\nb'"
 */
export function quoteForShell(arg: string): string {
  if (SHELL_SAFE_RE.test(arg)) return arg;
  if (!SHELL_CONTROL_RE.test(arg)) return `'${arg.replaceAll("'", `'\\''`)}'`;
  const escaped = arg.replace(/[\u0000-\u001f\u007f-\u009f\\']/g, escapeForAnsiC);
  return `$'${escaped}'`;
}

/**
 * A folder as the argument of a command, relative to `cwd` and quoted; a name starting with '-'
 * gets './' so that it is not read as an option.
 * @example shellArgument('/home/me/my docs', '/home/me') // "'my docs'"
 */
export function shellArgument(path: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, path).split(sep).join('/') || '.';
  return quoteForShell(rel.startsWith('-') ? `./${rel}` : rel);
}
