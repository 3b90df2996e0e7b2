import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import { asciiAlphanumeric, markdownLineEnding, unicodePunctuation, unicodeWhitespace } from 'micromark-util-character';
import type { Code, Construct, State, TokenizeContext, Tokenizer, TokenType } from 'micromark-util-types';
// declares the micromark and mdast extension lists on the processor's data
import type {} from 'remark-parse';
import type { Plugin } from 'unified';

const COLON = 58;
const DASH = 45;
const UNDERSCORE = 95;

export interface RemarkDirectiveSyntaxOptions {
  /** directives written inside text, `:name[label]{attributes}` */
  textNames: readonly string[];
  /** text directives only at the start of a word: `Vue:Counter` stays text */
  wordStartTextNames?: readonly string[];
  /** directives alone on a line, `::name[label]{attributes}` */
  leafNames: readonly string[];
  /** leaf directives of any name this matches too (component uses, known or not) */
  leafNamePattern?: RegExp;
}

/**
 * The generic directive syntax, with text and leaf directives limited to the names a plugin
 * handles. Anything else with a colon (`mailto:john.doe@example.com`, `user:name[**x**]`, `10:30`)
 * is Markdown as written: autolinks, emphasis and references work in it as anywhere else.
 * Containers (`:::name`) are always directives: an unknown kind is a warning.
 */
export const remarkDirectiveSyntax: Plugin<[RemarkDirectiveSyntaxOptions], Root> = function (options) {
  const data = this.data();
  const generic = directive();
  const text = generic.text?.[COLON] as Construct;
  const [container, leaf] = generic.flow?.[COLON] as Construct[];
  (data.micromarkExtensions ??= []).push({
    text: { [COLON]: [onlyNamed(text, 1, options.textNames), notAfterWord(onlyNamed(text, 1, options.wordStartTextNames ?? []))] },
    flow: { [COLON]: [container, onlyNamed(leaf, 2, options.leafNames, options.leafNamePattern)] },
  });
  (data.fromMarkdownExtensions ??= []).push(keepingEveryAttribute(directiveFromMarkdown()));
};

const ATTRIBUTES_TOKENS = ['directiveContainerAttributes', 'directiveLeafAttributes', 'directiveTextAttributes'] as const;
const PROTO = '__proto__';
type FromMarkdownExtension = ReturnType<typeof directiveFromMarkdown>;

/**
 * The directive extension, with a `__proto__` attribute kept as the directive's own attribute: the
 * extension gathers attributes into a plain object, where that name sets the prototype instead (a
 * string value is ignored), so the attribute would vanish without a word before any plugin sees it.
 */
function keepingEveryAttribute(extension: FromMarkdownExtension): FromMarkdownExtension {
  const exit = { ...extension.exit };
  for (const token of ATTRIBUTES_TOKENS) {
    const gather = exit[token];
    if (!gather) continue;
    exit[token] = function (this, ...args) {
      const proto = this.data.directiveAttributes?.findLast(([name]) => name === PROTO);
      gather.apply(this, args);
      const node = this.stack.at(-1);
      if (proto && node && 'attributes' in node && node.attributes) {
        Object.defineProperty(node.attributes, PROTO, { value: proto[1], enumerable: true, writable: true, configurable: true });
      }
    };
  }
  return { ...extension, exit };
}

/** `construct`, tried only where `colons` colons are followed by one of `names` or a name `pattern` matches. */
function onlyNamed(construct: Construct, colons: number, names: readonly string[], pattern?: RegExp): Construct {
  const set = new Set(names);
  const accepts = (name: string) => set.has(name) || (pattern?.test(name) ?? false);
  const known: Construct = { tokenize: knownName(colons, accepts), partial: true };
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      const start = construct.tokenize.call(this, effects, ok, nok);
      return (code) => effects.check(known, start, nok)(code);
    },
  };
}

/** `construct` where no letter or digit comes right before the colon. */
function notAfterWord(construct: Construct): Construct {
  return {
    ...construct,
    // micromark asks `previous` only where text may break, not for each construct it then tries
    tokenize(effects, ok, nok) {
      const start = construct.tokenize.call(this, effects, ok, nok);
      return (code) => (asciiAlphanumeric(this.previous) ? nok(code) : start(code));
    },
  };
}

// a token that only lives inside the look-ahead
const LOOKAHEAD = 'directiveNameLookahead' as TokenType;

function knownName(colons: number, accepts: (name: string) => boolean): Tokenizer {
  return function (this: TokenizeContext, effects, ok, nok) {
    let seen = 0;
    let name = '';
    const marker: State = (code) => {
      if (seen === colons) return nameCode(code);
      if (code !== COLON) return nok(code);
      seen++;
      effects.consume(code);
      return marker;
    };
    // the name rule of the directive syntax: no whitespace, no punctuation but `-` and `_`
    const nameCode: State = (code) => {
      if (isNameCode(code)) {
        name += String.fromCodePoint(code);
        effects.consume(code);
        return nameCode;
      }
      effects.exit(LOOKAHEAD);
      return accepts(name) ? ok(code) : nok(code);
    };
    return (code) => {
      effects.enter(LOOKAHEAD);
      return marker(code);
    };
  };
}

function isNameCode(code: Code): code is number {
  if (code === null || code < 0 || markdownLineEnding(code) || unicodeWhitespace(code)) return false;
  return !unicodePunctuation(code) || code === DASH || code === UNDERSCORE;
}
