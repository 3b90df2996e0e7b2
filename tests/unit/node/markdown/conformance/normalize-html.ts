import { parseEntities } from 'parse-entities';

/**
 * HTML normalised the way the CommonMark spec's own test runner compares output, so that only
 * differences a reader could see remain:
 * - whitespace runs outside `<pre>` become one space, and whitespace next to block tags goes;
 * - a newline right after `<br>` goes;
 * - tag and attribute names are lowercased, attributes sorted, `<br />` is `<br>`;
 * - character references become characters, and `&`, `<`, `>`, `"` in text and attributes are
 *   written as `&amp;`, `&lt;`, `&gt;`, `&quot;`.
 * Three rules go further than the spec's runner, because two serializers write the same document
 * differently: a literal `>` or `"` in text is escaped like its reference (the runner only rewrites
 * references), an attribute without a value equals one with the empty value (`checked` is
 * `checked=""`), and a void element (`<hr>`, `<img>`) is treated the same with or without its `/`.
 * Only ASCII whitespace collapses: a no-break space is content. `options.href` maps every `href` value
 * (after its references are decoded).
 */
export function normalizeHtml(html: string, options: { href?: (value: string) => string } = {}): string {
  const state: State = { output: '', last: 'starttag', lastTag: '', inPre: false };
  const href = options.href ?? ((value: string) => value);
  for (const [chunk] of html.matchAll(CHUNK_RE)) {
    if (chunk.startsWith('<![CDATA[') || chunk.startsWith('<!--') || chunk.startsWith('<!') || chunk.startsWith('<?')) {
      state.output += chunk;
      state.last = 'other';
      continue;
    }
    const end = END_TAG_RE.exec(chunk);
    if (end) {
      endTag(state, end[1].toLowerCase());
      continue;
    }
    const start = START_TAG_RE.exec(chunk);
    if (start) {
      const attributes = parseAttributes(start[2]).map(([name, value]): [string, string] => [name, name === 'href' ? href(value) : value]);
      startTag(state, start[1].toLowerCase(), attributes);
      if (start[3] === '/' || VOID_TAGS.has(start[1].toLowerCase())) state.last = 'endtag';
      continue;
    }
    data(state, chunk);
  }
  return state.output;
}

interface State {
  output: string;
  last: 'starttag' | 'endtag' | 'data' | 'other';
  lastTag: string;
  inPre: boolean;
}

const CHUNK_RE = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[^>]*>|[^<]+|</g;
const START_TAG_RE = /^<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>$/;
const END_TAG_RE = /^<\/([a-zA-Z][^\s/>]*)\s*>$/;
const ATTRIBUTE_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ASCII_WHITESPACE_RE = /[ \t\n\r\f]+/g;
const LEADING_SPACE_RE = /^[ \t\n\r\f]+/;
const TRAILING_SPACE_RE = /[ \t\n\r\f]+$/;

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

// the spec runner's list of block tags
const BLOCK_TAGS = new Set([
  'article',
  'header',
  'aside',
  'hgroup',
  'blockquote',
  'hr',
  'iframe',
  'body',
  'li',
  'map',
  'button',
  'object',
  'canvas',
  'ol',
  'caption',
  'output',
  'col',
  'p',
  'colgroup',
  'pre',
  'dd',
  'progress',
  'div',
  'section',
  'dl',
  'table',
  'td',
  'dt',
  'tbody',
  'embed',
  'textarea',
  'fieldset',
  'tfoot',
  'figcaption',
  'th',
  'figure',
  'thead',
  'footer',
  'tr',
  'form',
  'ul',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'video',
  'script',
  'style',
]);

function startTag(state: State, tag: string, attributes: [string, string][]): void {
  if (tag === 'pre') state.inPre = true;
  if (BLOCK_TAGS.has(tag)) state.output = state.output.replace(TRAILING_SPACE_RE, '');
  const sorted = attributes.toSorted(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  state.output += `<${tag}${sorted.map(([name, value]) => ` ${name}="${escape(value)}"`).join('')}>`;
  state.lastTag = tag;
  state.last = 'starttag';
}

function endTag(state: State, tag: string): void {
  if (tag === 'pre') state.inPre = false;
  else if (BLOCK_TAGS.has(tag)) state.output = state.output.replace(TRAILING_SPACE_RE, '');
  state.output += `</${tag}>`;
  state.lastTag = tag;
  state.last = 'endtag';
}

function data(state: State, raw: string): void {
  let text = decode(raw);
  const afterTag = state.last === 'starttag' || state.last === 'endtag';
  if (afterTag && state.lastTag === 'br') text = text.replace(/^\n+/, '');
  if (!state.inPre) text = text.replace(ASCII_WHITESPACE_RE, ' ');
  if (afterTag && BLOCK_TAGS.has(state.lastTag) && !state.inPre) {
    text = text.replace(LEADING_SPACE_RE, '');
    if (state.last === 'endtag') text = text.replace(TRAILING_SPACE_RE, '');
  }
  state.output += escape(text);
  state.last = 'data';
}

function parseAttributes(source: string): [string, string][] {
  return [...source.matchAll(ATTRIBUTE_RE)].map((match) => [match[1].toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? '')]);
}

function decode(text: string): string {
  return parseEntities(text, { nonTerminated: false });
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
