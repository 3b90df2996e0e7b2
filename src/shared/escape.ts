/**
 * Escaping for the places a string meets markup (text, attribute values and inline JSON), the
 * terminal (any text quire prints) and a regular expression.
 */

const HTML_CHAR_RE = /[&<>"']/g;
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text content between tags.
 * @example escapeHtml('a < b & c') // 'a &lt; b &amp; c'
 */
export function escapeHtml(text: string): string {
  return String(text).replace(HTML_CHAR_RE, (ch) => HTML_ENTITIES[ch]);
}

/**
 * A double- or single-quoted attribute value. Quotes are escaped too, so the value cannot end the
 * attribute early.
 * @example escapeAttr('"><script>') // '&quot;&gt;&lt;script&gt;'
 */
export function escapeAttr(value: string): string {
  return escapeHtml(value);
}

const SCRIPT_UNSAFE_RE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline `<script>`: `</script>` and `<!--` cannot appear, and the line
 * separators U+2028/U+2029 (invalid in pre-ES2019 string literals) are escaped.
 * `undefined` becomes `null` so the output is always an expression.
 * @example jsonForScript({ t: '</script>' }) // '{"t":"\u003c/script\u003e"}'
 */
export function jsonForScript(value: unknown): string {
  return jsonTextForScript(JSON.stringify(value) ?? 'null');
}

/** The same for a text JSON.stringify made: what jsonForScript gives for the value it stands for. */
export function jsonTextForScript(json: string): string {
  return json.replace(SCRIPT_UNSAFE_RE, (ch) => SCRIPT_ESCAPES[ch]);
}

// C0 controls, DEL and C1 controls: a terminal acts on them (ESC starts a sequence that can move the
// cursor or set the window title, C1 0x9b is a one-byte CSI, a newline breaks a line or a table row)
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/g;
// a colour sequence, or a control character other than a line break or a tab
const STYLE_OR_CONTROL_RE = /\u001b\[[\d;]*m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const NAMED_CONTROLS: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const DEL_AND_C1_RE = /[\u007f-\u009f]/g;

const visibleControl = (ch: string) => NAMED_CONTROLS[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * Text for the terminal: every control character (C0, DEL, C1) shown as a visible escape, so a file
 * name, a config value or a commit subject can neither send the terminal a sequence nor break a line.
 * @example escapeTerminal('a\x1b]0;title\x07.md') // 'a\\x1b]0;title\\x07.md'
 * @example escapeTerminal('two\nlines') // 'two\\nlines'
 */
export function escapeTerminal(text: string): string {
  return String(text).replace(CONTROL_RE, visibleControl);
}

/**
 * Text of several lines (a usage, a stack): each line escaped as escapeTerminal does, the line
 * breaks kept.
 * @example escapeTerminalLines('a\x1b[2J\nb') // 'a\\x1b[2J\nb'
 */
export function escapeTerminalLines(text: string): string {
  return String(text).split('\n').map(escapeTerminal).join('\n');
}

/**
 * A message of a tool that styles and lays out its own output (Vite's logger): its colour sequences
 * (`ESC [ … m`), line breaks and tabs kept, every other control character escaped as escapeTerminal
 * does, so no name inside it can move the cursor, set the title or rewrite a line.
 * @example escapeTerminalKeepingStyle('\x1b[32mok\x1b[39m \x1b]0;t\x07') // '\x1b[32mok\x1b[39m \\x1b]0;t\\x07'
 */
export function escapeTerminalKeepingStyle(text: string): string {
  return String(text).replace(STYLE_OR_CONTROL_RE, (match) => (match.length > 1 ? match : visibleControl(match)));
}

/**
 * JSON for the terminal: JSON.stringify escapes the C0 controls; DEL and the C1 controls, which it
 * leaves as they are, become \u escapes too, so the text stays valid JSON of the same value.
 * @example jsonForTerminal({ s: 'a\x9bb' }) // '{"s":"a\\u009bb"}'
 */
export function jsonForTerminal(value: unknown, indent?: number): string {
  const json = JSON.stringify(value, null, indent) ?? 'null';
  return json.replace(DEL_AND_C1_RE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Text matched as it is inside a regular expression.
 * @example escapeRegExp('/docs/a.b') // '/docs/a\\.b'
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
