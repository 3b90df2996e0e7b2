/**
 * Ways to write a URL whose scheme runs code, or opens a document the URL itself holds (`data:`), as
 * they would be typed into a page: letter case, character references, whitespace and control
 * characters inside or before the scheme, a NUL, percent-encoding. Shared by the tests of the places
 * a page sets a URL (Markdown links, raw HTML, front matter).
 */

export interface Spelling {
  name: string;
  /** the URL as written in the source */
  text: string;
}

/** Where an inserted character goes: inside the scheme, after its first four letters ('java|script'), or two of a short one ('da|ta'). */
const INSIDE = 4;

function insert(word: string, what: string): string {
  const at = Math.min(INSIDE, word.length - 2);
  return `${word.slice(0, at)}${what}${word.slice(at)}`;
}

const alternateCase = (word: string) => [...word].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
const code = (ch: string) => ch.codePointAt(0)!;

/**
 * `scheme` ('javascript') spelled every way, followed by `rest` (':alert(1)' without the colon).
 * `syntax` limits the spellings to what the place can hold: character references are read in
 * Markdown and HTML, not in YAML; a literal line break ends a Markdown link.
 */
export function schemeSpellings(scheme: string, rest: string, syntax: 'html' | 'markdown' | 'yaml'): Spelling[] {
  const [first] = scheme;
  const tail = scheme.slice(1);
  const spellings: Spelling[] = [
    { name: 'as is', text: `${scheme}:${rest}` },
    { name: 'upper case', text: `${scheme.toUpperCase()}:${rest}` },
    { name: 'mixed case', text: `${alternateCase(scheme)}:${rest}` },
    { name: 'leading spaces', text: `   ${scheme}:${rest}` },
    { name: 'a tab inside', text: `${insert(scheme, '\t')}:${rest}` },
    { name: 'a NUL inside', text: `${insert(scheme, '\0')}:${rest}` },
    { name: 'percent-encoded first letter', text: `%${code(first).toString(16)}${tail}:${rest}` },
    { name: 'percent-encoded colon', text: `${scheme}%3A${rest}` },
  ];
  if (syntax !== 'markdown') {
    spellings.push(
      { name: 'a line feed inside', text: `${insert(scheme, '\n')}:${rest}` },
      { name: 'a carriage return inside', text: `${insert(scheme, '\r')}:${rest}` },
      { name: 'a leading control character', text: `\u0001${scheme}:${rest}` },
      { name: 'a leading line feed', text: `\n${scheme}:${rest}` },
    );
  }
  if (syntax === 'yaml') return spellings;
  spellings.push(
    { name: 'decimal reference', text: `&#${code(first)};${tail}:${rest}` },
    { name: 'hex reference', text: `&#x${code(first).toString(16).toUpperCase()};${tail}:${rest}` },
    { name: 'zero-padded reference', text: `&#0000${code(first)};${tail}:${rest}` },
    { name: 'every letter a reference', text: `${[...scheme].map((ch) => `&#${code(ch)};`).join('')}:${rest}` },
    { name: 'colon as &colon;', text: `${scheme}&colon;${rest}` },
    { name: 'colon as &#58;', text: `${scheme}&#58;${rest}` },
    { name: '&Tab; inside', text: `${insert(scheme, '&Tab;')}:${rest}` },
    { name: '&#9; inside', text: `${insert(scheme, '&#9;')}:${rest}` },
    { name: '&NewLine; inside', text: `${insert(scheme, '&NewLine;')}:${rest}` },
    { name: '&#10; inside', text: `${insert(scheme, '&#10;')}:${rest}` },
    { name: '&#13; inside', text: `${insert(scheme, '&#13;')}:${rest}` },
    { name: 'leading &#32;', text: `&#32;${scheme}:${rest}` },
    { name: 'leading &#1;', text: `&#1;${scheme}:${rest}` },
    { name: '&#0; inside', text: `${insert(scheme, '&#0;')}:${rest}` },
  );
  if (syntax === 'html') spellings.push({ name: 'decimal reference without semicolon', text: `&#${code(first)}${tail}:${rest}` });
  return spellings;
}

/** The page the URLs are resolved against, as a browser would. */
export const PAGE_URL = 'https://docs.test/guide/start/quick-start';

/** The scheme a browser reads in an attribute value (references already decoded): 'javascript:', 'https:' for a relative URL. */
export function schemeOf(value: string): string {
  try {
    return new URL(value, PAGE_URL).protocol;
  } catch {
    return 'invalid';
  }
}
