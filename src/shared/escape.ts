/** Escaping for the three places a string meets markup: text, attribute values and inline JSON. */

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
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(SCRIPT_UNSAFE_RE, (ch) => SCRIPT_ESCAPES[ch]);
}
